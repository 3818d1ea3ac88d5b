import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { readJson, writeJsonAtomic } from '../../io/ndjson.ts';
import { ReportSchema, type Report, type RunRecount } from '../../schemas/report.ts';
import { DEFAULT_PUBLISHED, loadPublished, type Published } from './published.ts';
import { SolverReportSchema, TaskTableSchema, type SolverReport, type TaskTable } from './schemas.ts';
import { claimChecks } from './claims.ts';
import { table1Counts } from './table1.ts';

export const CheckStatusSchema = z.enum(['reproduced', 'differs', 'conflict']);

/** One line of the checklist: a published (or chosen) number and what the archive gives. */
export const CheckSchema = z.object({
  key: z.string(),
  where: z.string(),
  published: z.unknown(),
  got: z.unknown(),
  status: CheckStatusSchema,
  /** False for numbers the paper does not print (the omitted runs' Open and APR). */
  printed: z.boolean(),
  note: z.string().optional(),
});
export type Check = z.infer<typeof CheckSchema>;

export const VerifyResultSchema = z.object({
  provenance: z.string().nullable(),
  ok: z.boolean(),
  reproduced: z.number().int(),
  differs: z.number().int(),
  conflicts: z.number().int(),
  checks: z.array(CheckSchema),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

export interface VerifyOptions {
  /** Report folder written by `liveui analyze` (holds report.json). */
  report: string;
  /** Task table written by `liveui paper build` (for Table 1). */
  tasks: string;
  /** Solver report (conflicts and the chosen numbers); optional. */
  solver?: string;
  published?: string;
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : JSON.stringify(a) === JSON.stringify(b);

/**
 * `liveui paper verify`: compares every number in paper/published.json with what `liveui analyze`
 * computed from the archive (report.json) and with the task table (Table 1).
 */
export function verifyPaper(options: VerifyOptions): VerifyResult {
  const published = loadPublished(options.published ?? DEFAULT_PUBLISHED);
  const report = readJson(join(options.report, 'report.json'), ReportSchema);
  const table = readJson(options.tasks, TaskTableSchema);
  const solver = options.solver && existsSync(options.solver) ? readJson(options.solver, SolverReportSchema) : undefined;
  const checks = collect(published, report, table, solver);
  const conflicted = new Map((solver?.conflicts ?? []).map((c) => [c.key, c.reason]));
  for (const check of checks) {
    const reason = conflicted.get(check.key);
    if (reason !== undefined) Object.assign(check, { status: 'conflict', note: `conflicts with other published numbers: ${reason}` });
  }
  const count = (status: Check['status']) => checks.filter((c) => c.status === status).length;
  return {
    provenance: report.provenance,
    ok: checks.every((c) => c.status === 'reproduced'),
    reproduced: count('reproduced'),
    differs: count('differs'),
    conflicts: count('conflict'),
    checks,
  };
}

function collect(p: Published, report: Report, table: TaskTable, solver: SolverReport | undefined): Check[] {
  const checks: Check[] = [];
  const add = (key: string, entry: { value: unknown; where: string }, got: unknown, printed = true) =>
    checks.push({ key, where: entry.where, published: entry.value, got, status: same(entry.value, got) ? 'reproduced' : 'differs', printed });
  const distinct = (values: number[]) => ([...new Set(values)].length === 1 ? values[0] : [...new Set(values)]);
  const byLabel = new Map(report.runs.map((run) => [run.label, run]));

  add('survey.tasks', p.survey.tasks, distinct(report.runs.map((r) => r.evaluations)));
  add('survey.selected_runs', p.survey.selected_runs, report.runs.length);
  add('survey.assertions_per_run', p.survey.assertions_per_run, distinct(report.runs.map((r) => r.assertions)));
  const inTable2 = new Set(p.table2.map((row) => row.model));
  add('survey.omitted_zero_fwr_runs', p.survey.omitted_zero_fwr_runs, report.runs.filter((r) => !inTable2.has(r.label) && r.fwr.passed === 0).map((r) => r.label));

  const t1 = table1Counts(table);
  for (const family of ['single', 'multi_tool', 'shared_world'] as const) {
    for (const column of ['all', 'public', 'cross_service_all', 'cross_service_public'] as const) {
      add(`table1.${family}.${column}`, p.table1[family][column], t1[family][column]);
    }
  }
  add('table1.service.all_extra', p.table1.service.all_extra, t1.service.all);
  add('table1.service.cross_service_all', p.table1.service.cross_service_all, t1.service.cross_service_all);

  for (const row of p.table2) {
    const run = byLabel.get(row.model);
    const key = (column: string) => `table2.${row.model}.${column}`;
    const fam = (f: keyof RunRecount['families']) => run?.families[f]?.fwr.percent ?? null;
    add(key('open'), row.open, run?.open.passed ?? null);
    add(key('single'), row.single, fam('single'));
    add(key('multi_tool'), row.multi_tool, fam('multi_tool'));
    add(key('shared'), row.shared, fam('shared_world'));
    add(key('overall'), row.overall, run?.fwr.percent ?? null);
    add(key('apr'), row.apr, run?.apr.percent ?? null);
  }
  for (const chosen of solver?.chosen ?? []) {
    const run = byLabel.get(chosen.label);
    const where = `not printed in the paper: the reconstruction's choice for ${chosen.label} (${chosen.reason})`;
    add(`chosen.${chosen.label}.open`, { value: chosen.open, where }, run?.open.passed ?? null, false);
    add(`chosen.${chosen.label}.apr`, { value: chosen.apr, where }, run?.apr.percent ?? null, false);
  }

  const failed = report.first_failure.reduce((sum, run) => sum + run.evaluations - (run.groups.success ?? 0), 0);
  add('figure5.failed_task_assignments', p.figure5.failed_task_assignments, failed);

  const j = report.joint.totals;
  add('joint.both_pass', p.joint.both_pass, j.both_pass);
  add('joint.service_pass_visible_fail', p.joint.service_pass_visible_fail, j.service_pass_visible_fail);
  add('joint.visible_pass_service_fail', p.joint.visible_pass_service_fail, j.visible_pass_service_fail);
  add('joint.both_fail', p.joint.both_fail, j.both_fail);
  add('joint.error_placeholder_records', p.joint.error_placeholder_records, j.error_placeholder_episodes);

  const u = report.union;
  add('table3.best_single_run', p.table3.best_single_run, u.best_single.count);
  add('table3.best_pair_union', p.table3.best_pair_union, u.best_pair.count);
  add('table3.all_runs_union', p.table3.all_runs_union, u.all_runs.count);
  add('table3.unsolved_by_every_run', p.table3.unsolved_by_every_run, u.unsolved.count);
  add('table3.single_union', p.table3.single_union, u.families.single?.count ?? null);
  add('table3.multi_tool_union', p.table3.multi_tool_union, u.families.multi_tool?.count ?? null);
  add('table3.shared_union', p.table3.shared_union, u.families.shared_world?.count ?? null);

  for (const claim of claimChecks(p, report)) {
    checks.push({ key: `claims.${claim.id}`, where: claim.where, published: claim.text, got: claim.got, status: claim.holds ? 'reproduced' : 'differs', printed: true });
  }
  return checks;
}

/** The checklist as text: one line per number, `reproduced` or `differs: got X`. */
export function formatVerify(result: VerifyResult): string {
  const lines = result.checks.map((c) => {
    const status = c.status === 'reproduced' ? 'reproduced' : c.status === 'differs' ? `differs: got ${JSON.stringify(c.got)}` : `CONFLICT (got ${JSON.stringify(c.got)}): ${c.note ?? ''}`;
    const value = typeof c.published === 'string' ? '' : ` = ${JSON.stringify(c.published)}`;
    return `${c.key}${value}  [${c.where}]  ${status}`;
  });
  const summary = `${result.reproduced} reproduced, ${result.differs} differ, ${result.conflicts} in conflict (of ${result.checks.length})`;
  const provenance = result.provenance ? `source: ${result.provenance}` : 'source: no provenance in the report';
  return [provenance, ...lines, summary].join('\n');
}

/**
 * Writes the checklist (`verify.json`, `verify.md`) and Table 1 counted from the archive's task
 * table into the report folder, so the paper report holds every table the paper prints.
 */
export function writeVerifyArtifacts(options: VerifyOptions, result: VerifyResult): void {
  const table = readJson(options.tasks, TaskTableSchema);
  const rows = table1Counts(table);
  writeJsonAtomic(join(options.report, 'verify.json'), { ...result, table1: rows });
  const label = { single: 'single', multi_tool: 'multi_tool', shared_world: 'shared_world', service: 'service (outside the 500)' } as const;
  const lines = [
    '# Verification against the published numbers',
    '',
    result.provenance ? `> ${result.provenance}` : '',
    '',
    '## Table 1: task coverage (counted from the archive)',
    '',
    '| family | tasks | public | cross-service | cross-service public |',
    '|---|---:|---:|---:|---:|',
    ...(Object.keys(rows) as (keyof typeof rows)[]).map((f) => `| ${label[f]} | ${rows[f].all} | ${rows[f].public} | ${rows[f].cross_service_all} | ${rows[f].cross_service_public} |`),
    '',
    `## Checklist: ${result.reproduced} reproduced, ${result.differs} differ, ${result.conflicts} in conflict`,
    '',
    '```',
    formatVerify(result),
    '```',
    '',
  ];
  writeFileSync(join(options.report, 'verify.md'), lines.join('\n'));
}
