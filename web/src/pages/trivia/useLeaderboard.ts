import { useQuery } from '@apollo/client/react';
import { TriviaLeaderboardDocument } from '../../gql/graphql';
import { LEADERBOARD_POLL_MS } from './triviaResults';

/**
 * The leaderboard, asked again every few seconds while it is on screen (the component using it
 * is mounted only while its tab or the projector view is open), and not while the browser tab
 * is hidden: a phone in a pocket does not keep polling.
 */
export function useLeaderboard() {
  const { data, error } = useQuery(TriviaLeaderboardDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: LEADERBOARD_POLL_MS,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
  });
  const rows = data?.triviaLeaderboard;
  const view = rows ? (rows.length ? 'rows' : 'empty') : error ? 'failed' : 'loading';
  return { view, rows: rows ?? [] } as const;
}
