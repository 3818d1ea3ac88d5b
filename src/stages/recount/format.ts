import type { Metrics, RecountReport } from '../../schemas/report.ts';
import { percent } from '../../format.ts';
import { rateLong } from '../report/format.ts';
import { incompleteLines, missingText } from './incomplete.ts';

function line(name: string, metrics: Metrics): string {
  const twin = metrics.twin ? ` | Twin ${rateLong(metrics.twin)}` : '';
  return `  ${name.padEnd(14)} FWR ${rateLong(metrics.fwr)} | APR ${rateLong(metrics.apr)} | Open ${rateLong(metrics.open)}${twin}`;
}

/**
 * Plain-text recount for stdout: incomplete runs first (one line each), then per run, overall
 * then per family and split.
 */
export function formatRecount(report: RecountReport): string {
  const lines: string[] = [];
  const incomplete = incompleteLines(report.runs);
  if (incomplete.length > 0) lines.push(...incomplete, '');
  if (report.provenance) lines.push(`provenance: ${report.provenance}`, '');
  for (const run of report.runs) {
    const missing = run.missing_evaluations > 0 ? `, missing ${missingText(run)}` : '';
    // With twins on, FWR needs the twin to pass too; APR and Open are the base's (the paper's).
    const twins = run.twins === 'on' ? `twins: on (${run.twin?.total ?? 0} of the evaluations have one)` : 'twins: off';
    lines.push(`${run.run} (${run.label}, ${run.developer}): ${run.evaluations} task evaluations, ${run.assertions} assertions${missing}; ${twins}`);
    lines.push(line('overall', run));
    for (const [family, metrics] of Object.entries(run.families)) if (metrics) lines.push(line(family, metrics));
    for (const [split, metrics] of Object.entries(run.splits)) if (metrics) lines.push(line(`split ${split}`, metrics));
    for (const entry of run.pass_k ?? []) {
      lines.push(`  pass@${entry.k} ${percent(entry.pass_at_k, 2)}  pass^${entry.k} ${percent(entry.pass_hat_k, 2)}  (${entry.tasks} tasks)`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}
