import { UsageError } from '../../src/errors.ts';
import { incompleteAdvice } from '../../src/stages/eval/format.ts';

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

/** Exit status 3 when a run still has infrastructure failures: not done, and not the model's fault. */
export function reportIncomplete(infrastructureFailures: number, options: { replay?: boolean } = {}): void {
  if (infrastructureFailures <= 0) return;
  process.stderr.write(`${incompleteAdvice(infrastructureFailures, options)}\n`);
  process.exitCode = 3;
}
