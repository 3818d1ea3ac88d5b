import { z } from 'zod';
import { FamilySchema, SplitSchema, type AssertionRow } from '../../schemas/assertions.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import type { Metrics, PassK, RunRecount } from '../../schemas/report.ts';
import { passAtK, passHatK, rate } from './stats.ts';
import { twinsOfRun } from '../../infra/twins.ts';

/**
 * One task evaluation (run, trial, task) folded from its assertion rows. Both readers produce it:
 * the streaming Node fold below and DuckDB's `evaluations.sql`.
 */
export const EvaluationSchema = z.object({
  run: z.string(),
  trial: z.number().int().nonnegative(),
  task: z.string(),
  family: FamilySchema,
  split: SplitSchema,
  assertions: z.number().int().nonnegative(),
  assertions_passed: z.number().int().nonnegative(),
  /** Every assigned assertion passed (placeholders count as failed). */
  passed: z.boolean(),
  /** Every opening assertion passed (later opening episodes included; vacuously true without any). */
  open_passed: z.boolean(),
  /**
   * Twins on: every assertion of the task's twin passed; null when the evaluation has no twin
   * rows (twins off, or a task without a twin). `passed` needs it true; `assertions` and
   * `open_passed` count the base's rows only (the paper's APR and Open).
   */
  twin_passed: z.boolean().nullable(),
  /** Failed assertion ids, sorted (a twin's as `twin:<id>`). */
  failed: z.array(z.string()),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

/** A row passes only when it was evaluated and held: a placeholder is a failure. */
export function rowPassed(row: Pick<AssertionRow, 'passed' | 'placeholder'>): boolean {
  return row.passed && !row.placeholder;
}

/**
 * A row the infrastructure kept from being evaluated (the model endpoint or the reply cache
 * failed). One such row makes its whole task evaluation incomplete: it is counted as missing,
 * never in FWR, APR or Open, whatever its other rows say.
 */
export function rowIncomplete(row: Pick<AssertionRow, 'error_kind'>): boolean {
  return row.error_kind === 'infrastructure';
}

export function evaluationKey(task: string, trial: number): string {
  return `${task}@${trial}`;
}

/**
 * Incremental fold of assertion rows into task evaluations (rows may come in any order).
 * Evaluations with an infrastructure row are kept apart (`incomplete()`): `result()`, which
 * every counter reads, holds only the complete ones.
 */
export class EvaluationFolder {
  private readonly byKey = new Map<string, Evaluation>();
  private readonly incompleteKeys = new Set<string>();

  add(row: AssertionRow): void {
    const key = `${row.run}\u0000${row.trial}\u0000${row.task}`;
    if (rowIncomplete(row)) this.incompleteKeys.add(key);
    let evaluation = this.byKey.get(key);
    if (!evaluation) {
      evaluation = {
        run: row.run,
        trial: row.trial,
        task: row.task,
        family: row.family,
        split: row.split,
        assertions: 0,
        assertions_passed: 0,
        passed: true,
        open_passed: true,
        twin_passed: null,
        failed: [],
      };
      this.byKey.set(key, evaluation);
    }
    const ok = rowPassed(row);
    if (row.variant === 'twin') {
      evaluation.twin_passed = (evaluation.twin_passed ?? true) && ok;
      if (!ok) {
        evaluation.passed = false;
        evaluation.failed.push(`twin:${row.assertion}`);
      }
      return;
    }
    evaluation.assertions += 1;
    if (ok) evaluation.assertions_passed += 1;
    else {
      evaluation.passed = false;
      evaluation.failed.push(row.assertion);
      if (row.stage === 'open') evaluation.open_passed = false;
    }
  }

  /** The complete evaluations, sorted by run, task, trial (code-point order, like the SQL side). */
  result(): Evaluation[] {
    return this.sorted(false);
  }

  /** The evaluations an infrastructure failure left incomplete (counted as missing), sorted alike. */
  incomplete(): Evaluation[] {
    return this.sorted(true);
  }

  private sorted(incomplete: boolean): Evaluation[] {
    const list = [...this.byKey].filter(([key]) => this.incompleteKeys.has(key) === incomplete).map(([, evaluation]) => evaluation);
    for (const evaluation of list) evaluation.failed.sort(compareText);
    return list.sort((a, b) => compareText(a.run, b.run) || compareText(a.task, b.task) || a.trial - b.trial);
  }
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The counts of one (family, split) cell of a run, from which FWR, APR and Open follow. The Node
 * fold tallies its evaluations; DuckDB returns the same tallies (`tallies.sql`) so no evaluation
 * row has to travel to JS.
 */
export const TallySchema = z.object({
  family: FamilySchema,
  split: SplitSchema,
  evaluations: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  open_passed: z.number().int().nonnegative(),
  assertions: z.number().int().nonnegative(),
  assertions_passed: z.number().int().nonnegative(),
  /** Evaluations with twin rows, and those whose twin passed whole. */
  twin_evaluations: z.number().int().nonnegative(),
  twin_passed: z.number().int().nonnegative(),
});
export type Tally = z.infer<typeof TallySchema>;

/** Tallies per (family, split) cell, in first-seen order. */
export function tallyOf(evaluations: readonly Evaluation[]): Tally[] {
  const cells = new Map<string, Tally>();
  for (const evaluation of evaluations) {
    const key = `${evaluation.family}\u0000${evaluation.split}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { family: evaluation.family, split: evaluation.split, evaluations: 0, passed: 0, open_passed: 0, assertions: 0, assertions_passed: 0, twin_evaluations: 0, twin_passed: 0 };
      cells.set(key, cell);
    }
    cell.evaluations += 1;
    if (evaluation.passed) cell.passed += 1;
    if (evaluation.open_passed) cell.open_passed += 1;
    cell.assertions += evaluation.assertions;
    cell.assertions_passed += evaluation.assertions_passed;
    if (evaluation.twin_passed !== null) cell.twin_evaluations += 1;
    if (evaluation.twin_passed === true) cell.twin_passed += 1;
  }
  return [...cells.values()];
}

/** FWR, APR and Open over tallies (sums of integers: the order of cells does not matter). */
export function metricsOf(tallies: readonly Tally[]): Metrics {
  let evaluations = 0;
  let passed = 0;
  let open = 0;
  let assertions = 0;
  let assertionsPassed = 0;
  let twins = 0;
  let twinsPassed = 0;
  for (const tally of tallies) {
    evaluations += tally.evaluations;
    passed += tally.passed;
    open += tally.open_passed;
    assertions += tally.assertions;
    assertionsPassed += tally.assertions_passed;
    twins += tally.twin_evaluations;
    twinsPassed += tally.twin_passed;
  }
  return {
    evaluations,
    failed_evaluations: evaluations - passed,
    assertions,
    fwr: rate(passed, evaluations),
    apr: rate(assertionsPassed, assertions),
    open: rate(open, evaluations),
    // Over the evaluations that have a twin; absent when none has (twins off).
    ...(twins > 0 ? { twin: rate(twinsPassed, twins) } : {}),
  };
}

/** FWR, APR and Open over a set of evaluations. */
export function metrics(evaluations: readonly Evaluation[]): Metrics {
  return metricsOf(tallyOf(evaluations));
}

function groupBy<K extends string>(tallies: readonly Tally[], key: (tally: Tally) => K, order: readonly K[]) {
  const groups: Partial<Record<K, Metrics>> = {};
  for (const value of order) {
    const members = tallies.filter((tally) => key(tally) === value);
    if (members.length > 0) groups[value] = metricsOf(members);
  }
  return groups;
}

/** Trials (n) and passing trials (c) of one task in one run. */
export interface TaskTrials {
  task: string;
  n: number;
  c: number;
}

/** Each task's trials and passes, in the order the tasks first appear. */
function trialsPerTask(evaluations: readonly Evaluation[]): TaskTrials[] {
  const perTask = new Map<string, TaskTrials>();
  for (const evaluation of evaluations) {
    const entry = perTask.get(evaluation.task) ?? { task: evaluation.task, n: 0, c: 0 };
    entry.n += 1;
    if (evaluation.passed) entry.c += 1;
    perTask.set(evaluation.task, entry);
  }
  return [...perTask.values()];
}

/** pass@k and pass^k for k = 1 … max trials, over tasks that have at least k trials. */
export function passK(evaluations: readonly Evaluation[]): PassK[] | null {
  return passKOf(trialsPerTask(evaluations));
}

/** pass@k and pass^k from per-task trial counts (in task order; null below two trials). */
export function passKOf(perTask: readonly TaskTrials[]): PassK[] | null {
  const maxTrials = Math.max(0, ...perTask.map((entry) => entry.n));
  if (maxTrials < 2) return null;
  const result: PassK[] = [];
  for (let k = 1; k <= maxTrials; k += 1) {
    const eligible = perTask.filter((entry) => entry.n >= k);
    const atK = eligible.reduce((sum, entry) => sum + passAtK(entry.n, entry.c, k), 0) / eligible.length;
    const hatK = eligible.reduce((sum, entry) => sum + passHatK(entry.n, entry.c, k), 0) / eligible.length;
    result.push({ k, tasks: eligible.length, pass_at_k: Math.round(atK * 1e6) / 1e6, pass_hat_k: Math.round(hatK * 1e6) / 1e6 });
  }
  return result;
}

/** What a recount needs besides the manifest; both readers produce it. */
export interface RunCounts {
  tallies: readonly Tally[];
  /** Keys (`task@trial`) of the complete evaluations (those that have rows and no infrastructure row). */
  seen: ReadonlySet<string>;
  /** Keys (`task@trial`) of the evaluations an infrastructure failure left incomplete. */
  incomplete: ReadonlySet<string>;
  trialsSeen: number;
  tasks: number;
  /** Per-task trial counts; only read when some task has two or more trials. */
  perTask: readonly TaskTrials[];
}

/** The recount of one run from its manifest, its complete evaluations and its incomplete ones. */
export function recountRun(manifest: Manifest, evaluations: readonly Evaluation[], incomplete: readonly Pick<Evaluation, 'task' | 'trial'>[] = []): RunRecount {
  const perTask = trialsPerTask(evaluations);
  return recountCounts(manifest, {
    tallies: tallyOf(evaluations),
    seen: new Set(evaluations.map((evaluation) => evaluationKey(evaluation.task, evaluation.trial))),
    incomplete: new Set(incomplete.map((evaluation) => evaluationKey(evaluation.task, evaluation.trial))),
    trialsSeen: new Set(evaluations.map((evaluation) => evaluation.trial)).size,
    tasks: perTask.length,
    perTask,
  });
}

/** `{prompt_version}` when the manifest records the generation prompt (llm runs), else nothing. */
function promptVersionOf(settings: Manifest['settings']): { prompt_version?: string } {
  const prompt = settings.prompt as { version?: unknown } | undefined;
  return typeof prompt?.version === 'string' ? { prompt_version: prompt.version } : {};
}

/**
 * The recount of one run from its manifest and its counts (the one definition of every number).
 * An evaluation of the manifest that is not complete is missing: no rows, or incomplete.
 */
export function recountCounts(manifest: Manifest, counts: RunCounts): RunRecount {
  let missing = 0;
  let incomplete = 0;
  for (const task of manifest.tasks) {
    for (let trial = 0; trial < manifest.trials; trial += 1) {
      const key = evaluationKey(task, trial);
      if (counts.seen.has(key)) continue;
      missing += 1;
      if (counts.incomplete.has(key)) incomplete += 1;
    }
  }
  return {
    run: manifest.run,
    twins: twinsOfRun(manifest.settings),
    label: manifest.label,
    developer: manifest.developer,
    generator: manifest.generator,
    ...promptVersionOf(manifest.settings),
    provenance: manifest.provenance ?? null,
    task_set_hash: manifest.task_set_hash,
    trials: manifest.trials,
    trials_seen: counts.trialsSeen,
    tasks: counts.tasks,
    missing_evaluations: missing,
    incomplete_evaluations: incomplete,
    ...metricsOf(counts.tallies),
    families: groupBy(counts.tallies, (tally) => tally.family, FamilySchema.options),
    splits: groupBy(counts.tallies, (tally) => tally.split, SplitSchema.options),
    pass_k: passKOf(counts.perTask),
  };
}
