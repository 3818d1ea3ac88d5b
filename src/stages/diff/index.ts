import { readReportFolder } from '../report/folder.ts';
import { signed } from '../report/format.ts';
import { incompleteLine, refuseIncomplete } from '../recount/incomplete.ts';
import { diffReports, type EvaluationChange, type MetricDelta, type ReportDiff, type RunDiff } from './core.ts';

export interface DiffOptions {
  /** Two report folders (each with report.json). */
  a: string;
  b: string;
  /** Read report folders whose files changed since analyze wrote them (each named in a warning). */
  allowModified?: boolean;
  /** Compare reports holding runs an infrastructure failure left incomplete (marked in the output); refused otherwise. */
  allowIncomplete?: boolean;
  warn?: (message: string) => void;
}

/** Compares two report folders from report.json alone. */
export function diff(options: DiffOptions): ReportDiff {
  const a = readReportFolder(options.a, options);
  const b = readReportFolder(options.b, options);
  refuseIncomplete(a.runs, { allow: options.allowIncomplete ?? false, what: `report a (${options.a})` });
  refuseIncomplete(b.runs, { allow: options.allowIncomplete ?? false, what: `report b (${options.b})` });
  return diffReports(a, b);
}

function metricText(name: string, metric: MetricDelta): string {
  const side = (rate: MetricDelta['a']) => (rate?.percent != null ? `${rate.percent.toFixed(2)}%` : '–');
  const interval = (rate: MetricDelta['a']) =>
    rate?.ci95 ? ` [${(rate.ci95.low * 100).toFixed(1)}, ${(rate.ci95.high * 100).toFixed(1)}]` : '';
  return `${name} ${side(metric.a)}${interval(metric.a)} → ${side(metric.b)}${interval(metric.b)} (${signed(metric.delta)} pp)`;
}

/** A run's mark when a side of the diff holds it incomplete (allowed by --allow-incomplete). */
function incompleteSides(run: RunDiff): string {
  const sides = [run.incomplete.a > 0 ? `${run.incomplete.a} in a` : '', run.incomplete.b > 0 ? `${run.incomplete.b} in b` : ''].filter(Boolean);
  return sides.length > 0 ? ` (incomplete: ${sides.join(', ')})` : '';
}

/** The generation prompt's version, when a side records one; a change is said outright (its replies are new draws). */
function promptText(run: RunDiff): string {
  const { a, b } = run.prompt;
  if (a === null && b === null) return '';
  if (a === b) return `; prompt v${a}`;
  return `; prompt changed v${a ?? '?'} → v${b ?? '?'} (other cache keys: new model replies)`;
}

/** One side of a changed evaluation: its outcome, or where it is not. */
const outcomeText = (state: EvaluationChange['from'], side: 'a' | 'b'): string =>
  state === 'absent' ? `not in report ${side}` : state === 'incomplete' ? 'incomplete (infrastructure)' : state;

/** Plain-text rendering of a diff for stdout: incomplete runs lead, then the runs, then the changes. */
export function formatDiff(result: ReportDiff, limit = 50): string {
  const incomplete = result.runs.flatMap((run) => [
    ...(run.incomplete.a > 0 ? [incompleteLine(run.run, run.incomplete.a, ' of report a')] : []),
    ...(run.incomplete.b > 0 ? [incompleteLine(run.run, run.incomplete.b, ' of report b')] : []),
  ]);
  const lines = [...incomplete, ...(incomplete.length > 0 ? [''] : []), `a: liveuibench ${result.a.version} (${result.a.commit})`, `b: liveuibench ${result.b.version} (${result.b.commit})`, ''];
  for (const run of result.runs) {
    const name = `${run.run}${incompleteSides(run)}`;
    if (run.presence !== 'both') {
      const side = run.presence === 'only_a' ? 'a' : 'b';
      const count = run.presence === 'only_a' ? run.evaluations.a : run.evaluations.b;
      lines.push(`${name}: only in report ${side} (${count} task evaluation(s), not compared)`);
      continue;
    }
    lines.push(`${name}: ${metricText('FWR', run.fwr)}; ${metricText('APR', run.apr)}; ${metricText('Open', run.open)}${promptText(run)}`);
  }
  const { summary } = result;
  const unevaluated = summary.incomplete > 0 ? `, ${summary.incomplete} incomplete on a side (infrastructure, not compared)` : '';
  lines.push('', `evaluations: ${summary.pass_to_fail} pass→fail, ${summary.fail_to_pass} fail→pass, ${summary.changed_failures} with changed failed assertions, ${summary.absent} in one report only${unevaluated}`);
  for (const change of result.changes.slice(0, limit)) {
    const detail = [
      change.newly_failed.length ? `now failing: ${change.newly_failed.join(', ')}` : '',
      change.newly_passed.length ? `now passing: ${change.newly_passed.join(', ')}` : '',
    ].filter(Boolean);
    lines.push(`  ${change.run} ${change.evaluation}: ${outcomeText(change.from, 'a')} → ${outcomeText(change.to, 'b')}${detail.length ? ` (${detail.join('; ')})` : ''}`);
  }
  if (result.changes.length > limit) lines.push(`  … ${result.changes.length - limit} more (use --json)`);
  lines.push('', result.regression ? `regression: ${result.regressions.join('; ')}` : 'no regression');
  return lines.join('\n');
}

export { diffReports, type ReportDiff, type RunDiff, type EvaluationChange } from './core.ts';
