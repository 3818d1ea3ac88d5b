import { z } from 'zod';
import { InputError, InternalError, LiveUIError } from '../../errors.ts';
import { gitCommit, toolVersion } from '../../io/meta.ts';
import type { EvaluationOutcomes, Report, RunRecount } from '../../schemas/report.ts';
import { recountCounts, TallySchema, type Tally, type TaskTrials } from '../recount/core.ts';
import { missingWithoutRows } from '../recount/incomplete.ts';
import { openRuns, provenanceOf, verifyRuns, type RunFolder } from '../recount/runs.ts';
import { contractRates, firstFailure, joint, MCNEMAR_ALL_PAIRS_MAX, mcnemar, unionCoverage } from './analyses.ts';
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
const IncompleteRowSchema = z.object({ pos: z.number().int(), key: z.string() });

/**
 * The outcome lists of one run from outcomes.sql's JSON text. Our own SQL wrote it, so this
 * checks the shape with plain loops (zod over ~500k strings at 1,000 runs cost a quarter second).
 */
function outcomeLists(pos: number, passedText: string, failedText: string): Omit<EvaluationOutcomes, 'run' | 'incomplete'> {
  const passed: unknown = JSON.parse(passedText);
  const failed: unknown = JSON.parse(failedText);
  const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!strings(passed) || failed === null || typeof failed !== 'object' || Array.isArray(failed) || !Object.values(failed).every(strings)) {
    throw new InternalError(`sql/outcomes.sql: malformed outcome lists for run position ${pos}`);
  }
  return { passed, failed: failed as Record<string, string[]> };
}

/** Keys (`task@trial`) of the complete evaluations: the passed and the failed ones. */
function seenOf(outcome: Pick<EvaluationOutcomes, 'passed' | 'failed'>): Set<string> {
  const seen = new Set(outcome.passed);
  for (const key in outcome.failed) seen.add(key);
  return seen;
}

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
  const [tallyRows, shapeRows, trialRows, outcomeList, incompleteList] = await Promise.all([
    duck.query('tallies', PositionedTallySchema),
    duck.query('run_shape', ShapeRowSchema),
    duck.query('task_trials', TaskTrialsRowSchema),
    duck.query('outcomes', OutcomeRowSchema),
    duck.query('incomplete_keys', IncompleteRowSchema),
  ]);
  const tallies = byPosition(tallyRows);
  const shapes = byPosition(shapeRows);
  const trials = byPosition(trialRows);
  const outcomeRows = byPosition(outcomeList);
  const incompleteRows = byPosition(incompleteList);
  const outcomes: EvaluationOutcomes[] = runs.map((run, index) => {
    const row = outcomeRows.get(index + 1)?.[0];
    const lists = row ? outcomeLists(row.pos, row.passed, row.failed) : { passed: [], failed: {} };
    return { run: run.manifest.run, ...lists, incomplete: (incompleteRows.get(index + 1) ?? []).map((entry) => entry.key) };
  });
  const recounts = runs.map((run, index) => {
    const position = index + 1;
    const outcome = outcomes[index] ?? { passed: [], failed: {}, incomplete: [] };
    const shape = shapes.get(position)?.[0];
    const recounted = recountCounts(run.manifest, {
      tallies: (tallies.get(position) ?? []).map(({ pos: _pos, ...tally }): Tally => tally),
      seen: seenOf(outcome),
      incomplete: new Set(outcome.incomplete),
      trialsSeen: shape?.trials_seen ?? 0,
      tasks: shape?.tasks ?? 0,
      perTask: (trials.get(position) ?? []).map(({ task, n, c }): TaskTrials => ({ task, n, c })),
    });
    const rowless = missingWithoutRows(recounted);
    if (rowless) warnings.push(rowless);
    return recounted;
  });
  return { recounts, outcomes };
}

/**
 * Verifies the runs and loads their rows into DuckDB at the same time: the scan runs on DuckDB's
 * threads while the hashes are read, and nothing it counted is used unless every file passed.
 * The scan reads a copy of the run list (verification may switch a run from a changed Parquet
 * copy to its NDJSON; then that scan is discarded and the verified files are loaded again).
 */
async function loadVerified(duck: Duck, runs: readonly RunFolder[], warnings: string[], options: ComputeOptions): Promise<void> {
  const planned = runs.map((run) => ({ ...run }));
  // Settled into a value at once: a scan that fails while the hashes are read is no unhandled rejection.
  const filling = loadEpisodes(duck, planned).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  let verified: string[];
  try {
    verified = await verifyRuns(runs, { allowModified: options.allowModified });
  } catch (error) {
    duck.interrupt();
    await filling;
    throw error;
  }
  warnings.push(...verified);
  const failed = await filling;
  // A file the seal vouches for and DuckDB cannot read is our bug (exit 70). One let through by
  // --allow-modified passed the row check, which is laxer than DuckDB's JSON reader in places (a
  // duplicate key, invalid UTF-8, a lone surrogate escape): that is the input's fault.
  const blame = (error: unknown): unknown =>
    options.allowModified && verified.length > 0 && !(error instanceof LiveUIError)
      ? new InputError(`DuckDB could not read the rows of the runs, some of them changed since sealed (--allow-modified): ${(error as Error).message}`)
      : error;
  if (runs.some((run, index) => run.parquet !== planned[index]?.parquet)) await loadEpisodes(duck, runs).catch((error: unknown) => Promise.reject(blame(error)));
  else if (failed) throw blame(failed.error);
}

/** Recount and every analysis over the runs, computed by DuckDB straight from the archived rows. */
export async function computeReport(options: ComputeOptions): Promise<Report> {
  // DuckDB starts in the background (its own threads) while the manifests are read.
  const opening = Duck.open();
  let opened: ReturnType<typeof openRuns>;
  try {
    opened = openRuns(options.runs, { allowMismatch: options.allowMismatch, cwd: options.cwd });
  } catch (error) {
    await (await opening)[Symbol.asyncDispose]();
    throw error;
  }
  const { runs, warnings } = opened;
  const runIds = runs.map((run) => run.manifest.run);
  const params = runParams(runs);
  await using duck = await opening;
  await loadVerified(duck, runs, warnings, options);
  // The runs' trial-0 outcomes as task words, shared by the union and McNemar queries (recount,
  // which loads the same table, needs none of them).
  await duck.exec('task_words', params);
  // Independent analyses, awaited together: their queries run on the Duck's idle connections.
  // The McNemar pairs wait for the recount only past the all-pairs maximum (the best run by FWR).
  const allPairs = runs.length <= MCNEMAR_ALL_PAIRS_MAX;
  const [{ recounts, outcomes }, contracts, firstFailures, jointTable, union, early] = await Promise.all([
    recountLoaded(duck, runs, warnings),
    contractRates(duck, runIds),
    firstFailure(duck, params, runIds),
    joint(duck, params, runIds),
    unionCoverage(duck, params, runIds),
    allPairs ? mcnemar(duck, params, runIds) : undefined,
  ]);
  const paired = early ?? (await mcnemar(duck, params, runIds, recounts.map((run) => run.fwr.rate)));
  return {
    schema: 'liveuibench.report/1',
    tool: { version: toolVersion(), commit: gitCommit() },
    provenance: provenanceOf(runs.map((run) => run.manifest)),
    runs: recounts,
    contracts,
    first_failure: firstFailures,
    joint: jointTable,
    union,
    mcnemar: paired,
    evaluations: outcomes,
    warnings,
  };
}
