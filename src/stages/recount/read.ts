import { InputError } from '../../errors.ts';
import { NdjsonRecords, recordChunks } from '../../io/ndjson-stream.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { EvaluationFolder, type Evaluation } from './core.ts';
import type { RunFolder } from './runs.ts';

/**
 * Streams one run's assertions.ndjson through the strict reader (any bad line stops with
 * `path:line: reason`) and folds it into task evaluations without keeping the rows: the complete
 * ones, and apart from them those an infrastructure failure left incomplete. The rows of
 * each chunk are folded in a plain loop (one awaited chunk, not one awaited row: a promise per
 * row was a tenth of the time).
 */
export async function readEvaluations(run: RunFolder): Promise<{ evaluations: Evaluation[]; incomplete: Evaluation[] }> {
  const folder = new EvaluationFolder();
  const records = new NdjsonRecords(run.assertions, AssertionRowSchema, { kind: 'assertions' });
  const fold = (rows: Iterable<AssertionRow>) => {
    for (const row of rows) {
      if (row.run !== run.manifest.run) {
        throw new InputError(`row belongs to run "${row.run}" but the folder's manifest is run "${run.manifest.run}"`, { path: run.assertions, line: records.line });
      }
      folder.add(row);
    }
  };
  for await (const rows of recordChunks(run.assertions, records)) fold(rows);
  return { evaluations: folder.result(), incomplete: folder.incomplete() };
}
