/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An answer: always the signed-in party’s, for the question of the path. */
export type TriviaAnswerInput = {
  /** Zero-based index into the question options. */
  selectedOption: number;
};

export type TriviaQuestionFieldsFragment = { id: number, question: string, options: Array<string>, questionType: string, embeds: Array<string>, answerCounts: Array<number>, myAnswer: number | null, correctOption: number | null, correctMessage: string | null, incorrectMessage: string | null };

export type TriviaPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TriviaPageQuery = { triviaQuestions: Array<{ id: number, question: string, options: Array<string>, questionType: string, embeds: Array<string>, answerCounts: Array<number>, myAnswer: number | null, correctOption: number | null, correctMessage: string | null, incorrectMessage: string | null }> };

export type TriviaLeaderboardQueryVariables = Exact<{ [key: string]: never; }>;


export type TriviaLeaderboardQuery = { triviaLeaderboard: Array<{ userId: number, lastName: string, correctAnswers: number, totalAnswers: number, percentage: number }> };

export type AnswerTriviaMutationVariables = Exact<{
  questionId: number;
  input: TriviaAnswerInput;
}>;


export type AnswerTriviaMutation = { answerTrivia: { id: number, questionId: number, selectedOption: number, correct: boolean, correctOption: number, message: string } };

export const TriviaQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}}]}}]} as unknown as DocumentNode<TriviaQuestionFieldsFragment, unknown>;
export const TriviaPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriviaPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triviaQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TriviaQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}}]}}]} as unknown as DocumentNode<TriviaPageQuery, TriviaPageQueryVariables>;
export const TriviaLeaderboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriviaLeaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triviaLeaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<TriviaLeaderboardQuery, TriviaLeaderboardQueryVariables>;
export const AnswerTriviaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerTrivia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerTrivia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOption"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AnswerTriviaMutation, AnswerTriviaMutationVariables>;