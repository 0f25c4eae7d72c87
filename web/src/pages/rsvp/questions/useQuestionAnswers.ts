import { useCallback, useRef, useState } from 'react';
import type { ErrorDetails } from '../../../apollo/errors';
import { answerKey, answersInput, initialQuestionValues, keyOfServerError, validateQuestions, type QuestionAnswer, type QuestionErrors, type RsvpQuestion } from './questionAnswers';

type Guest = { id: number; firstName: string };

/** The RSVP form's answers to the couple's questions: values, checks, the server's word on them, focus on a missing one. */
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

  const focusFirst = (found: QuestionErrors) => {
    const first = Object.keys(found).find((k) => found[k]);
    if (first) refs.current.get(first)?.focus();
  };

  /** Checks before sending; false (with the messages shown and the first missing one focused) when one is missing. */
  const check = (coming: readonly Guest[]): boolean => {
    const found = validateQuestions(questions, values, coming);
    setErrors(found);
    if (!Object.keys(found).length) return true;
    // After React has drawn the messages.
    setTimeout(() => focusFirst(found));
    return false;
  };

  /** A server error naming a question shows beside it; true when it did. */
  const showServerError = (params: unknown, details: ErrorDetails): boolean => {
    const key = keyOfServerError(params);
    if (!key) return false;
    const found = { [key]: details };
    setErrors(found);
    setTimeout(() => focusFirst(found));
    return true;
  };

  return {
    questions,
    values,
    errors,
    setAnswer,
    fieldRef,
    check,
    showServerError,
    input: (coming: readonly Guest[]) => answersInput(questions, values, coming),
  };
}

export type QuestionAnswersState = ReturnType<typeof useQuestionAnswers>;
