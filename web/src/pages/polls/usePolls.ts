import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorDetails, firstGraphQLError } from '../../apollo/errors';
import { notify } from '../../components/toaster';
import { PollsPageDocument, VotePollDocument } from './gql/graphql';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';

/**
 * The polls and voting (spec §4 "Poll per user"): a vote is sent once, then the poll shows its
 * results. A refused vote (already voted elsewhere, poll closed) says the server's words and
 * reloads the polls, so the page shows what is true now.
 */
export function usePolls(enabled: boolean) {
  const t = useT();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(PollsPageDocument, { skip: !enabled });
  const [send] = useMutation(VotePollDocument, { refetchQueries: [{ query: PollsPageDocument }], awaitRefetchQueries: true });
  // The poll whose vote is on its way: its buttons wait, so a double click sends one vote.
  const [voting, setVoting] = useState<number | null>(null);

  const vote = async (pollId: number, selectedOption: number) => {
    if (voting !== null) return;
    setVoting(pollId);
    try {
      await send({ variables: { pollId, input: { pollId, selectedOption } } });
      notify.success({ title: t('polls.voteRecorded') });
    } catch (failure) {
      notify.error({ title: firstGraphQLError(failure) ? errorText(errorDetails(failure)) : t('polls.voteFailed') });
      void refetch().catch(() => undefined);
    } finally {
      setVoting(null);
    }
  };

  const view = data ? (data.polls.length ? 'polls' : 'empty') : error && !loading ? 'failed' : 'loading';
  return { view, polls: data?.polls ?? [], voting, vote } as const;
}
