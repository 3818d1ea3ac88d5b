import type { Rate } from '../../schemas/report.ts';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** Wilson score interval; null when n = 0 (no information, not "0%"). */
export function wilson(passed: number, total: number, z = Z95): { low: number; high: number } | null {
  if (total === 0) return null;
  const p = passed / total;
  const z2 = z * z;
  const denominator = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denominator;
  return { low: round(Math.max(0, centre - half), 6), high: round(Math.min(1, centre + half), 6) };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor + Number.EPSILON * Math.sign(value)) / factor;
}

export function rate(passed: number, total: number): Rate {
  if (total === 0) return { passed, total, rate: null, percent: null, ci95: null };
  const value = passed / total;
  return { passed, total, rate: round(value, 6), percent: round(value * 100, 2), ci95: wilson(passed, total) };
}

/** Binomial coefficient as a float (exact enough for the trial counts a run can have). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * Unbiased estimators over n trials with c successes (Chen et al. for pass@k; its "all k pass"
 * counterpart pass^k): pass@k = 1 − C(n−c, k)/C(n, k), pass^k = C(c, k)/C(n, k).
 */
export function passAtK(n: number, c: number, k: number): number {
  if (n - c < k) return 1;
  return 1 - choose(n - c, k) / choose(n, k);
}

export function passHatK(n: number, c: number, k: number): number {
  return choose(c, k) / choose(n, k);
}

/**
 * Exact two-sided McNemar test: under H0 the b discordant "a only" pairs among n = b + c are
 * Binomial(n, 1/2); p = min(1, 2 · P(X ≤ min(b, c))). Summed in log space so large n stays finite.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const low = Math.min(b, c);
  let logTerm = -n * Math.LN2; // log C(n,0) / 2^n
  let tail = Math.exp(logTerm);
  for (let i = 1; i <= low; i += 1) {
    logTerm += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logTerm);
  }
  return round(Math.min(1, 2 * tail), 10);
}
