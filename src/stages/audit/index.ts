import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { readNdjson, writeJsonAtomic } from '../../io/ndjson.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { EpisodeRecordSchema, PackageRecordSchema, type EpisodeRecord } from '../../schemas/run.ts';
import { unshownChanges, type UnshownChange } from '../../suite/unshown.ts';
import { canonicalJson } from '../../io/hash.ts';
import { percent } from '../../format.ts';
import { auditOrder, generatorByName } from '../../generators/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { ARTIFACTS_DIR, runFiles } from '../../infra/paths.ts';
import { TARGET_PREDICATES, targetExclusions, targetHolders } from './targets.ts';
import { audit, NEEDS_TWINS, PASSING, submitsPerEpisode, type AuditReport, type Submits } from './core.ts';
import { loadTasks } from '../../suite/load.ts';
import type { Task } from '../../schemas/task.ts';
import type { TwinsSetting } from '../../schemas/twin.ts';

export interface AuditOptions {
  tasks?: string;
  taskDir?: string;
  jobs?: number;
  /** Folder for the audit's runs (default artifacts/audit). Runs are made afresh. */
  out?: string;
  progress?: boolean;
  /** Evaluate every task's counterfactual twin too (default off; always on for the controls only a twin catches). */
  twins?: TwinsSetting;
}

/** `liveui audit`: the oracle and every control over the suite, then the audit table. */
export async function runAudit(options: AuditOptions = {}): Promise<AuditReport> {
  const root = resolve(options.out ?? join(ARTIFACTS_DIR, 'audit'));
  const runs = new Map<string, AssertionRow[]>();
  const submits = new Map<string, Submits>();
  for (const generator of auditOrder) {
    const dir = join(root, generator);
    rmSync(dir, { recursive: true, force: true });
    const twins: TwinsSetting | undefined = NEEDS_TWINS.has(generator) ? 'on' : options.twins;
    await evaluateGenerator({ generator, run: dir, tasks: options.tasks, taskDir: options.taskDir, jobs: options.jobs, progress: options.progress, ...(twins ? { twins } : {}) });
    runs.set(generator, readNdjson(runFiles(dir).assertions, AssertionRowSchema, { kind: 'assertions' }).records.filter((r) => r.trial === 0));
    const episodes = readNdjson(runFiles(dir).evidence, EpisodeRecordSchema, { kind: 'evidence' }).records;
    submits.set(generator, submitsPerEpisode(episodes.filter((r) => r.trial === 0).map((r) => r.route.length)));
  }
  const tasks = new Map(loadTasks(options.taskDir).map(({ task }) => [task.id, task]));
  const excluded = targetExclusions([...runs.keys()], tasks.values());
  const holders = new Map([...targetHolders([...runs.keys()], tasks.values())].map(([name, held]) => [name, { what: TARGET_PREDICATES[name]?.what ?? name, tasks: held, ...(excluded.has(name) ? { excluded: excluded.get(name) } : {}) }]));
  const report = audit(runs, unchangedTasks(root, [...runs.keys()], tasks), submits, holders);
  if (runs.has('oracle')) report.unshown = oracleUnshown(join(root, 'oracle'), tasks);
  writeJsonAtomic(join(root, 'audit.json'), report);
  return report;
}

/** The changes of the oracle's episodes (the reference's) that no screen check of the episode looks for. */
function oracleUnshown(dir: string, tasks: ReadonlyMap<string, Task>): UnshownChange[] {
  const byTask = new Map<string, EpisodeRecord[]>();
  for (const r of readNdjson(runFiles(dir).evidence, EpisodeRecordSchema, { kind: 'evidence' }).records) {
    if (r.trial !== 0 || (r.variant !== undefined && r.variant !== 'base')) continue;
    byTask.set(r.task, [...(byTask.get(r.task) ?? []), r]);
  }
  return [...byTask.keys()].sort().flatMap((id) => {
    const task = tasks.get(id);
    return task ? unshownChanges(task, (byTask.get(id) ?? []).sort((a, b) => a.episode_index - b.episode_index)) : [];
  });
}

