import { listValue } from '@duckdb/node-api';
import { z } from 'zod';
import {
  type ContractRates,
  FailureGroupSchema,
  FailureStageSchema,
  JointCountsSchema,
  type FailureGroup,
  type FailureStage,
  type FirstFailureRun,
  type Joint,
  type JointCounts,
  type McNemar,
  type Union,
} from '../../schemas/report.ts';
import { ContractSchema, FamilySchema } from '../../schemas/assertions.ts';
import { InternalError } from '../../errors.ts';
import { mcnemarExact, rate } from '../recount/stats.ts';
import type { Duck, Params } from './duck.ts';

/** How many tied best pairs report.json lists (all are counted). */
export const PAIR_TIE_CAP = 20;
/** Up to this many runs every pair is tested; beyond it each run is tested against the best run. */
export const MCNEMAR_ALL_PAIRS_MAX = 20;

const FirstFailureRowSchema = z.object({ run: z.string(), stage: FailureStageSchema, group: FailureGroupSchema, count: z.number().int() });

export async function firstFailure(duck: Duck, params: Params, runIds: readonly string[]): Promise<FirstFailureRun[]> {
  const byRun = new Map<string, z.infer<typeof FirstFailureRowSchema>[]>();
  for (const row of await duck.query('first_failure', FirstFailureRowSchema, params)) {
    const list = byRun.get(row.run);
    if (list) list.push(row);
    else byRun.set(row.run, [row]);
  }
  return runIds.map((run) => {
    const stages = Object.fromEntries(FailureStageSchema.options.map((stage) => [stage, 0])) as FirstFailureRun['stages'];
    const groups = Object.fromEntries(FailureGroupSchema.options.map((group) => [group, 0])) as FirstFailureRun['groups'];
    const cells: FirstFailureRun['cells'] = [];
    let evaluations = 0;
    for (const row of byRun.get(run) ?? []) {
      stages[row.stage] += row.count;
      groups[row.group] += row.count;
      evaluations += row.count;
      cells.push({ stage: row.stage, group: row.group, count: row.count });
    }
    const stageOrder = (stage: FailureStage) => FailureStageSchema.options.indexOf(stage);
    const groupOrder = (group: FailureGroup) => FailureGroupSchema.options.indexOf(group);
    cells.sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage) || groupOrder(a.group) - groupOrder(b.group));
    return { run, evaluations, stages, groups, cells };
  });
}

const ContractRowSchema = z.object({ pos: z.number().int(), contract: z.number().int().min(1).max(5), evaluations: z.number().int(), passed: z.number().int() });

/** Each run's per-contract pass rates over its task evaluations (sql/contracts.sql), in run order. */
export async function contractRates(duck: Duck, runIds: readonly string[]): Promise<ContractRates[]> {
  const rows = await duck.query('contracts', ContractRowSchema);
  const runs = runIds.map((run): ContractRates => ({ run, contracts: {} }));
  for (const row of rows) {
    const entry = runs[row.pos - 1];
    const contract = ContractSchema.options[row.contract - 1];
    if (!entry || !contract) throw new InternalError(`sql/contracts.sql: no run at position ${row.pos} or no contract ${row.contract}`);
    entry.contracts[contract] = rate(row.passed, row.evaluations);
  }
  return runs;
}

const zeroJoint = (): JointCounts => ({
  both_pass: 0,
  service_pass_visible_fail: 0,
  visible_pass_service_fail: 0,
  both_fail: 0,
  error_placeholder_episodes: 0,
  error_placeholder_joint_episodes: 0,
  placeholder_assertions: 0,
});

export async function joint(duck: Duck, params: Params, runIds: readonly string[]): Promise<Joint> {
  const rows = await duck.query('joint', JointCountsSchema.extend({ run: z.string() }), params);
  const totals = zeroJoint();
  const byRun = new Map(rows.map((row) => [row.run, row]));
  const runs = runIds.map((run) => {
    const row = byRun.get(run) ?? { run, ...zeroJoint() };
    for (const key of Object.keys(totals) as (keyof JointCounts)[]) totals[key] += row[key];
    return row;
  });
  return { totals, runs };
}

