import type { ErrorDetails } from '../../../apollo/errors';
import type { RsvpQuestionAnswerFieldsFragment, RsvpQuestionFieldsFragment } from '../gql/graphql';

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
