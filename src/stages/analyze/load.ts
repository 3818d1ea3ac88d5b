import { listValue } from '@duckdb/node-api';
import type { RunFolder } from '../recount/runs.ts';
import type { Duck, Params } from './duck.ts';
import { twinsOfRun } from '../../infra/twins.ts';

/** Parameters every analysis gets: the run ids in run order (positions are 1-based). */
export function runParams(runs: readonly RunFolder[]): Params {
  return { runs: listValue(runs.map((run) => run.manifest.run)) };
}

/**
 * Rows per chunk of files the loader aggregates in one statement (bounds its hash table). Each
 * statement has a fixed cost: on 10M Parquet rows, 2M-row chunks took 0.75–1.75 s longer than one
 * statement in each of seven rounds (see docs/decisions.md), for ~30–80 MB less peak RSS.
 */
export const CHUNK_ROWS = 10_000_000;

/** The highest episode_index the bit sets of evaluations.sql can hold (bit 62 of a BIGINT). */
const MAX_SET_INDEX = 62;

/** Files in order, cut into chunks of about `CHUNK_ROWS` rows (by their sealed row counts). */
export function chunksOf<T>(items: readonly T[], rows: (item: T) => number, budget = CHUNK_ROWS): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let filled = 0;
  for (const item of items) {
    const size = rows(item);
    if (current.length > 0 && filled + size > budget) {
      chunks.push(current);
      current = [];
      filled = 0;
    }
    current.push(item);
    filled += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Loads the runs' assertion rows into DuckDB's `evaluations` table (one row per complete task
 * evaluation; see sql/evaluations.sql; the incomplete ones go to `incomplete`), one chunk of files per statement: a run's rows are all
 * in its own file, so no evaluation spans chunks, and each statement's hash table stays small
 * whatever the number of runs (`chunkRows`, by the runs' sealed row counts; tests pass a small
 * one to load run by run). The rows come from the runs' sealed assertions.parquet when
 * every run has one, else from their assertions.ndjson (a mix reads NDJSON: one reader, one
 * plan). Validation is `verifyRuns`' (before, or while this scans; see compute.ts
 * loadVerified): a file counts only when its sha256 is the sealed one or the strict row-by-row
 * pass (path:line errors) passed, so nothing here re-checks types or values.
 */
export async function loadEpisodes(duck: Duck, runs: readonly RunFolder[], chunkRows = CHUNK_ROWS): Promise<'parquet' | 'ndjson'> {
  const parquet = runs.every((run) => run.parquet !== undefined);
  // Archives made before twins have no `variant` column: only runs with twins on need it read.
  const twins = runs.some((run) => twinsOfRun(run.manifest.settings) === 'on');
  const parts = { rows: parquet ? (twins ? 'rows_parquet_twins' : 'rows_parquet') : 'rows_ndjson' };
  const rowsOf = (run: RunFolder) => run.manifest.integrity?.artifacts['assertions.ndjson']?.rows ?? chunkRows;
  const chunks = chunksOf(runs, rowsOf, chunkRows);
  const fill = async (query: string) => {
    for (const [index, chunk] of chunks.entries()) {
      const files = listValue(chunk.map((run) => (parquet ? (run.parquet ?? '') : run.assertions)));
      await duck.fill('evaluations', query, parts, { ...runParams(runs), files }, { append: index > 0 });
    }
  };
  await fill('evaluations');
  // Bit sets hold episodes 0…62; a task with more episodes is folded episode by episode instead.
  const highest = await duck.scalar('SELECT max(max_index) FROM evaluations');
  if (highest !== null && Number(highest) > MAX_SET_INDEX) await fill('evaluations_by_episode');
  // Incomplete evaluations (an infrastructure failure) leave the table every analysis reads.
  await duck.exec('incomplete');
  return parquet ? 'parquet' : 'ndjson';
}
