import { readReportFolder } from '../report/folder.ts';
import { signed } from '../report/format.ts';
import { diffReports, type MetricDelta, type ReportDiff } from './core.ts';

export interface DiffOptions {
  /** Two report folders (each with report.json). */
  a: string;
  b: string;
  /** Read report folders whose files changed since analyze wrote them (each named in a warning). */
  allowModified?: boolean;
  warn?: (message: string) => void;
}

/** Compares two report folders from report.json alone. */
export function diff(options: DiffOptions): ReportDiff {
  const a = readReportFolder(options.a, options);
  const b = readReportFolder(options.b, options);
  return diffReports(a, b);
}

function metricText(name: string, metric: MetricDelta): string {
  const side = (rate: MetricDelta['a']) => (rate?.percent != null ? `${rate.percent.toFixed(2)}%` : '–');
  const interval = (rate: MetricDelta['a']) =>
    rate?.ci95 ? ` [${(rate.ci95.low * 100).toFixed(1)}, ${(rate.ci95.high * 100).toFixed(1)}]` : '';
  return `${name} ${side(metric.a)}${interval(metric.a)} → ${side(metric.b)}${interval(metric.b)} (${signed(metric.delta)} pp)`;
}

/** Plain-text rendering of a diff for stdout. */
export function formatDiff(result: ReportDiff, limit = 50): string {
  const lines = [`a: liveuibench ${result.a.version} (${result.a.commit})`, `b: liveuibench ${result.b.version} (${result.b.commit})`, ''];
  for (const run of result.runs) {
    if (run.presence !== 'both') {
      lines.push(`${run.run}: only in ${run.presence === 'only_a' ? 'a' : 'b'}`);
      continue;
    }
    lines.push(`${run.run}: ${metricText('FWR', run.fwr)}; ${metricText('APR', run.apr)}; ${metricText('Open', run.open)}`);
  }
  const { summary } = result;
  lines.push('', `evaluations: ${summary.pass_to_fail} pass→fail, ${summary.fail_to_pass} fail→pass, ${summary.changed_failures} with changed failed assertions, ${summary.absent} present on one side only`);
  for (const change of result.changes.slice(0, limit)) {
    const detail = [
      change.newly_failed.length ? `now failing: ${change.newly_failed.join(', ')}` : '',
      change.newly_passed.length ? `now passing: ${change.newly_passed.join(', ')}` : '',
    ].filter(Boolean);
    lines.push(`  ${change.run} ${change.evaluation}: ${change.from} → ${change.to}${detail.length ? ` (${detail.join('; ')})` : ''}`);
  }
  if (result.changes.length > limit) lines.push(`  … ${result.changes.length - limit} more (use --json)`);
  lines.push('', result.regression ? `regression: ${result.regressions.join('; ')}` : 'no regression');
  return lines.join('\n');
}

export { diffReports, type ReportDiff, type RunDiff, type EvaluationChange } from './core.ts';
