import { useEffect, useState } from 'react';
import type { TriviaLeaderboardQuery } from './gql/graphql';
import { LEADERBOARD_POLL_MS } from './triviaResults';

export type LeaderboardRow = TriviaLeaderboardQuery['triviaLeaderboard'][number];

const LEADERBOARD_URL = '/api/trivia/leaderboard';

/**
 * The last board this browser tab read, with its ETag: the board is the same for every reader,
 * so a tab switched back to shows it at once and asks only whether it changed.
 */
let lastBoard: { etag: string | null; rows: LeaderboardRow[] } | null = null;

/** Reads the board: 304 (the server's ETag matched) keeps what we have; nothing to parse or re-render. */
async function askForBoard(): Promise<LeaderboardRow[]> {
  const response = await fetch(LEADERBOARD_URL, {
    credentials: 'same-origin',
    // Never kept in the HTTP cache (the answer says no-store): the ETag is sent by hand.
    cache: 'no-store',
    headers: lastBoard?.etag ? { 'If-None-Match': lastBoard.etag } : {},
  });
  if (response.status === 304 && lastBoard) return lastBoard.rows;
  if (!response.ok) throw new Error(`leaderboard: ${response.status}`);
  const rows = (await response.json()) as LeaderboardRow[];
  lastBoard = { etag: response.headers.get('ETag'), rows };
  return rows;
}

/**
 * The leaderboard, asked again every few seconds while it is on screen (the component using it
 * is mounted only while its tab or the projector view is open), and not while the browser tab
 * is hidden: a phone in a pocket does not keep polling. Over GET with the board's ETag, so an
 * unchanged board costs the server a 304 (issue 23 §5).
 */
export function useLeaderboard() {
  const [rows, setRows] = useState<LeaderboardRow[] | undefined>(lastBoard?.rows);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (typeof document === 'undefined' || !document.hidden) {
        try {
          const board = await askForBoard();
          if (!stopped) {
            setRows(board);
            setFailed(false);
          }
        } catch {
          if (!stopped) setFailed(true);
        }
      }
      if (!stopped) timer = setTimeout(poll, LEADERBOARD_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  const view = rows ? (rows.length ? 'rows' : 'empty') : failed ? 'failed' : 'loading';
  return { view, rows: rows ?? [] } as const;
}

/** Forgets the kept board (between tests). */
export function forgetLeaderboard(): void {
  lastBoard = null;
}
