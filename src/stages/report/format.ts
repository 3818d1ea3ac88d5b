import type { Rate } from '../../schemas/report.ts';

/** Number formatting for reports: code formats, templates only print. */

export const DASH = '–';

export function pct(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? DASH : value.toFixed(digits);
}

export function int(value: number): string {
  return value.toLocaleString('en-US');
}

export function ci(rate: Rate): string {
  return rate.ci95 ? `[${(rate.ci95.low * 100).toFixed(1)}, ${(rate.ci95.high * 100).toFixed(1)}]` : DASH;
}

/** A count beside its share: "12 (2.40%)"; "–" for a count of nothing. */
export function countAndPercent(rate: Rate): string {
  if (rate.total === 0) return DASH;
  return `${int(rate.passed)} (${pct(rate.percent)}%)`;
}

/** "12/500 · 2.40% [1.4, 4.1]" */
export function rateLong(rate: Rate): string {
  if (rate.total === 0) return DASH;
  return `${int(rate.passed)}/${int(rate.total)} · ${pct(rate.percent)}% ${ci(rate)}`;
}

export function pValue(value: number): string {
  if (value >= 0.001) return value.toFixed(3);
  return value.toExponential(1);
}

export function signed(value: number | null, digits = 2): string {
  if (value === null) return DASH;
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}
