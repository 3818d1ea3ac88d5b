import { ContractSchema, type Contract } from '../../schemas/assertions.ts';
import type { ContractRates, Report } from '../../schemas/report.ts';
import { DASH, int, pct } from './format.ts';

/** What each contract asks, in the words of the design's contract table. */
export const CONTRACT_NAMES: Record<Contract, string> = { C1: 'open', C2: 'route', C3: 'service', C4: 'visible', C5: 'persist' };

export const CONTRACT_RULE =
  'A contract holds in a task evaluation when every one of its assertions passes (a placeholder of a failed generation or crashed episode fails); ' +
  'the rate is over the evaluations that assert the contract. – : the run asserts no such contract.';

/**
 * The per-contract section of the report, formatted: one row per run (in run order) with C1–C5
 * as "40.00% (2/5)", and the heatmap's cells. Reports written before contracts were counted
 * have none; the section then says so instead of showing an empty table.
 */
export function contractsView(report: Report, nameOf: (run: string) => string, drawn: ReadonlySet<string>, rank: ReadonlyMap<string, number>) {
  const headings = ContractSchema.options.map((contract) => `${contract} ${CONTRACT_NAMES[contract]}`);
  const byRun = new Map((report.contracts ?? []).map((entry) => [entry.run, entry.contracts]));
  const cell = (rates: ContractRates['contracts'] | undefined, contract: Contract) => {
    const rate = rates?.[contract];
    return rate && rate.total > 0 ? `${pct(rate.percent)}% (${int(rate.passed)}/${int(rate.total)})` : DASH;
  };
  return {
    present: report.contracts !== undefined,
    rule: CONTRACT_RULE,
    headings,
    rows: report.runs.map((run) => ({ name: nameOf(run.run), run: run.run, cells: ContractSchema.options.map((contract) => cell(byRun.get(run.run), contract)) })),
    // Every run × contract cell of the drawn runs; a contract a run does not assert is a dash without colour.
    figure: report.runs
      .filter((run) => drawn.has(run.run))
      .flatMap((run) =>
        ContractSchema.options.map((contract, index) => {
          const rate = byRun.get(run.run)?.[contract];
          const value = rate && rate.total > 0 ? rate.percent : null;
          return { run: nameOf(run.run), rank: rank.get(run.run) ?? 0, contract: headings[index] ?? contract, percent: value, text: value === null ? DASH : pct(value, 1) };
        }),
      ),
  };
}
