import { countForPercent, type Published } from './published.ts';
import type { Conflict } from './schemas.ts';

export const SURVEY_FAMILIES = ['single', 'multi_tool', 'shared_world'] as const;
export type SurveyFamily = (typeof SURVEY_FAMILIES)[number];

/** What one reconstructed run must reproduce, as integer counts. */
export interface RunTarget {
  run: string;
  label: string;
  developer: string;
  /** Passed task evaluations per family. */
  passes: Record<SurveyFamily, number>;
  open: number;
  /** Passed assertions out of the per-run assertion total. */
  assertionsPassed: number;
  /** True for Table 2 rows; false for the omitted runs whose numbers the reconstruction chose. */
  published: boolean;
}

/**
 * The two runs the paper omits from Table 2 (zero completed workflows). It prints neither their
 * Open nor their APR; these are the reconstruction's choices: below every published row (both
 * runs complete nothing), Command A lowest, GLM-5.3 near Llama 4 Maverick and MiniMax M3 — an
 * unfinished model whose packages mostly fail to generate.
 */
export const OMITTED_RUNS = [
  { label: 'Command A', developer: 'Cohere', open: 18, apr: 2.87, reason: 'chosen: below every Table 2 row; most generations fail' },
  { label: 'GLM-5.3', developer: 'Z.ai', open: 41, apr: 3.68, reason: 'chosen: near the weakest Table 2 rows; most generations fail' },
] as const;

export function runSlug(index: number, label: string): string {
  const name = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${String(index + 1).padStart(2, '0')}-${name}`;
}

export interface TargetResult {
  targets: RunTarget[];
  conflicts: Conflict[];
}

/** Turns Table 2 (percentages) into counts; a percentage no count can print as is a conflict. */
export function runTargets(published: Published, familySizes: Record<SurveyFamily, number>): TargetResult {
  const conflicts: Conflict[] = [];
  const assertions = published.survey.assertions_per_run.value;
  const tasks = published.survey.tasks.value;
  const count = (key: string, pct: number, total: number): number => {
    const value = countForPercent(pct, total);
    if (value !== null) return value;
    conflicts.push({ key, reason: `${pct}% of ${total} is not a whole count` });
    return Math.round((pct / 100) * total);
  };
  const targets: RunTarget[] = published.table2.map((row, index) => {
    const key = (column: string) => `table2.${row.model}.${column}`;
    const passes = {
      single: count(key('single'), row.single.value, familySizes.single),
      multi_tool: count(key('multi_tool'), row.multi_tool.value, familySizes.multi_tool),
      shared_world: count(key('shared'), row.shared.value, familySizes.shared_world),
    };
    const overall = count(key('overall'), row.overall.value, tasks);
    const sum = passes.single + passes.multi_tool + passes.shared_world;
    if (sum !== overall) conflicts.push({ key: key('overall'), reason: `families sum to ${sum} passed tasks, overall prints ${overall}` });
    return {
      run: runSlug(index, row.model),
      label: row.model,
      developer: row.developer,
      passes,
      open: row.open.value,
      assertionsPassed: count(key('apr'), row.apr.value, assertions),
      published: true,
    };
  });
  for (const row of OMITTED_RUNS) {
    targets.push({
      run: runSlug(targets.length, row.label),
      label: row.label,
      developer: row.developer,
      passes: { single: 0, multi_tool: 0, shared_world: 0 },
      open: row.open,
      assertionsPassed: countForPercent(row.apr, assertions) ?? Math.round((row.apr / 100) * assertions),
      published: false,
    });
  }
  return { targets, conflicts };
}
