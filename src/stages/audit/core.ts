import type { UnshownChange } from '../../suite/unshown.ts';
import type { AssertionRow, Contract } from '../../schemas/assertions.ts';

/**
 * What each control is built to fail ('all' = every contract; 'identity' =
 * record_identity_preserved; 'secrets' = no_secret_exposed).
 */
export const TARGETS: Record<string, Contract | 'all' | 'identity' | 'secrets' | 'none' | `${Contract}+${Contract}`> = {
  oracle: 'none',
  direct_answer: 'all',
  static_shell: 'C2',
  route_only: 'C3',
  hidden_state: 'C4',
  no_persist: 'C5',
  replace_record: 'identity',
  no_grounding: 'C3',
  hidden_surface: 'C1',
  static_claims: 'C4',
  claims_only: 'identity',
  wrong_content: 'C3',
  extra_writes: 'C3',
  dump_lists: 'C4',
  junk_free_fields: 'C3',
  stale_view: 'C5',
  paraphrase: 'none',
  rename_inputs: 'none',
  equivalent_api: 'none',
  confirm_step: 'none',
  confirm_box: 'none',
  search_then_pick: 'none',
  independent_vocabulary: 'none',
  form_per_item: 'none',
  edge_of_constraints: 'none',
  leak_secrets: 'secrets',
  schema_first: 'C4+C5',
  multi_agent: 'C4+C5',
  ignore_inputs: 'all',
  pick_newest: 'C3',
  touch_other_row: 'C3',
  partial_dump: 'C4',
};

/**
 * Controls whose wrongness only a counterfactual twin can see (an app that hard-codes the values
 * the user typed, or takes the newest record, is right in the one seeded world): the audit runs
 * them with twins on whatever `--twins` says.
 */
export const NEEDS_TWINS: ReadonlySet<string> = new Set(['ignore_inputs', 'pick_newest']);

/** Generators that must pass like the oracle (they are not controls and kill no assertion). */
export const PASSING = new Set(['oracle', 'paraphrase', 'rename_inputs', 'equivalent_api', 'confirm_step', 'confirm_box', 'search_then_pick', 'independent_vocabulary', 'form_per_item', 'edge_of_constraints']);

export interface Rate {
  passed: number;
  total: number;
  rate: number | null;
}

export interface GeneratorAudit {
  generator: string;
  target: string;
  fwr: Rate;
  apr: Rate;
  contracts: Record<string, Rate>;
  types: Record<string, Rate>;
  /** Pass rate on the targeted contract, where it is asserted. */
  targeted: Rate | null;
  /** FWR over the tasks that assert the targeted contract (where the control applies). */
  fwr_where_targeted: Rate | null;
  /** Tasks where this control built exactly the oracle's apps (it does not apply there). */
  unchanged_tasks: string[];
  /** Those of them that assert the targeted contract, with the control's reason it could not change them. */
  unchanged: { task: string; reason: string }[];
  /** Tasks that have what the control mutates but are not its target (the mutation cannot be seen there), with why. */
  not_target?: { task: string; reason: string }[];
  /** Tasks that hold the control's target and whose apps the control changed, of those that hold it. */
  applies: Rate | null;
  /** The target the applies share counts over: a predicate on the task (targets.ts), else the tasks asserting the targeted contract. */
  target_tasks?: string;
  /** Whether this control's task evaluations included the twins. */
  twins: boolean;
  /** Tasks this generator passes (a control should pass none). */
  passed_tasks: string[];
  /** Which assertion types caught it: failed assertions per type, most first. */
  caught_by: { type: string; failed: number }[];
  /** Submits the operator made per episode that submitted anything (trial 0; absent when not measured). */
  submits?: Submits;
}

/** Submits per episode over the episodes where the operator submitted anything. */
export interface Submits {
  episodes: number;
  mean: number | null;
  max: number;
}

/** Submits per episode from each episode's route length (episodes with none are left out). Pure. */
export function submitsPerEpisode(routeLengths: Iterable<number>): Submits {
  let episodes = 0;
  let total = 0;
  let max = 0;
  for (const n of routeLengths) {
    if (n === 0) continue;
    episodes += 1;
    total += n;
    max = Math.max(max, n);
  }
  return { episodes, mean: episodes === 0 ? null : total / episodes, max };
}

export interface AuditReport {
  tasks: number;
  assertions: number;
  generators: GeneratorAudit[];
  mutation_score: Rate;
  /** The same, without direct_answer (which fails everything by building nothing). */
  targeted_mutation_score: Rate;
  possibly_vacuous: { task: string; assertion: string; type: string }[];
  possibly_vacuous_without_direct_answer: { task: string; assertion: string; type: string }[];
  unsound_tasks: { task: string; failed: string[] }[];
  /** Assertions the reworded oracle fails: they demand wording, not substance. */
  over_specified: { task: string; assertion: string; type: string }[];
  /** Changes the oracle's episodes make that no screen check of the episode looks for (src/suite/unshown.ts); absent when the oracle was not run. */
  unshown?: UnshownChange[];
}

const rate = (passed: number, total: number): Rate => ({ passed, total, rate: total === 0 ? null : passed / total });

function tally(rows: readonly AssertionRow[], key: (row: AssertionRow) => string | undefined): Record<string, Rate> {
  const counts = new Map<string, [number, number]>();
  for (const row of rows) {
    const k = key(row);
    if (k === undefined) continue;
    const c = counts.get(k) ?? [0, 0];
    c[0] += row.passed ? 1 : 0;
    c[1] += 1;
    counts.set(k, c);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, [p, t]]) => [k, rate(p, t)]));
}

