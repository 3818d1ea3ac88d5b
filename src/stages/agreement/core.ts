import type { z } from 'zod';
import { ContractSchema, type AssertionRow, type Contract } from '../../schemas/assertions.ts';
import type { Agreement, AgreementStatsSchema, AgreementTable, Disagreement, TaskAgreement } from '../../schemas/agreement.ts';
import type { TrajectoryRecord, VerdictRecord } from '../explore/schemas.ts';

export { AgreementSchema, type Agreement, type AgreementTable, type Disagreement, type TaskAgreement } from '../../schemas/agreement.ts';

/**
 * Cohen's κ for two raters on a yes/no item:
 *   κ = (p_o − p_e) / (1 − p_e)
 *   p_o = (a + d) / n                                  observed agreement
 *   p_e = ((a + b)(a + c) + (c + d)(b + d)) / n²       agreement expected by chance from the margins
 * with a = both pass, b = checker only, c = judge only, d = both fail, n = a + b + c + d.
 * Undefined (null) when n = 0 or p_e = 1 (both raters gave one and the same answer throughout).
 */
export function cohensKappa(table: AgreementTable): number | null {
  const { both_pass: a, checker_only: b, judge_only: c, both_fail: d } = table;
  const n = a + b + c + d;
  if (n === 0) return null;
  const po = (a + d) / n;
  const pe = ((a + b) * (a + c) + (c + d) * (b + d)) / (n * n);
  if (pe === 1) return null;
  return (po - pe) / (1 - pe);
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);

function stats(pairs: readonly { checker: boolean; judge: boolean }[]): z.infer<typeof AgreementStatsSchema> {
  const table: AgreementTable = { both_pass: 0, checker_only: 0, judge_only: 0, both_fail: 0 };
  for (const { checker, judge } of pairs) {
    if (checker && judge) table.both_pass += 1;
    else if (checker) table.checker_only += 1;
    else if (judge) table.judge_only += 1;
    else table.both_fail += 1;
  }
  const agreed = table.both_pass + table.both_fail;
  return { compared: pairs.length, agreed, rate: pairs.length === 0 ? null : round(agreed / pairs.length), kappa: round(cohensKappa(table)), table };
}

const FRAME_TEXT = 600;

/**
 * Compares, per task and contract, the deterministic checker (the contract passes when every
 * assertion of it in trial 0 passes) with the judge's verdict. Pairs where the task has no
 * assertion of the contract, or the judge gave no verdict set, are not compared; the latter are
 * listed as unjudged. Pure: rows and records in, the agreement out.
 */
export function compareOutcomes(
  rows: readonly AssertionRow[],
  verdicts: readonly VerdictRecord[],
  trajectories: readonly TrajectoryRecord[],
  names: Pick<Agreement, 'run' | 'explore' | 'judge_model' | 'user_model' | 'generator_model'>,
): Agreement {
  const byTask = new Map<string, Map<Contract, AssertionRow[]>>();
  // A task evaluation an infrastructure failure left incomplete has no checker outcome to compare.
  const incomplete = new Set(rows.filter((row) => row.trial === 0 && row.error_kind === 'infrastructure').map((row) => row.task));
  for (const row of rows) {
    if (row.trial !== 0 || incomplete.has(row.task)) continue;
    let contracts = byTask.get(row.task);
    if (!contracts) byTask.set(row.task, (contracts = new Map()));
    contracts.set(row.contract, [...(contracts.get(row.contract) ?? []), row]);
  }
  const trajectoryOf = new Map(trajectories.map((t) => [t.task, t]));
  const pairs: { task: string; contract: Contract; checker: boolean; judge: boolean }[] = [];
  const tasks: TaskAgreement[] = [];
  const disagreements: Disagreement[] = [];
  const unjudged: Agreement['unjudged'] = [];
  for (const record of [...verdicts].sort((x, y) => (x.task < y.task ? -1 : x.task > y.task ? 1 : 0))) {
    const assigned = byTask.get(record.task) ?? new Map<Contract, AssertionRow[]>();
    if (record.status !== 'judged') unjudged.push({ task: record.task, status: record.status, reason: record.reason });
    const contracts: TaskAgreement['contracts'] = [];
    for (const contract of ContractSchema.options) {
      const own = assigned.get(contract) ?? [];
      const checker = own.length === 0 ? null : own.every((r) => r.passed);
      const verdict = record.status === 'judged' ? record.verdicts.find((v) => v.contract === contract) : undefined;
      contracts.push({ contract, checker, judge: verdict?.pass ?? null });
      if (checker === null || !verdict) continue;
      pairs.push({ task: record.task, contract, checker, judge: verdict.pass });
      if (checker === verdict.pass) continue;
      const trajectory = trajectoryOf.get(record.task);
      const frame = trajectory?.frames[verdict.frame];
      const content = frame ? trajectory?.contents[frame.hash] : undefined;
      const text = content?.text ?? '';
      // The picture the verdict rests on, when the judge was shown it (vision on).
      const seen = record.status === 'judged' && record.screens?.includes(verdict.frame) ? content?.screen : undefined;
      disagreements.push({
        task: record.task,
        contract,
        checker: {
          passed: checker,
          assertions: own.map((r) => r.assertion),
          failed: own.filter((r) => !r.passed).map((r) => ({ assertion: r.assertion, type: r.type, episode: r.episode, expected: r.expected, observed: r.observed, error: r.error })),
        },
        judge: { passed: verdict.pass, reason: verdict.reason, frame: verdict.frame, frame_text: text.length <= FRAME_TEXT ? text : `${text.slice(0, FRAME_TEXT)}…`, ...(seen ? { screen: seen } : {}) },
      });
    }
    const skipped = record.status === 'judged' ? (record.requests ?? []).flatMap((r) => (r.status === 'completed' ? [] : [{ ...r, status: r.status }])) : [];
    tasks.push({ task: record.task, status: record.status, contracts, ...(skipped.length > 0 ? { skipped } : {}) });
  }
  return {
    ...names,
    ...stats(pairs),
    by_contract: ContractSchema.options.map((contract) => ({ contract, ...stats(pairs.filter((p) => p.contract === contract)) })),
    tasks,
    disagreements,
    unjudged,
  };
}
