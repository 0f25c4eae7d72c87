import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { errorDetails, firstGraphQLError, graphQLErrorDetails } from '../../apollo/errors';
import { notify } from '../../components/toaster';
import { RsvpPageDocument, SubmitGuestAttendanceDocument, type EventAnswerInput } from './gql/graphql';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import {
  attendanceData,
  followMeals,
  guestOfErrorField,
  initialAnswers,
  validateAnswers,
  type GuestAnswer,
  type GuestErrors,
  type RsvpAnswer,
  type RsvpGuest,
  type RsvpOptions,
} from './rsvpAnswers';
import type { RsvpQuestion } from './questions/questionAnswers';
import { useQuestionAnswers } from './questions/useQuestionAnswers';

interface RsvpFormInput {
  guests: RsvpGuest[];
  answers: RsvpAnswer[];
  options: RsvpOptions;
  /** The couple's questions (issue 21 §3). */
  questions: RsvpQuestion[];
  /** After a successful submit: back to the summary. */
  onSubmitted: () => void;
  /** Several events (issue 21 §2): a coming guest's event answers, undefined while there are no events. */
  eventsOf?: (guestId: number) => EventAnswerInput[] | undefined;
}

/** The RSVP form's answers, checks and submission; the components only render them. */
export function useRsvpForm({ guests, answers, options, questions, onSubmitted, eventsOf }: RsvpFormInput) {
  const t = useT();
  const errorText = useErrorText();
  const { mealOptions } = options;
  const [given, setValues] = useState(() => initialAnswers(guests, answers, mealOptions));
  // A plus-one named while the form is open gets an answer of their own, ticked: they were named to come.
  const values = useMemo(() => {
    const added = guests.filter((g) => !given[g.id]);
    if (!added.length) return given;
    const fresh = initialAnswers(added, answers, mealOptions);
    for (const g of added) if (g.isPlusOne && !answers.some((a) => a.guestId === g.id)) fresh[g.id].attending = true;
    return { ...fresh, ...given };
  }, [guests, given, answers, mealOptions]);
  // "No one is coming" is asked once before it is sent (issue 21 §4): a slip of the thumb otherwise declines a whole family.
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [errors, setErrors] = useState<GuestErrors>({});
  // Switching language shows the meals in the other language: the choices made follow them.
  const shownMeals = useRef(mealOptions);
  useEffect(() => {
    const before = shownMeals.current;
    shownMeals.current = mealOptions;
    setValues((current) => followMeals(current, before, mealOptions));
  }, [mealOptions]);

  const questionAnswers = useQuestionAnswers(questions, answers);
  // The first control of each guest's meal choice, to take the reader to a missing one.
  const mealRefs = useRef(new Map<number, HTMLInputElement | null>());
  const [focusGuest, setFocusGuest] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (focusGuest) mealRefs.current.get(focusGuest.id)?.focus();
  }, [focusGuest]);

  const [submit, { loading }] = useMutation(SubmitGuestAttendanceDocument, {
    // The answers come back whole; the page's query shows them without another request.
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: RsvpPageDocument }, (page) => page && { ...page, guestAttendance: data.submitGuestAttendance });
    },
  });

  const change = useCallback((guestId: number, patch: Partial<GuestAnswer>) => {
    setValues((current) => ({ ...current, [guestId]: { ...(current[guestId] ?? values[guestId]), ...patch } }));
    // A guest's message goes away as soon as their answer changes.
    setErrors((current) => (current[guestId] ? { ...current, [guestId]: undefined } : current));
  }, [values]);
  const setAttending = useCallback((guestId: number, attending: boolean) => change(guestId, { attending }), [change]);
  const setDietary = useCallback((guestId: number, dietaryRestrictions: string) => change(guestId, { dietaryRestrictions }), [change]);
  const setMeal = useCallback((guestId: number, mealPreference: string) => change(guestId, { mealPreference }), [change]);
  const mealRef = useCallback((guestId: number) => (el: HTMLInputElement | null) => void mealRefs.current.set(guestId, el), []);

  const showErrors = (found: GuestErrors) => {
    setErrors(found);
    const first = guests.find((g) => found[g.id]);
    if (first) setFocusGuest({ id: first.id });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validateAnswers(guests, values, mealOptions);
    if (guests.some((g) => found[g.id])) {
      showErrors(found);
      return;
    }
    if (guests.every((g) => !values[g.id].attending)) {
      setConfirmingDecline(true);
      return;
    }
    await send();
  };

  const confirmDecline = async () => {
    setConfirmingDecline(false);
    await send();
  };

  const send = async () => {
    const coming = guests.filter((g) => values[g.id]?.attending);
    if (!questionAnswers.check(coming)) return;
    const sent = attendanceData(guests, values, mealOptions).map((item) => {
      const events = item.attending ? eventsOf?.(item.guestId) : undefined;
      return events ? { ...item, events } : item;
    });
    try {
      // Without questions the request is the spec's own.
      await submit({ variables: { attendanceData: sent, ...(questions.length ? { answers: questionAnswers.input(coming) } : {}) } });
    } catch (error) {
      // Spec §8: a destructive "Error" toast with the server's message; a message about one
      // guest's answer (e.g. a meal) also shows beside it.
      const serverError = firstGraphQLError(error);
      const guest = serverError && guestOfErrorField(serverError.extensions?.field, guests, sent);
      if (serverError && guest) showErrors({ [guest.id]: graphQLErrorDetails(serverError) });
      else if (serverError) questionAnswers.showServerError(serverError.extensions?.params, graphQLErrorDetails(serverError));
      notify.error({ title: t('rsvp.error'), description: errorText(errorDetails(error)) });
      return;
    }
    notify.success({ title: t('rsvp.submitted'), description: t('rsvp.thanks') });
    onSubmitted();
  };

  return {
    values,
    errors,
    saving: loading,
    mealOptions,
    setAttending,
    setDietary,
    setMeal,
    mealRef,
    onSubmit,
    confirmingDecline,
    confirmDecline,
    cancelDecline: () => setConfirmingDecline(false),
    questionAnswers,
  };
}

export type RsvpFormState = ReturnType<typeof useRsvpForm>;
