import type { ApolloClient } from '@apollo/client';
import { errorDetails, firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../apollo/errors';
import { notify } from '../../components/toaster';
import type { useErrorText } from '../../i18n/useErrorText';
import type { useT } from '../../i18n/useT';
import { RsvpPageDocument, SubmitGuestAttendanceDocument, type EventAnswerInput, type GuestAttendanceInput, type RsvpAnswerInput } from './gql/graphql';
import { answerKey, type QuestionErrors, type QuestionValues, type RsvpQuestion } from './questions/questionAnswers';
import type { QuestionAnswersState } from './questions/useQuestionAnswers';
import type { GuestAnswers, GuestErrors, RsvpGuest } from './rsvpAnswers';

// Sending the RSVP form: its checks, the request and what its answer shows. Code the form needs
// only once the reader presses its button, so a chunk of its own that the page loads when the
// browser is idle (rsvpParts.ts), or at once on a submit before then (issue 23 §3).

/** What the form holds when it is sent, and how it shows the outcome (useRsvpForm.ts). */
export interface RsvpSubmission {
  guests: readonly RsvpGuest[];
  values: GuestAnswers;
  mealOptions: readonly string[];
  questions: readonly RsvpQuestion[];
  questionAnswers: QuestionAnswersState;
  /** Several events (issue 21 §2): a coming guest's event answers, undefined while there are none. */
  eventsOf?: (guestId: number) => EventAnswerInput[] | undefined;
  client: ApolloClient;
  t: ReturnType<typeof useT>;
  errorText: ReturnType<typeof useErrorText>;
  /** Shows each guest's message and takes the reader to the first. */
  showErrors: (found: GuestErrors) => void;
  /** Asks whether no one is coming indeed (the form's dialog, issue 21 §4). */
  askDeclineAll: () => void;
  setSaving: (saving: boolean) => void;
  /** After a successful submit: back to the summary. */
  onSubmitted: () => void;
}

/** The submit button: the answers checked, "no one is coming" asked once, then sent. */
export async function submitRsvp(form: RsvpSubmission): Promise<void> {
  const { guests, values, mealOptions } = form;
  const found = validateAnswers(guests, values, mealOptions);
  if (guests.some((g) => found[g.id])) {
    form.showErrors(found);
    return;
  }
  if (guests.every((g) => !values[g.id].attending)) {
    form.askDeclineAll();
    return;
  }
  await sendRsvp(form);
}

/** Sends the answers (after the questions' own check); a toast says how it went. */
export async function sendRsvp(form: RsvpSubmission): Promise<void> {
  const { guests, values, mealOptions, questions, questionAnswers, t, errorText } = form;
  const coming = guests.filter((g) => values[g.id]?.attending);
  const missing = validateQuestions(questions, questionAnswers.values, coming);
  questionAnswers.show(missing);
  if (Object.keys(missing).length) return;
  const sent = attendanceData(guests, values, mealOptions).map((item) => {
    const events = item.attending ? form.eventsOf?.(item.guestId) : undefined;
    return events ? { ...item, events } : item;
  });
  form.setSaving(true);
  try {
    await form.client.mutate({
      mutation: SubmitGuestAttendanceDocument,
      // Without questions the request is the spec's own.
      variables: { attendanceData: sent, ...(questions.length ? { answers: answersInput(questions, questionAnswers.values, coming) } : {}) },
      // The answers come back whole; the page's query shows them without another request.
      update(cache, { data }) {
        if (!data) return;
        cache.updateQuery({ query: RsvpPageDocument }, (page) => page && { ...page, guestAttendance: data.submitGuestAttendance });
      },
    });
  } catch (error) {
    form.setSaving(false);
    // Spec §8: a destructive "Error" toast with the server's message; a message about one
    // guest's answer (e.g. a meal) also shows beside it.
    const serverError = firstGraphQLError(error);
    const guest = serverError && guestOfErrorField(serverError.extensions?.field, guests, sent);
    if (serverError && guest) form.showErrors({ [guest.id]: graphQLErrorDetails(serverError) });
    else if (serverError) showServerError(questionAnswers, serverError.extensions?.params, graphQLErrorDetails(serverError));
    notify.error({ title: t('rsvp.error'), description: errorText(errorDetails(error)) });
    return;
  }
  form.setSaving(false);
  notify.success({ title: t('rsvp.submitted'), description: t('rsvp.thanks') });
  form.onSubmitted();
}

/** A server error naming a question shows beside it. */
function showServerError(questionAnswers: QuestionAnswersState, params: unknown, details: ErrorDetails): void {
  const key = keyOfServerError(params);
  if (key) questionAnswers.show({ [key]: details });
}

/**
 * The same rule the server applies (it stays the judge): when meals are offered, every
 * attending guest needs one. The message names the guest, as the server's does.
 */
export function validateAnswers(guests: readonly RsvpGuest[], values: GuestAnswers, mealOptions: readonly string[]): GuestErrors {
  if (!mealOptions.length) return {};
  const errors: GuestErrors = {};
  for (const guest of guests) {
    const answer = values[guest.id];
    if (answer?.attending && !answer.mealPreference) {
      errors[guest.id] = { message: `Please choose a meal for ${guest.firstName}`, messageCode: 'MEAL_REQUIRED', params: { name: guest.firstName } };
    }
  }
  return errors;
}

/** One answer per guest; notes and meals only for guests who are coming (spec §5). */
export function attendanceData(guests: readonly RsvpGuest[], values: GuestAnswers, mealOptions: readonly string[]): GuestAttendanceInput[] {
  return guests.map((guest) => {
    const { attending, dietaryRestrictions, mealPreference } = values[guest.id];
    return {
      guestId: guest.id,
      attending,
      dietaryRestrictions: attending ? dietaryRestrictions.trim() || null : null,
      mealPreference: attending && mealOptions.length ? mealPreference || null : null,
    };
  });
}

/** The guest a server error names by its `attendanceData[i].…` field, if any. */
export function guestOfErrorField(field: unknown, guests: readonly RsvpGuest[], sent: readonly GuestAttendanceInput[]): RsvpGuest | undefined {
  const index = typeof field === 'string' ? /^attendanceData\[(\d+)\]\./.exec(field)?.[1] : undefined;
  const guestId = index === undefined ? undefined : sent[Number(index)]?.guestId;
  return guests.find((g) => g.id === guestId);
}

/** Where each question is asked: once for the party when anyone comes, per guest for those who come. */
function asked(questions: readonly RsvpQuestion[], coming: readonly { id: number; firstName: string }[]) {
  return questions.flatMap((q) =>
    q.perGuest ? coming.map((g) => ({ q, guest: g as { id: number; firstName: string } | null })) : coming.length ? [{ q, guest: null }] : [],
  );
}

/** The server's rule, checked first (it stays the judge): a required question needs an answer wherever it is asked. */
export function validateQuestions(questions: readonly RsvpQuestion[], values: QuestionValues, coming: readonly { id: number; firstName: string }[]): QuestionErrors {
  const errors: QuestionErrors = {};
  for (const { q, guest } of asked(questions, coming)) {
    const key = answerKey(q.id, guest?.id);
    if (!q.required || values[key]?.trim()) continue;
    errors[key] = guest
      ? { messageCode: 'RSVP_ANSWER_REQUIRED_FOR', message: `Please answer "${q.text}" for ${guest.firstName}`, params: { question: q.text, name: guest.firstName } }
      : { messageCode: 'RSVP_ANSWER_REQUIRED', message: `Please answer "${q.text}"`, params: { question: q.text } };
  }
  return errors;
}

/** Every question asked, answered or emptied (an empty answer removes one given before). */
export function answersInput(questions: readonly RsvpQuestion[], values: QuestionValues, coming: readonly { id: number; firstName: string }[]): RsvpAnswerInput[] {
  return asked(questions, coming).map(({ q, guest }) => ({
    questionId: q.id,
    ...(guest ? { guestId: guest.id } : {}),
    value: values[answerKey(q.id, guest?.id)]?.trim() ?? '',
  }));
}

/** The question a server error names (a required one left unanswered), as the form's key. */
export function keyOfServerError(params: unknown): string | undefined {
  const p = params as { questionId?: unknown; guestId?: unknown } | undefined;
  return typeof p?.questionId === 'number' ? answerKey(p.questionId, typeof p.guestId === 'number' ? p.guestId : null) : undefined;
}
