import { UsageError } from '../../src/errors.ts';
import type { BudgetRecord } from '../../src/agent/budget.ts';
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

/**
 * Exit status 3 when a run still has infrastructure failures: not done, and not the model's fault.
 * A budget that stopped requests says so first: the same command with a higher cap resumes.
 */
export function reportIncomplete(infrastructureFailures: number, options: { replay?: boolean; budget?: BudgetRecord } = {}): void {
  if (options.budget?.stopped) {
    const spent = options.budget.spent;
    const cost = spent.cost_source === 'none' ? '' : spent.cost_source === 'unknown' ? ', cost unknown' : `, ${spent.cost_usd} USD (${spent.cost_source})`;
    process.stderr.write(`incomplete: budget reached — ${options.budget.reason ?? ''}; spent ${spent.prompt_tokens + spent.completion_tokens} tokens${cost} over ${spent.requests} requests, ${options.budget.withheld} withheld; run the same command with a higher cap to resume\n`);
    process.exitCode = 3;
    return;
  }
  if (infrastructureFailures <= 0) return;
  process.stderr.write(`${incompleteAdvice(infrastructureFailures, options)}\n`);
  process.exitCode = 3;
}
