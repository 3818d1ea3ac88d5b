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
