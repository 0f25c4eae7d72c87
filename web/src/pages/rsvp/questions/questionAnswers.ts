import type { ErrorDetails } from '../../../apollo/errors';
import type { RsvpAnswerInput, RsvpQuestionAnswerFieldsFragment, RsvpQuestionFieldsFragment } from '../gql/graphql';

export type RsvpQuestion = RsvpQuestionFieldsFragment;
export type QuestionAnswer = RsvpQuestionAnswerFieldsFragment;
/** The form's answers by `questionId:guestId` (guest 0: the party's). */
export type QuestionValues = Record<string, string>;
export type QuestionErrors = Partial<Record<string, ErrorDetails>>;

export const answerKey = (questionId: number, guestId: number | null | undefined) => `${questionId}:${guestId ?? 0}`;

/** The answers saved so far (each attendance row carries the party's too: the same key twice is one answer). */
export function initialQuestionValues(saved: ReadonlyArray<{ answers?: readonly QuestionAnswer[] | null }>): QuestionValues {
  const values: QuestionValues = {};
  for (const row of saved) for (const a of row.answers ?? []) values[answerKey(a.questionId, a.guestId)] = a.value;
  return values;
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