/** The unshown changes as lines: the count, then per kind of change (table, field, what) the tasks. */
function unshownLines(list: readonly UnshownChange[]): string[] {
  const tasks = new Set(list.map((u) => u.task));
  const lines = ['', `changes the oracle makes that no screen check of the episode looks for: ${list.length} in ${tasks.size} task(s) (a screening list for review: a flip or deletion with no state words, a value the user said never looked for)`];
  const groups = new Map<string, Set<string>>();
  for (const u of list) {
    const key = `${u.table}${u.field ? `.${u.field}` : ''} ${u.kind}`;
    groups.set(key, (groups.get(key) ?? new Set()).add(u.task));
  }
  for (const [key, ids] of [...groups].sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))) lines.push(`  ${key} (${ids.size}): ${[...ids].join(', ')}`);
  return lines;
}

/**
 * Per generator but the oracle (passing controls too: a task one leaves unchanged does not test it), the tasks whose packages are exactly the oracle's (trial 0), each with the
 * control's reason it could not change them.
 */
function unchangedTasks(root: string, names: readonly string[], tasks: ReadonlyMap<string, Task>): Map<string, Map<string, string>> {
  const packagesOf = (generator: string) => {
    const byTask = new Map<string, string[]>();
    for (const r of readNdjson(runFiles(join(root, generator)).packages, PackageRecordSchema, { kind: 'packages' }).records) {
      if (r.trial !== 0) continue;
      byTask.set(r.task, [...(byTask.get(r.task) ?? []), canonicalJson([r.slot, r.revision, r.ok, r.package ?? null])]);
    }
    return new Map([...byTask].map(([task, list]) => [task, list.sort().join('\n')]));
  };
  const oracle = packagesOf('oracle');
  const oracleRuntime = canonicalJson(generatorByName('oracle').runtime);
  const out = new Map<string, Map<string, string>>();
  for (const name of names) {
    const generator = generatorByName(name);
    if (name === 'oracle' || canonicalJson(generator.runtime) !== oracleRuntime) continue;
    const same = [...packagesOf(name)].filter(([task, text]) => oracle.get(task) === text).map(([task]) => task);
    const why = (id: string) => {
      const task = tasks.get(id);
      return (task && generator.whyUnchanged?.(task)) ?? 'it found nothing to change in the reference’s plans';
    };
    out.set(name, new Map(same.map((task) => [task, why(task)])));
  }
  return out;
}

const pct = (r: { rate: number | null } | null) => (r === null || r.rate === null ? '—' : percent(r.rate));

