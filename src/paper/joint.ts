import { apportion } from './plan.ts';

export const CATEGORIES = ['both_pass', 'service_pass_visible_fail', 'visible_pass_service_fail', 'both_fail'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Integer matrix (runs × categories) with the given row and column sums, close to the weights:
 * iterative proportional fitting, row-wise largest-remainder rounding, then unit moves between
 * columns within rows until every column sum holds. Returns null when the sums disagree.
 */
export function fitMatrix(weights: readonly (readonly number[])[], rows: readonly number[], columns: readonly number[]): number[][] | null {
  const total = rows.reduce((a, b) => a + b, 0);
  if (total !== columns.reduce((a, b) => a + b, 0) || columns.some((c) => c < 0) || rows.some((r) => r < 0)) return null;
  const real = weights.map((row) => row.map((w) => Math.max(w, 1e-9)));
  for (let iteration = 0; iteration < 500; iteration += 1) {
    real.forEach((row, r) => {
      const sum = row.reduce((a, b) => a + b, 0);
      const scale = sum > 0 ? (rows[r] ?? 0) / sum : 0;
      row.forEach((_, c) => (row[c] = (row[c] ?? 0) * scale));
    });
    columns.forEach((target, c) => {
      const sum = real.reduce((a, row) => a + (row[c] ?? 0), 0);
      const scale = sum > 0 ? target / sum : 0;
      real.forEach((row) => (row[c] = (row[c] ?? 0) * scale));
    });
  }
  const result = real.map((row, r) => apportion(rows[r] ?? 0, row));
  for (let guard = 0; guard < total * 4 + 10; guard += 1) {
    const sums = columns.map((_, c) => result.reduce((a, row) => a + (row[c] ?? 0), 0));
    const surplus = sums.findIndex((s, c) => s > (columns[c] ?? 0));
    const deficit = sums.findIndex((s, c) => s < (columns[c] ?? 0));
    if (surplus < 0 || deficit < 0) return result;
    let best = -1;
    let bestGain = -Infinity;
    result.forEach((row, r) => {
      if ((row[surplus] ?? 0) <= 0) return;
      const gain = ((real[r]?.[deficit] ?? 0) - (row[deficit] ?? 0)) - ((real[r]?.[surplus] ?? 0) - (row[surplus] ?? 0));
      if (gain > bestGain) {
        bestGain = gain;
        best = r;
      }
    });
    const row = result[best];
    if (!row) return null;
    row[surplus] = (row[surplus] ?? 0) - 1;
    row[deficit] = (row[deficit] ?? 0) + 1;
  }
  return null;
}

/** Prior shares of the four patterns for a run with assertion pass rate `apr` in [0, 1]. */
export function categoryWeights(apr: number): number[] {
  const a = Math.min(Math.max(apr, 0.02), 0.98);
  return [a * a, 1.6 * a * (1 - a), 0.9 * a * (1 - a), (1 - a) * (1 - a)];
}
