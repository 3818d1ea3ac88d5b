import { StageError } from '../../errors.ts';
import type { RunRecount } from '../../schemas/report.ts';

/**
 * What every surface (recount, analyze, report, view, diff) says about task evaluations an
 * infrastructure failure left incomplete. They are missing — never a model's 0% — and the same
 * command, run again, resumes them.
 */

type Counted = Pick<RunRecount, 'run' | 'incomplete_evaluations'>;

const evaluations = (count: number) => `${count} task evaluation${count === 1 ? '' : 's'}`;

/** The line a surface leads with for one run (`where` places it, e.g. " of report b" in a diff). */
export function incompleteLine(run: string, count: number, where = ''): string {
  return `incomplete: ${evaluations(count)} (infrastructure) in ${run}${where}, rerun to resume — counted as missing, not in FWR/APR/Open`;
}

/** One leading line per run with incomplete evaluations, in run order (none when all are complete). */
export function incompleteLines(runs: readonly Counted[]): string[] {
  return runs.filter((run) => run.incomplete_evaluations > 0).map((run) => incompleteLine(run.run, run.incomplete_evaluations));
}

/** A run's mark in tables when it is shown although incomplete. */
export function incompleteMark(run: Counted): string {
  return run.incomplete_evaluations > 0 ? ' (incomplete)' : '';
}

/** How a run's missing evaluations read: "2 (1 incomplete)", or just the count. */
export function missingText(run: Pick<RunRecount, 'missing_evaluations' | 'incomplete_evaluations'>, format: (value: number) => string = String): string {
  const text = format(run.missing_evaluations);
  return run.incomplete_evaluations > 0 ? `${text} (${format(run.incomplete_evaluations)} incomplete)` : text;
}

/** The warning for evaluations of the manifest that have no rows at all (a cut run), if any. */
export function missingWithoutRows(run: Pick<RunRecount, 'run' | 'missing_evaluations' | 'incomplete_evaluations'>): string | undefined {
  const rowless = run.missing_evaluations - run.incomplete_evaluations;
  return rowless > 0 ? `run ${run.run}: ${rowless} task evaluation(s) of the manifest have no assertion rows` : undefined;
}

/**
 * Refuses incomplete runs where numbers are compared (analyze, diff): a comparison with a run
 * that is partly unevaluated reads as a model's result. `what` names the input ("report b").
 */
export function refuseIncomplete(runs: readonly Counted[], options: { allow: boolean; what?: string }): void {
  const incomplete = runs.filter((run) => run.incomplete_evaluations > 0);
  if (incomplete.length === 0 || options.allow) return;
  const list = incomplete.map((run) => `${run.run} (${evaluations(run.incomplete_evaluations)})`).join(', ');
  const subject = options.what ? `${options.what} has incomplete run(s)` : 'incomplete run(s)';
  throw new StageError(
    `${subject}: ${list} hit an infrastructure failure (model endpoint or reply cache) and would be counted as missing; rerun the same eval command to resume them, or pass --allow-incomplete to go on with them marked incomplete`,
    { code: 'E_INCOMPLETE' },
  );
}
