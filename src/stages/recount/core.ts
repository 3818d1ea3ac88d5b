import { z } from 'zod';
import { FamilySchema, SplitSchema, type AssertionRow } from '../../schemas/assertions.ts';
import type { Manifest } from '../../schemas/manifest.ts';
import type { Metrics, PassK, RunRecount } from '../../schemas/report.ts';
import { passAtK, passHatK, rate } from './stats.ts';

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
  /** Failed assertion ids, sorted. */
  failed: z.array(z.string()),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

/** A row passes only when it was evaluated and held: a placeholder is a failure. */
export function rowPassed(row: Pick<AssertionRow, 'passed' | 'placeholder'>): boolean {
  return row.passed && !row.placeholder;
}

export function evaluationKey(task: string, trial: number): string {
  return `${task}@${trial}`;
}

/** Incremental fold of assertion rows into task evaluations (rows may come in any order). */
export class EvaluationFolder {
  private readonly byKey = new Map<string, Evaluation>();

  add(row: AssertionRow): void {
    const key = `${row.run}\u0000${row.trial}\u0000${row.task}`;
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
        failed: [],
      };
      this.byKey.set(key, evaluation);
    }
    const ok = rowPassed(row);
    evaluation.assertions += 1;
    if (ok) evaluation.assertions_passed += 1;
    else {
      evaluation.passed = false;
      evaluation.failed.push(row.assertion);
      if (row.stage === 'open') evaluation.open_passed = false;
    }
  }

  /** Evaluations sorted by run, task, trial (code-point order, like the SQL side). */
  result(): Evaluation[] {
    const list = [...this.byKey.values()];
    for (const evaluation of list) evaluation.failed.sort(compareText);
    return list.sort((a, b) => compareText(a.run, b.run) || compareText(a.task, b.task) || a.trial - b.trial);
  }
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** FWR, APR and Open over a set of evaluations. */
export function metrics(evaluations: readonly Evaluation[]): Metrics {
  let passed = 0;
  let open = 0;
  let assertions = 0;
  let assertionsPassed = 0;
  for (const evaluation of evaluations) {
    if (evaluation.passed) passed += 1;
    if (evaluation.open_passed) open += 1;
    assertions += evaluation.assertions;
    assertionsPassed += evaluation.assertions_passed;
  }
  return {
    evaluations: evaluations.length,
    failed_evaluations: evaluations.length - passed,
    assertions,
    fwr: rate(passed, evaluations.length),
    apr: rate(assertionsPassed, assertions),
    open: rate(open, evaluations.length),
  };
}

function groupBy<K extends string>(evaluations: readonly Evaluation[], key: (e: Evaluation) => K, order: readonly K[]) {
  const groups: Partial<Record<K, Metrics>> = {};
  for (const value of order) {
    const members = evaluations.filter((evaluation) => key(evaluation) === value);
    if (members.length > 0) groups[value] = metrics(members);
  }
  return groups;
}

/** pass@k and pass^k for k = 1 … max trials, over tasks that have at least k trials. */
export function passK(evaluations: readonly Evaluation[]): PassK[] | null {
  const perTask = new Map<string, { n: number; c: number }>();
  for (const evaluation of evaluations) {
    const entry = perTask.get(evaluation.task) ?? { n: 0, c: 0 };
    entry.n += 1;
    if (evaluation.passed) entry.c += 1;
    perTask.set(evaluation.task, entry);
  }
  const maxTrials = Math.max(0, ...[...perTask.values()].map((entry) => entry.n));
  if (maxTrials < 2) return null;
  const result: PassK[] = [];
  for (let k = 1; k <= maxTrials; k += 1) {
    const eligible = [...perTask.values()].filter((entry) => entry.n >= k);
    const atK = eligible.reduce((sum, entry) => sum + passAtK(entry.n, entry.c, k), 0) / eligible.length;
    const hatK = eligible.reduce((sum, entry) => sum + passHatK(entry.n, entry.c, k), 0) / eligible.length;
    result.push({ k, tasks: eligible.length, pass_at_k: Math.round(atK * 1e6) / 1e6, pass_hat_k: Math.round(hatK * 1e6) / 1e6 });
  }
  return result;
}

/** The recount of one run from its manifest and its evaluations. */
export function recountRun(manifest: Manifest, evaluations: readonly Evaluation[]): RunRecount {
  const seen = new Set(evaluations.map((evaluation) => evaluationKey(evaluation.task, evaluation.trial)));
  let missing = 0;
  for (const task of manifest.tasks) {
    for (let trial = 0; trial < manifest.trials; trial += 1) if (!seen.has(evaluationKey(task, trial))) missing += 1;
  }
  return {
    run: manifest.run,
    label: manifest.label,
    developer: manifest.developer,
    generator: manifest.generator,
    provenance: manifest.provenance ?? null,
    task_set_hash: manifest.task_set_hash,
    trials: manifest.trials,
    trials_seen: new Set(evaluations.map((evaluation) => evaluation.trial)).size,
    tasks: new Set(evaluations.map((evaluation) => evaluation.task)).size,
    missing_evaluations: missing,
    ...metrics(evaluations),
    families: groupBy(evaluations, (evaluation) => evaluation.family, FamilySchema.options),
    splits: groupBy(evaluations, (evaluation) => evaluation.split, SplitSchema.options),
    pass_k: passK(evaluations),
  };
}
