import { UsageError } from '../../src/errors.ts';

/** Parses a JSON flag value or fails naming the flag. */
export function jsonFlag(flag: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`--${flag} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Prints data to stdout as JSON (pretty) — the only output channel for data. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function intFlag(flag: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new UsageError(`--${flag} must be an integer, got ${String(value)}`);
  return number;
}

/** A count flag (--jobs, --trials): a whole number >= 1; a bare flag or 0/-1 is a usage error, never a silent 1. */
export function countFlag(flag: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (String(value).trim() === '') throw new UsageError(`--${flag} needs a value (a whole number >= 1)`);
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${flag} must be a whole number >= 1, got ${String(value)}`);
  return number;
}

/** Exit status 3 when a run still has infrastructure failures: not done, and not the model's fault. */
export function reportIncomplete(infrastructureFailures: number): void {
  if (infrastructureFailures <= 0) return;
  process.stderr.write(`incomplete: ${infrastructureFailures} infrastructure failure(s) left; run the same command again to retry them\n`);
  process.exitCode = 3;
}
