import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { EventAnswerInput } from './gql/graphql';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { followMeals, initialAnswers, type GuestAnswer, type GuestErrors, type RsvpAnswer, type RsvpGuest, type RsvpOptions } from './rsvpAnswers';
import type { RsvpQuestion } from './questions/questionAnswers';
import { useQuestionAnswers } from './questions/useQuestionAnswers';
import { loadRsvpSubmit } from './rsvpParts';
import type { RsvpSubmission } from './submitRsvp';

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

  // Sending is submitRsvp.ts's, a chunk that comes when the browser is idle (rsvpParts.ts).
  const client = useApolloClient();
  const [saving, setSaving] = useState(false);
  const submitting = useRef(false);

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

  const submission = (): RsvpSubmission => ({
    guests,
    values,
    mealOptions,
    questions,
    questionAnswers,
    eventsOf,
    client,
    t,
    errorText,
    showErrors,
    askDeclineAll: () => setConfirmingDecline(true),
    setSaving,
    onSubmitted,
  });
  /** Runs a step of submitRsvp.ts, one at a time: at once when its chunk is in, else once it has come. */
  const run = async (step: (module: typeof import('./submitRsvp')) => Promise<void>) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await step(loadRsvpSubmit.loaded ?? (await loadRsvpSubmit()));
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run((module) => module.submitRsvp(submission()));
  };

  const confirmDecline = async () => {
    setConfirmingDecline(false);
    await run((module) => module.sendRsvp(submission()));
  };

  return {
    values,
    errors,
    saving,
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
