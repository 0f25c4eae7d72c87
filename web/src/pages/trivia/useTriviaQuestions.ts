import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorDetails, firstGraphQLError } from '../../apollo/errors';
import { notify } from '../../components/toaster';
import { AnswerTriviaDocument, TriviaPageDocument } from './gql/graphql';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';

export interface AnswerResult {
  questionId: number;
  correct: boolean;
  message: string;
}

/**
 * The questions and answering (spec §4 "Trivia question per party"): an answer is sent once,
 * then the question shows its results and the overlay says whether it was right. A refused
 * answer (answered elsewhere, question closed) shows the server's words and reloads.
 */
export function useTriviaQuestions(enabled: boolean) {
  const t = useT();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(TriviaPageDocument, { skip: !enabled });
  const [send] = useMutation(AnswerTriviaDocument, {
    // The leaderboard asks for itself when its tab opens (see useLeaderboard).
    refetchQueries: [{ query: TriviaPageDocument }],
    awaitRefetchQueries: true,
  });
  // The question whose answer is on its way: its buttons wait, so a double tap sends one answer.
  const [answering, setAnswering] = useState<number | null>(null);
  const [result, setResult] = useState<AnswerResult | null>(null);

  const answer = async (questionId: number, selectedOption: number) => {
    if (answering !== null) return;
    setAnswering(questionId);
    try {
      const sent = await send({ variables: { questionId, input: { selectedOption } } });
      const answered = sent.data?.answerTrivia;
      if (answered) setResult({ questionId, correct: answered.correct, message: answered.message });
    } catch (failure) {
      notify.error({ title: firstGraphQLError(failure) ? errorText(errorDetails(failure)) : t('trivia.answerFailed') });
      void refetch().catch(() => undefined);
    } finally {
      setAnswering(null);
    }
  };

  const dismissResult = useCallback(() => setResult(null), []);
  const view = data ? (data.triviaQuestions.length ? 'questions' : 'empty') : error && !loading ? 'failed' : 'loading';
  return { view, questions: data?.triviaQuestions ?? [], answering, answer, result, dismissResult } as const;
}
