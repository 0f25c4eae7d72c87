export interface OptionShare {
  option: string;
  count: number;
  /** Whole-number share of all answers (spec §9: percentages rounded); 0 when nobody answered. */
  percent: number;
}

export function answerShares(options: readonly string[], answerCounts: readonly number[]): OptionShare[] {
  const total = answerCounts.reduce((sum, n) => sum + n, 0);
  return options.map((option, i) => {
    const count = answerCounts[i] ?? 0;
    return { option, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

/** How long the "Correct!"/"Incorrect" overlay stays (spec §9: 4 seconds). */
export const RESULT_OVERLAY_MS = 4000;

/**
 * How often an open leaderboard asks again. Polling rather than a subscription: answers arrive a
 * few per minute at dinner, a 5-second read of one prepared statement costs the server little,
 * and it needs no WebSocket server, proxy configuration or reconnection logic on phones that
 * sleep and wake.
 */
export const LEADERBOARD_POLL_MS = 5000;

/** The headings' emoji (spec §2: a question mark and a crown); decoration, hidden from screen readers. */
export const QUESTIONS_EMOJI = '\u2753';
export const LEADERBOARD_EMOJI = '\u{1F451}';