/** The audit as a plain-text table for people. */
export function formatAudit(report: AuditReport): string {
  const contracts = ['C1', 'C2', 'C3', 'C4', 'C5'];
  const lines = [
    `${report.tasks} tasks, ${report.assertions} assigned assertions`,
    '',
    `${'generator'.padEnd(16)}${'target'.padEnd(10)}${'FWR'.padStart(8)}${'APR'.padStart(8)}${contracts.map((c) => c.padStart(8)).join('')}${'targeted'.padStart(10)}${'FWR*'.padStart(8)}`,
  ];
  for (const g of report.generators) {
    lines.push(`${g.generator.padEnd(16)}${g.target.padEnd(10)}${pct(g.fwr).padStart(8)}${pct(g.apr).padStart(8)}${contracts.map((c) => pct(g.contracts[c] ?? null).padStart(8)).join('')}${pct(g.targeted).padStart(10)}${pct(g.fwr_where_targeted).padStart(8)}`);
  }
  lines.push('targeted = pass rate on the contract the control is built to fail; FWR* = FWR over the tasks that assert it and whose apps the control changed');
  const twinned = report.generators.filter((g) => g.twins).map((g) => g.generator);
  if (twinned.length > 0) lines.push(`with twins (a task passes only if its twin passes too): ${twinned.join(', ')}`);
  lines.push('', 'applies (of the tasks holding the control’s target, those whose apps it changed; every task holding it but left unchanged, by reason):');
  for (const g of report.generators) {
    if (g.applies === null || PASSING.has(g.generator)) continue;
    lines.push(`  ${g.generator.padEnd(16)}${`${g.applies.passed}/${g.applies.total}`.padStart(9)} ${pct(g.applies).padStart(7)}  target: ${g.target_tasks ?? g.target}`);
    const byReason = new Map<string, string[]>();
    for (const u of g.unchanged) byReason.set(u.reason, [...(byReason.get(u.reason) ?? []), u.task]);
    for (const [reason, list] of byReason) lines.push(`      unchanged ${list.length} (${reason}): ${list.join(', ')}`);
    const notTarget = new Map<string, string[]>();
    for (const u of g.not_target ?? []) notTarget.set(u.reason, [...(notTarget.get(u.reason) ?? []), u.task]);
    for (const [reason, list] of notTarget) lines.push(`      not a target ${list.length} (${reason}): ${list.join(', ')}`);
  }
  const types = [...new Set(report.generators.flatMap((g) => Object.keys(g.types)))].sort();
  lines.push('', `${'assertion type'.padEnd(28)}${report.generators.map((g) => g.generator.slice(0, 9).padStart(10)).join('')}`);
  for (const type of types) lines.push(`${type.padEnd(28)}${report.generators.map((g) => pct(g.types[type] ?? null).padStart(10)).join('')}`);
  lines.push('', 'caught by (failed assertions per type):');
  for (const g of report.generators) {
    if (PASSING.has(g.generator) || g.caught_by.length === 0) continue;
    lines.push(`  ${g.generator.padEnd(16)}${g.caught_by.slice(0, 5).map((c) => `${c.type} ${c.failed}`).join(', ')}`);
  }
  // Multi-step episodes (issue #29 item 2): how many submits each generator's apps took, and how
  // many tasks a passing control reshaped (an unchanged task does not test it).
  const measured = report.generators.filter((g) => g.submits !== undefined);
  if (measured.length > 0) {
    lines.push('', 'submits per episode (episodes that submitted; mean / max):');
    for (const g of measured) lines.push(`  ${g.generator.padEnd(18)}${(g.submits?.mean ?? 0).toFixed(2).padStart(6)} / ${g.submits?.max ?? 0}  over ${g.submits?.episodes ?? 0} episodes`);
  }
  const reshaped = report.generators.filter((g) => PASSING.has(g.generator) && g.generator !== 'oracle');
  if (reshaped.length > 0) lines.push('', `tasks changed from the oracle's apps: ${reshaped.map((g) => `${g.generator} ${g.fwr.total - g.unchanged_tasks.length}/${g.fwr.total}`).join(', ')}`);
  lines.push('', `mutation score: ${pct(report.mutation_score)} (${report.mutation_score.passed}/${report.mutation_score.total}); without direct_answer: ${pct(report.targeted_mutation_score)} (${report.targeted_mutation_score.passed}/${report.targeted_mutation_score.total})`);
  for (const g of report.generators) {
    if (PASSING.has(g.generator) || g.passed_tasks.length === 0) continue;
    const why = g.fwr_where_targeted?.passed === 0 ? ` — the control does not apply there (none asserts ${g.target}, or it built the oracle's very apps)` : '';
    lines.push(`${g.generator} passes ${g.passed_tasks.length} task(s): ${g.passed_tasks.join(', ')}${why}`);
  }
  if (report.possibly_vacuous.length > 0) {
    lines.push(`possibly vacuous (no control fails them): ${report.possibly_vacuous.length}`);
    for (const v of report.possibly_vacuous) lines.push(`  ${v.task} ${v.assertion}`);
  }
  const onlyDirect = report.possibly_vacuous_without_direct_answer;
  if (onlyDirect.length > 0) {
    const byType = new Map<string, number>();
    for (const v of onlyDirect) byType.set(v.type, (byType.get(v.type) ?? 0) + 1);
    lines.push(`failed only by direct_answer (an app with no surface): ${onlyDirect.length} — ${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')} (listed in audit.json)`);
  }
  lines.push(
    report.over_specified.length === 0
      ? 'over-specified assertions: none (the reworded oracle passes everything)'
      : `over-specified (the reworded oracle fails them): ${report.over_specified.map((o) => `${o.task} ${o.assertion}`).join(', ')}`,
  );
  lines.push(report.unsound_tasks.length === 0 ? 'unsound tasks: none (the oracle passes every task)' : `unsound tasks (the oracle fails them): ${report.unsound_tasks.map((t) => t.task).join(', ')}`);
  if (report.unshown) lines.push(...unshownLines(report.unshown));
  return `${lines.join('\n')}\n`;
}
