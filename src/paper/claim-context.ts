import type { Report, RunRecount } from '../schemas/report.ts';
import type { Published } from './published.ts';
import type { TaskTable } from './schemas.ts';

/** What every claim is decided from: the analysis of the archive, its task table, and the paper. */
export interface ClaimContext {
  published: Published;
  report: Report;
  table: TaskTable;
}

/** A claim's verdict and the measured values it rests on, in words. */
export type Verdict = [holds: boolean, got: string];
export type ClaimRule = (ctx: ClaimContext) => Verdict;

export type Column = 'open' | 'apr' | 'overall' | 'single' | 'multi_tool' | 'shared_world';
export const COLUMNS: readonly Column[] = ['open', 'single', 'multi_tool', 'shared_world', 'overall', 'apr'];

/** A run's value in a Table 2 column (Open as a count, the rest as rates); NaN when absent. */
export function columnValue(run: RunRecount | undefined, column: Column): number {
  if (!run) return NaN;
  if (column === 'open') return run.open.passed;
  if (column === 'apr') return run.apr.rate ?? NaN;
  if (column === 'overall') return run.fwr.rate ?? NaN;
  return run.families[column]?.fwr.rate ?? NaN;
}

export const rate = (passed: number, total: number): number => (total === 0 ? NaN : passed / total);

export function runByLabel(report: Report, label: string): RunRecount | undefined {
  return report.runs.find((run) => run.label === label);
}

/** The runs Table 2 prints, in report order. */
export function displayedRuns(ctx: ClaimContext): RunRecount[] {
  const rows = new Set(ctx.published.table2.map((row) => row.model));
  return ctx.report.runs.filter((run) => rows.has(run.label));
}

/** Labels reaching the maximum of a column among the given runs (ties kept, sorted). */
export function leaders(runs: readonly RunRecount[], column: Column): string[] {
  const best = Math.max(...runs.map((run) => columnValue(run, column)));
  return runs
    .filter((run) => columnValue(run, column) === best)
    .map((run) => run.label)
    .sort();
}
