import { existsSync } from 'node:fs';
import { writeFileAtomic } from '../io/disk.ts';
import { join } from 'node:path';
import { z } from 'zod';
import { readJson, writeJsonAtomic } from '../io/ndjson.ts';
import type { Report, RunRecount } from '../schemas/report.ts';
import { readReportFolder } from '../stages/report/folder.ts';
import { DEFAULT_PUBLISHED, loadPublished, type Published } from './published.ts';
import { SolverReportSchema, TaskTableSchema, type SolverReport, type TaskTable } from './schemas.ts';
import { claimChecks, NOT_DECIDABLE } from './claims.ts';
import { publishedTable1, table1Counts } from './table1.ts';
import { LiveSuiteSchema, liveSuiteTable1 } from './live-suite.ts';

export const CheckStatusSchema = z.enum(['reproduced', 'differs', 'conflict']);

/** One line of the checklist: a published number (or claim, or chosen number) and what the archive gives. */
export const CheckSchema = z.object({
  key: z.string(),
  kind: z.enum(['number', 'claim', 'chosen']),
  where: z.string(),
  published: z.unknown(),
  got: z.unknown(),
  status: CheckStatusSchema,
  /** False for numbers the paper does not print (the omitted runs' Open and APR). */
  printed: z.boolean(),
  /**
   * `structural` when the archive holds the value by construction rather than by measurement:
   * Table 1 is counted from the task table the reconstruction builds to the published composition.
   */
  basis: z.enum(['measured', 'structural']),
  note: z.string().optional(),
});
export type Check = z.infer<typeof CheckSchema>;

const Tally = z.object({ reproduced: z.number().int(), total: z.number().int() });

