import { listValue } from '@duckdb/node-api';
import { InputError } from '../../errors.ts';
import { AssertionRowSchema, ErrorKindSchema, FamilySchema, GroupSchema, SplitSchema, StageSchema } from '../../schemas/assertions.ts';
import { readEvaluations } from '../recount/read.ts';
import type { RunFolder } from '../recount/runs.ts';
import type { Duck, Params } from './duck.ts';
import { z } from 'zod';

/** Parameters every analysis gets: the files and run ids in run order (positions are 1-based). */
export function runParams(runs: readonly RunFolder[]): Params {
  return {
    files: listValue(runs.map((run) => run.assertions)),
    runs: listValue(runs.map((run) => run.manifest.run)),
  };
}

const ValidationRowSchema = z.object({ pos: z.number().int(), invalid_rows: z.number().int(), foreign_rows: z.number().int() });

/**
 * Re-reads a file with the strict streaming reader so the user gets `path:line: reason`; if that
 * reader accepts the file, reports DuckDB's own complaint against the file.
 */
async function explain(run: RunFolder, fallback: string): Promise<never> {
  await readEvaluations(run);
  throw new InputError(fallback, { path: run.assertions });
}

/**
 * Loads the runs' assertion rows into DuckDB's `episodes` table in one scan and validates them
 * there (types, enum values, run ids). Any problem is re-located by the strict reader.
 */
export async function loadEpisodes(duck: Duck, runs: readonly RunFolder[]): Promise<void> {
  const params: Params = {
    ...runParams(runs),
    families: listValue([...FamilySchema.options]),
    splits: listValue([...SplitSchema.options]),
    stages: listValue([...StageSchema.options]),
    groups: listValue([...GroupSchema.options]),
    error_kinds: listValue([...ErrorKindSchema.options]),
  };
  try {
    await duck.exec('episodes', params);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const file = /file "([^"]+)"/.exec(message)?.[1];
    const suspects = runs.filter((run) => file === undefined || run.assertions === file);
    for (const run of suspects) await readEvaluations(run);
    throw new InputError(`DuckDB could not read the assertions: ${message.split('\n')[0] ?? message}`, { path: file }, { cause: error });
  }
  const problems = await duck.query('validate', ValidationRowSchema);
  const first = problems[0];
  if (!first) return;
  const run = runs[first.pos - 1];
  if (!run) throw new InputError(`assertion rows from an unknown file (position ${first.pos})`);
  await explain(
    run,
    `${first.invalid_rows} row(s) break the ${Object.keys(AssertionRowSchema.shape).length}-field assertion row contract` +
      (first.foreign_rows > 0 ? `, ${first.foreign_rows} row(s) name another run than the manifest's "${run.manifest.run}"` : ''),
  );
}