function caughtBy(rows: readonly AssertionRow[]): { type: string; failed: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (!row.passed) counts.set(row.type, (counts.get(row.type) ?? 0) + 1);
  return [...counts].map(([type, failed]) => ({ type, failed })).sort((a, b) => b.failed - a.failed || a.type.localeCompare(b.type));
}

/** The audit over one assertion-row set per generator (trial 0). Pure. */
export function audit(
  runs: ReadonlyMap<string, readonly AssertionRow[]>,
  unchanged: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(),
  submits: ReadonlyMap<string, Submits> = new Map(),
  holders: ReadonlyMap<string, { what: string; tasks: ReadonlyMap<string, boolean>; excluded?: ReadonlyMap<string, string> }> = new Map(),
): AuditReport {
  const generators: GeneratorAudit[] = [];
  const failedBy = new Map<string, Set<string>>();
  const all = new Map<string, AssertionRow>();
  for (const [generator, rows] of runs) {
    const tasks = new Map<string, boolean>();
    for (const row of rows) {
      tasks.set(row.task, (tasks.get(row.task) ?? true) && row.passed);
      const key = `${row.task}\u0000${row.assertion}`;
      all.set(key, row);
      if (!row.passed && !PASSING.has(generator)) {
        let set = failedBy.get(key);
        if (!set) failedBy.set(key, (set = new Set()));
        set.add(generator);
      }
    }
    const target = TARGETS[generator] ?? 'none';
    const targetedRows = rows.filter((r) => (target === 'identity' ? r.type === 'record_identity_preserved' : target === 'secrets' ? r.type === 'no_secret_exposed' : target === 'all' ? true : target.split('+').includes(r.contract)));
    // A control applies where the task holds its target and it changed something: a task whose
    // apps it left exactly as the oracle's is not a test of it. The target is read from the task
    // (targets.ts) where the control has a predicate, else it is the targeted contract asserted.
    const same = unchanged.get(generator) ?? new Map<string, string>();
    const holding = holders.get(generator);
    const asserting = holding ? new Set([...tasks.keys()].filter((t) => holding.tasks.get(t) === true)) : new Set(targetedRows.map((r) => r.task));
    const applicable = new Set([...asserting].filter((t) => !same.has(t)));
    const applicableTasks = [...tasks].filter(([task]) => applicable.has(task));
    generators.push({
      generator,
      target,
      fwr: rate([...tasks.values()].filter(Boolean).length, tasks.size),
      apr: rate(rows.filter((r) => r.passed).length, rows.length),
      contracts: tally(rows, (r) => r.contract),
      types: tally(rows, (r) => r.type),
      targeted: target === 'none' ? null : rate(targetedRows.filter((r) => r.passed).length, targetedRows.length),
      fwr_where_targeted: target === 'none' ? null : rate(applicableTasks.filter(([, ok]) => ok).length, applicableTasks.length),
      passed_tasks: [...tasks].filter(([, ok]) => ok).map(([task]) => task).sort(),
      caught_by: caughtBy(rows),
      unchanged_tasks: [...same.keys()].sort(),
      unchanged: [...same].filter(([task]) => asserting.has(task)).map(([task, reason]) => ({ task, reason })).sort((a, b) => a.task.localeCompare(b.task)),
      applies: target === 'none' ? null : rate(applicable.size, asserting.size),
      ...(target === 'none' ? {} : { target_tasks: holding?.what ?? `tasks asserting ${target}` }),
      ...(holding?.excluded ? { not_target: [...holding.excluded].filter(([task]) => tasks.has(task)).map(([task, reason]) => ({ task, reason })).sort((a, b) => a.task.localeCompare(b.task)) } : {}),
      twins: rows.some((r) => r.variant === 'twin'),
      ...(submits.has(generator) ? { submits: submits.get(generator) as Submits } : {}),
    });
  }
  const keys = [...all.keys()].sort();
  const killed = keys.filter((k) => (failedBy.get(k)?.size ?? 0) > 0);
  const killedStrict = keys.filter((k) => [...(failedBy.get(k) ?? [])].some((g) => g !== 'direct_answer'));
  const describe = (k: string) => {
    const row = all.get(k) as AssertionRow;
    return { task: row.task, assertion: row.assertion, type: row.type };
  };
  const oracle = runs.get('oracle') ?? [];
  const unsound = new Map<string, string[]>();
  for (const row of oracle) if (!row.passed) unsound.set(row.task, [...(unsound.get(row.task) ?? []), row.assertion]);
  const overSpecified = (runs.get('paraphrase') ?? []).filter((r) => !r.passed).map((r) => ({ task: r.task, assertion: r.assertion, type: r.type }));
  return {
    over_specified: overSpecified,
    tasks: new Set([...all.values()].map((r) => r.task)).size,
    assertions: keys.length,
    generators,
    mutation_score: rate(killed.length, keys.length),
    targeted_mutation_score: rate(killedStrict.length, keys.length),
    possibly_vacuous: keys.filter((k) => !killed.includes(k)).map(describe),
    possibly_vacuous_without_direct_answer: keys.filter((k) => !killedStrict.includes(k)).map(describe),
    unsound_tasks: [...unsound].map(([task, failed]) => ({ task, failed })).sort((a, b) => a.task.localeCompare(b.task)),
  };
}
