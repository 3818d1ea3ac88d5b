import { z } from 'zod';
import { gitCommit, toolVersion } from '../../io/meta.ts';
import type { EvaluationOutcomes, Report, RunRecount } from '../../schemas/report.ts';
import { recountCounts, TallySchema, type Tally, type TaskTrials } from '../recount/core.ts';
import { loadRuns, provenanceOf, type RunFolder } from '../recount/runs.ts';
import { firstFailure, joint, mcnemar, unionCoverage } from './analyses.ts';
import { Duck } from './duck.ts';
import { loadEpisodes, runParams } from './load.ts';

export interface ComputeOptions {
  runs: readonly string[];
  allowMismatch?: boolean;
  /** Use assertion files changed since `check` sealed them (each is named in a warning). */
  allowModified?: boolean;
  cwd?: string;
}

const PositionedTallySchema = TallySchema.extend({ pos: z.number().int() });
const ShapeRowSchema = z.object({ pos: z.number().int(), trials_seen: z.number().int(), tasks: z.number().int() });
const TaskTrialsRowSchema = z.object({ pos: z.number().int(), task: z.string(), n: z.number().int(), c: z.number().int() });
const OutcomeRowSchema = z.object({ pos: z.number().int(), passed: z.string(), failed: z.string() });
const OutcomeListsSchema = z.object({ passed: z.array(z.string()), failed: z.record(z.string(), z.array(z.string())) });

/** Groups rows by their 1-based run position. */
function byPosition<T extends { pos: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.pos);
    if (list) list.push(row);
    else map.set(row.pos, [row]);
  }
  return map;
}

/**
 * Recounts of the loaded runs (after `loadEpisodes`) and their evaluation outcomes, from
 * per-run tallies DuckDB computed; the same `recountCounts` as the Node fold.
 */
export async function recountLoaded(duck: Duck, runs: readonly RunFolder[], warnings: string[]): Promise<{ recounts: RunRecount[]; outcomes: EvaluationOutcomes[] }> {
  const [tallyRows, shapeRows, trialRows, outcomeList] = await Promise.all([
    duck.query('tallies', PositionedTallySchema),
    duck.query('run_shape', ShapeRowSchema),
    duck.query('task_trials', TaskTrialsRowSchema),
    duck.query('outcomes', OutcomeRowSchema),
  ]);
  const tallies = byPosition(tallyRows);
  const shapes = byPosition(shapeRows);
  const trials = byPosition(trialRows);
  const outcomeRows = byPosition(outcomeList);
  const outcomes: EvaluationOutcomes[] = runs.map((run, index) => {
    const row = outcomeRows.get(index + 1)?.[0];
    const lists = row ? OutcomeListsSchema.parse({ passed: JSON.parse(row.passed), failed: JSON.parse(row.failed) }) : { passed: [], failed: {} };
    return { run: run.manifest.run, ...lists };
  });
  const recounts = runs.map((run, index) => {
    const position = index + 1;
    const outcome = outcomes[index] ?? { passed: [], failed: {} };
    const shape = shapes.get(position)?.[0];
    const recounted = recountCounts(run.manifest, {
      tallies: (tallies.get(position) ?? []).map(({ pos: _pos, ...tally }): Tally => tally),
      seen: new Set([...outcome.passed, ...Object.keys(outcome.failed)]),
      trialsSeen: shape?.trials_seen ?? 0,
      tasks: shape?.tasks ?? 0,
      perTask: (trials.get(position) ?? []).map(({ task, n, c }): TaskTrials => ({ task, n, c })),
    });
    if (recounted.missing_evaluations > 0) {
      warnings.push(`run ${recounted.run}: ${recounted.missing_evaluations} task evaluation(s) of the manifest have no assertion rows`);
    }
    return recounted;
  });
  return { recounts, outcomes };
}

/** Recount and every analysis over the runs, computed by DuckDB straight from the archived rows. */
export async function computeReport(options: ComputeOptions): Promise<Report> {
  // DuckDB starts in the background (its own threads) while the runs are read and verified.
  const opening = Duck.open();
  let loaded: ReturnType<typeof loadRuns>;
  try {
    loaded = loadRuns(options.runs, { allowMismatch: options.allowMismatch, allowModified: options.allowModified, cwd: options.cwd });
  } catch (error) {
    await (await opening)[Symbol.asyncDispose]();
    throw error;
  }
  const { runs, warnings } = loaded;
  const runIds = runs.map((run) => run.manifest.run);
  const params = runParams(runs);
  await using duck = await opening;
  await loadEpisodes(duck, runs);
  // Independent analyses, awaited together: their queries run on the Duck's idle connections.
  const [{ recounts, outcomes }, firstFailures, jointTable, union] = await Promise.all([
    recountLoaded(duck, runs, warnings),
    firstFailure(duck, params, runIds),
    joint(duck, params, runIds),
    unionCoverage(duck, params, runIds),
  ]);
  return {
    schema: 'liveuibench.report/1',
    tool: { version: toolVersion(), commit: gitCommit() },
    provenance: provenanceOf(runs.map((run) => run.manifest)),
    runs: recounts,
    first_failure: firstFailures,
    joint: jointTable,
    union,
    mcnemar: await mcnemar(duck, params, recounts),
    evaluations: outcomes,
    warnings,
  };
}