const UnionRunRowSchema = z.object({ run: z.string(), solved: z.number().int() });
const PairRowSchema = z.object({ a: z.string(), b: z.string(), size: z.number().int(), tie_count: z.number().int() });
const FamilyRowSchema = z.object({ family: FamilySchema.nullable(), count: z.number().int(), of: z.number().int() });
const TaskRowSchema = z.object({ task: z.string() });

export async function unionCoverage(duck: Duck, params: Params, runIds: readonly string[]): Promise<Union> {
  const withCap = { ...params, cap: PAIR_TIE_CAP };
  const [perRun, pairs, families, unsolvedRows] = await Promise.all([
    duck.query('union_runs', UnionRunRowSchema, withCap),
    runIds.length >= 2 ? duck.query('union_pairs', PairRowSchema, withCap) : [],
    duck.query('union_families', FamilyRowSchema, params),
    duck.query('union_unsolved', TaskRowSchema, params),
  ]);
  const unsolved = unsolvedRows.map((row) => row.task);
  const bestCount = Math.max(0, ...perRun.map((row) => row.solved));
  const overall = families.find((row) => row.family === null) ?? { count: 0, of: 0 };
  const bestPair = pairs[0];
  return {
    rule: 'a run solves a task when its trial-0 evaluation passes; later trials are not used',
    tasks: overall.of,
    runs: perRun,
    best_single: { count: bestCount, runs: perRun.filter((row) => row.solved === bestCount).map((row) => row.run) },
    best_pair: {
      count: bestPair?.size ?? bestCount,
      pair: bestPair ? [bestPair.a, bestPair.b] : null,
      ties: pairs.map((row) => [row.a, row.b] as [string, string]),
      tie_count: bestPair?.tie_count ?? 0,
    },
    all_runs: { count: overall.count, of: overall.of },
    unsolved: { count: unsolved.length, tasks: unsolved },
    families: Object.fromEntries(
      families.filter((row) => row.family !== null).map((row) => [row.family, { count: row.count, of: row.of }]),
    ),
  };
}

const McNemarRowSchema = z.object({
  a: z.string(),
  b: z.string(),
  tasks: z.number().int(),
  both_pass: z.number().int(),
  a_only: z.number().int(),
  b_only: z.number().int(),
  both_fail: z.number().int(),
});

/**
 * Paired exact McNemar tests; which pairs depends on the run count (see MCNEMAR_ALL_PAIRS_MAX).
 * `runs` are the run ids in run order; `rates` (each run's FWR) are needed only past the
 * all-pairs maximum, to find the best run, so up to it the tests need not wait for the recount.
 */
export async function mcnemar(duck: Duck, params: Params, runs: readonly string[], rates?: readonly (number | null)[]): Promise<McNemar> {
  const left: number[] = [];
  const right: number[] = [];
  let rule: string;
  if (runs.length <= MCNEMAR_ALL_PAIRS_MAX) {
    rule = 'every pair of runs, on the tasks both evaluated (trial 0)';
    for (let i = 1; i <= runs.length; i += 1) {
      for (let j = i + 1; j <= runs.length; j += 1) {
        left.push(i);
        right.push(j);
      }
    }
  } else {
    if (rates?.length !== runs.length) throw new InternalError(`mcnemar: ${runs.length} runs need their ${runs.length} FWR rates`);
    let best = 0;
    rates.forEach((rate, index) => {
      if ((rate ?? -1) > (rates[best] ?? -1)) best = index;
    });
    rule = `each run against the run with the highest FWR (${runs[best] ?? '?'}), on the tasks both evaluated (trial 0)`;
    runs.forEach((_, index) => {
      if (index !== best) {
        left.push(best + 1);
        right.push(index + 1);
      }
    });
  }
  if (left.length === 0) return { rule, pairs: [] };
  const rows = await duck.query('mcnemar', McNemarRowSchema, { ...params, left: listValue(left), right: listValue(right) });
  const byPair = new Map(rows.map((row) => [`${row.a}\u0000${row.b}`, row]));
  const pairs = left.map((i, index) => {
    const a = runs[i - 1] ?? '';
    const b = runs[(right[index] ?? 0) - 1] ?? '';
    const row = byPair.get(`${a}\u0000${b}`) ?? {
      a, b, tasks: 0, both_pass: 0, a_only: 0, b_only: 0, both_fail: 0,
    };
    return { ...row, p_value: mcnemarExact(row.a_only, row.b_only) };
  });
  return { rule, pairs };
}
