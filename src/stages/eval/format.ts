import { percent } from '../../format.ts';
import type { EvalSummary } from './index.ts';

/** Failed assertions the plain-text summary shows (the JSON summary and assertions.ndjson hold more). */
export const FAILED_SHOWN = 30;

const evaluations = (count: number) => `${count} task evaluation${count === 1 ? '' : 's'}`;

/**
 * The plain-text eval summary for stdout. An incomplete run leads with INCOMPLETE, the endpoint
 * and each distinct cause once: its unevaluated task evaluations are missing, not failures, so
 * their placeholder rows are neither counted nor listed as FAIL lines.
 */
export function formatEvalSummary(summary: EvalSummary): string {
  const lines: string[] = [];
  if (summary.incomplete_evaluations > 0) {
    const where = summary.endpoint ? ` at ${summary.endpoint}` : '';
    lines.push(`INCOMPLETE: ${evaluations(summary.incomplete_evaluations)} of run ${summary.run} could not be evaluated — the model endpoint${where} or its reply cache failed; counted as missing, not as the model's`);
    for (const cause of summary.incomplete_causes) lines.push(`  cause: ${cause}`);
  }
  const rate = (value: number | null) => (value === null ? '–' : percent(value, 2));
  const missing = summary.incomplete_evaluations > 0 ? `, ${summary.incomplete_evaluations} incomplete (missing)` : '';
  lines.push(
    `run ${summary.run} (${summary.generator}): FWR ${rate(summary.fwr)} (${summary.passed_evaluations}/${summary.task_evaluations}), APR ${rate(summary.apr)} (${summary.passed_assertions}/${summary.assertions}), ${summary.twin ? `twins on: twin pass ${summary.twin.passed}/${summary.twin.total}, ` : ''}${summary.episodes} episodes, ${summary.episode_errors} episode errors, ${summary.generation_failures} failed generations${missing}`,
  );
  const shown = summary.failed.slice(0, FAILED_SHOWN);
  for (const f of shown) lines.push(`  FAIL ${f.task} ${f.assertion} (${f.type}) ${f.error ?? JSON.stringify(f.observed)}`);
  if (summary.failed_total > shown.length) lines.push(`  … ${summary.failed_total - shown.length} more failed assertion(s) in ${summary.dir}/assertions.ndjson`);
  return lines.join('\n');
}

/**
 * The closing line of a command that left infrastructure failures (exit 3). Running the same
 * command again retries them — except under replay, where every such failure is a cache entry
 * the replay refused (edited, damaged or older than its hash): only a live run records it again.
 */
export function incompleteAdvice(failures: number, options: { replay?: boolean } = {}): string {
  if (options.replay) return `incomplete: ${failures} infrastructure failure(s) left; a replay cannot repair a refused cache entry — run once without --replay to record it again, then replay`;
  return `incomplete: ${failures} infrastructure failure(s) left; run the same command again to retry them`;
}