export const VerifyResultSchema = z.object({
  provenance: z.string().nullable(),
  /** "N of N published numbers and M of M claims reproduced". */
  headline: z.string(),
  ok: z.boolean(),
  numbers: Tally.extend({ structural: z.number().int() }),
  claims: Tally,
  /** Over `checks` (published numbers and claims; chosen values are apart). */
  reproduced: z.number().int(),
  differs: z.number().int(),
  conflicts: z.number().int(),
  checks: z.array(CheckSchema),
  /** Chosen by the reconstruction, not printed by the paper: outside every count above. */
  chosen: z.object({ note: z.string(), consistent: z.boolean(), checks: z.array(CheckSchema) }),
  live_suite: LiveSuiteSchema,
  not_decidable: z.array(z.object({ where: z.string(), text: z.string(), why: z.string() })),
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
  /** Live task folder Table 1 is also checked against once it has the published composition. */
  suite?: string;
  /** Read a report folder that does not match its integrity.json (each problem goes to `warn`). */
  allowModified?: boolean;
  warn?: (message: string) => void;
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : JSON.stringify(a) === JSON.stringify(b);

const CHOSEN_NOTE =
  'chosen by the reconstruction, not printed by the paper: Table 2 omits these runs, so their Open and APR are values the solver picked; ' +
  'they are checked only for agreement between solver.json and the archive and are outside the reproduced counts';

/**
 * `liveui paper verify`: compares every number in paper/published.json with what `liveui analyze`
 * computed from the archive (report.json) and with the task table (Table 1), decides every listed
 * claim of the paper on the same report, and keeps the reconstruction's own choices apart.
 */
export function verifyPaper(options: VerifyOptions): VerifyResult {
  const published = loadPublished(options.published ?? DEFAULT_PUBLISHED);
  // The folder is checked against its integrity.json first, as `report` and `diff` do.
  const report = readReportFolder(options.report, { allowModified: options.allowModified, warn: options.warn });
  const table = readJson(options.tasks, TaskTableSchema);
  const solver = options.solver && existsSync(options.solver) ? readJson(options.solver, SolverReportSchema) : undefined;
  const checks = [...numberChecks(published, report, table), ...claimRows(published, report, table)];
  const conflicted = new Map((solver?.conflicts ?? []).map((c) => [c.key, c.reason]));
  for (const check of checks) {
    const reason = conflicted.get(check.key);
    if (reason !== undefined) Object.assign(check, { status: 'conflict', note: `conflicts with other published numbers: ${reason}` });
  }
  const chosen = chosenChecks(report, solver);
  const live = liveSuiteTable1(published, options.suite);
  const tally = (kind: Check['kind']) => {
    const of = checks.filter((c) => c.kind === kind);
    return { reproduced: of.filter((c) => c.status === 'reproduced').length, total: of.length };
  };
  const numbers = { ...tally('number'), structural: checks.filter((c) => c.kind === 'number' && c.basis === 'structural').length };
  const claims = tally('claim');
  const count = (status: Check['status']) => checks.filter((c) => c.status === status).length;
  const consistent = chosen.every((c) => c.status === 'reproduced');
  return {
    provenance: report.provenance,
    headline: `${numbers.reproduced} of ${numbers.total} published numbers and ${claims.reproduced} of ${claims.total} claims reproduced`,
    // A chosen value the archive does not hold means solver.json and the archive disagree: a broken build.
    ok: checks.every((c) => c.status === 'reproduced') && consistent && live.status !== 'differs',
    numbers,
    claims,
    reproduced: count('reproduced'),
    differs: count('differs'),
    conflicts: count('conflict'),
    checks,
    chosen: { note: CHOSEN_NOTE, consistent, checks: chosen },
    live_suite: live,
    not_decidable: [...NOT_DECIDABLE],
  };
}

function numberChecks(p: Published, report: Report, table: TaskTable): Check[] {
  const checks: Check[] = [];
  const add = (key: string, entry: { value: unknown; where: string }, got: unknown, basis: Check['basis'] = 'measured') =>
    checks.push({ key, kind: 'number', where: entry.where, published: entry.value, got, status: same(entry.value, got) ? 'reproduced' : 'differs', printed: true, basis });
  const distinct = (values: number[]) => ([...new Set(values)].length === 1 ? values[0] : [...new Set(values)]);
  const byLabel = new Map(report.runs.map((run) => [run.label, run]));

  add('survey.tasks', p.survey.tasks, distinct(report.runs.map((r) => r.evaluations)));
  add('survey.selected_runs', p.survey.selected_runs, report.runs.length);
  // Displayed = runs with a completed workflow (Appendix B's rule), counted from the recount.
  add('survey.displayed_runs', p.survey.displayed_runs, report.runs.filter((r) => r.fwr.passed > 0).length);
  add('survey.assertions_per_run', p.survey.assertions_per_run, distinct(report.runs.map((r) => r.assertions)));
  const inTable2 = new Set(p.table2.map((row) => row.model));
  add('survey.omitted_zero_fwr_runs', p.survey.omitted_zero_fwr_runs, report.runs.filter((r) => !inTable2.has(r.label) && r.fwr.passed === 0).map((r) => r.label));

  const t1 = table1Counts(table);
  for (const cell of publishedTable1(p)) add(cell.key, cell, t1[cell.family][cell.column], 'structural');

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
  return checks;
}

function claimRows(p: Published, report: Report, table: TaskTable): Check[] {
  return claimChecks(p, report, table).map((claim) => ({
    key: `claims.${claim.id}`,
    kind: 'claim',
    where: claim.where,
    published: claim.text,
    got: claim.got,
    status: claim.holds ? 'reproduced' : 'differs',
    printed: true,
    basis: 'measured',
  }));
}

function chosenChecks(report: Report, solver: SolverReport | undefined): Check[] {
  const checks: Check[] = [];
  for (const chosen of solver?.chosen ?? []) {
    const run = report.runs.find((r) => r.label === chosen.label);
    const where = `not printed in the paper: the reconstruction's choice for ${chosen.label} (${chosen.reason})`;
    for (const [column, value, got] of [
      ['open', chosen.open, run?.open.passed ?? null],
      ['apr', chosen.apr, run?.apr.percent ?? null],
    ] as const) {
      checks.push({ key: `chosen.${chosen.label}.${column}`, kind: 'chosen', where, published: value, got, status: same(value, got) ? 'reproduced' : 'differs', printed: false, basis: 'structural' });
    }
  }
  return checks;
}

function line(c: Check): string {
  const status = c.status === 'reproduced' ? 'reproduced' : c.status === 'differs' ? `differs: got ${JSON.stringify(c.got)}` : `CONFLICT (got ${JSON.stringify(c.got)}): ${c.note ?? ''}`;
  if (c.kind === 'claim') return `${c.key}  [${c.where}]  ${status}\n    claim: ${String(c.published)}\n    archive: ${String(c.got)}`;
  const basis = c.basis === 'structural' && c.kind === 'number' ? ' (structural: the task table is built to the published composition)' : '';
  return `${c.key} = ${JSON.stringify(c.published)}  [${c.where}]  ${status}${basis}`;
}

/** The checklist as text: published numbers, claims, then the chosen values and the live suite apart. */
export function formatVerify(result: VerifyResult): string {
  const numbers = result.checks.filter((c) => c.kind === 'number');
  const claims = result.checks.filter((c) => c.kind === 'claim');
  const live = result.live_suite;
  return [
    result.provenance ? `source: ${result.provenance}` : 'source: no provenance in the report',
    '',
    `## Published numbers: ${result.numbers.reproduced} of ${result.numbers.total} reproduced (${result.numbers.structural} structural)`,
    ...numbers.map(line),
    '',
    `## Claims of the paper: ${result.claims.reproduced} of ${result.claims.total} reproduced`,
    ...claims.map(line),
    '',
    `## Chosen by the reconstruction, not printed by the paper (${result.chosen.checks.length}; not counted above)`,
    result.chosen.note,
    ...result.chosen.checks.map((c) => `${c.key} = ${JSON.stringify(c.published)}  ${c.status === 'reproduced' ? 'held by the archive' : `archive has ${JSON.stringify(c.got)}`}`),
    '',
    '## Table 1 against the live suite',
    `live suite (${live.dir}, ${live.tasks} tasks): ${live.note}`,
    '',
    '## Not decidable from this archive',
    ...result.not_decidable.map((d) => `[${d.where}] ${d.text}: ${d.why}`),
    '',
    `${result.headline}${result.ok ? '' : ` — ${result.differs} differ, ${result.conflicts} in conflict${result.chosen.consistent ? '' : ', chosen values not held by the archive'}${live.status === 'differs' ? ', live suite differs from Table 1' : ''}`}`,
  ].join('\n');
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
    '# Verification against the published numbers and claims',
    '',
    result.provenance ? `> ${result.provenance}` : '',
    '',
    `**${result.headline}**`,
    '',
    '## Table 1: task coverage (counted from the archive\'s task table, built to the published composition)',
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
  writeFileAtomic(join(options.report, 'verify.md'), lines.join('\n'));
}
