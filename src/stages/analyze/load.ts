import { listValue } from '@duckdb/node-api';
import type { RunFolder } from '../recount/runs.ts';
import type { Duck, Params } from './duck.ts';

/** Parameters every analysis gets: the run ids in run order (positions are 1-based). */
export function runParams(runs: readonly RunFolder[]): Params {
  return { runs: listValue(runs.map((run) => run.manifest.run)) };
}

/**
 * Loads the runs' assertion rows into DuckDB's `episodes` and `evaluations` tables in one scan.
 * The rows come from the runs' sealed assertions.parquet when every run has one, else from
 * their assertions.ndjson (a mix reads NDJSON: one reader, one plan). Validation happened
 * before: `loadRuns` accepts a file only when its sha256 is the sealed one or the strict
 * row-by-row pass (path:line errors) passed, so nothing here re-checks types or values.
 */
export async function loadEpisodes(duck: Duck, runs: readonly RunFolder[]): Promise<'parquet' | 'ndjson'> {
  const parquet = runs.every((run) => run.parquet !== undefined);
  const files = listValue(runs.map((run) => (parquet ? (run.parquet ?? '') : run.assertions)));
  await duck.execWith('episodes', { rows: parquet ? 'rows_parquet' : 'rows_ndjson' }, { ...runParams(runs), files });
  await duck.exec('evaluations');
  return parquet ? 'parquet' : 'ndjson';
}
