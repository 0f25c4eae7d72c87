import { useCallback, useRef, useState } from 'react';
import { answerKey, initialQuestionValues, type QuestionAnswer, type QuestionErrors, type RsvpQuestion } from './questionAnswers';

/** The RSVP form's answers to the couple's questions: values, their messages, focus on a missing one. */
export function useQuestionAnswers(questions: readonly RsvpQuestion[], saved: ReadonlyArray<{ answers?: readonly QuestionAnswer[] | null }>) {
  const [values, setValues] = useState(() => initialQuestionValues(saved));
  const [errors, setErrors] = useState<QuestionErrors>({});
  const refs = useRef(new Map<string, HTMLInputElement | null>());

  const setAnswer = useCallback((questionId: number, guestId: number | null, value: string) => {
    const key = answerKey(questionId, guestId);
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);
  const fieldRef = useCallback((questionId: number, guestId: number | null) => (el: HTMLInputElement | null) => void refs.current.set(answerKey(questionId, guestId), el), []);

  /** Shows these messages (none: clears them) and takes the reader to the first missing answer (submitRsvp.ts checks and sends). */
  const show = useCallback((found: QuestionErrors) => {
    setErrors(found);
    const first = Object.keys(found).find((k) => found[k]);
    // After React has drawn the messages.
    if (first) setTimeout(() => refs.current.get(first)?.focus());
  }, []);

  return {
    questions,
    values,
    errors,
    setAnswer,
    fieldRef,
    show,
  };
}

export type QuestionAnswersState = ReturnType<typeof useQuestionAnswers>;
