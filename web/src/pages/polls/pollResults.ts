export interface OptionResult {
  option: string;
  count: number;
  /** Whole-number share of all votes (spec §9: percentages rounded); 0 when nobody voted. */
  percent: number;
}

export function pollResults(options: readonly string[], voteCounts: readonly number[]): OptionResult[] {
  const total = voteCounts.reduce((sum, n) => sum + n, 0);
  return options.map((option, i) => {
    const count = voteCounts[i] ?? 0;
    return { option, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}
