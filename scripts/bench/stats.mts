// The bench's statistics (docs/operations.md §"The bench"): nearest-rank percentiles over the real samples, one
// sample per request — nothing is synthesised or dropped.

/** Nearest-rank percentile of ascending `sorted` (p in 0..100): the smallest sample ≥ p % of all samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentil de nenhuma amostra');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}
