import { closeSync, openSync, readSync } from 'node:fs';
import { InputError } from '../../errors.ts';
import { streamNdjson } from '../../io/ndjson-stream.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { EvaluationFolder, type Evaluation } from './core.ts';
import type { RunFolder } from './runs.ts';

function startsWithHeader(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(10);
    const read = readSync(fd, buffer, 0, 10, 0);
    return buffer.subarray(0, read).toString('utf8') === '{"$header"';
  } finally {
    closeSync(fd);
  }
}

/**
 * Streams one run's assertions.ndjson through the strict reader (any bad line stops with
 * `path:line: reason`) and folds it into task evaluations without keeping the rows.
 */
export async function readEvaluations(run: RunFolder): Promise<Evaluation[]> {
  const folder = new EvaluationFolder();
  let line = startsWithHeader(run.assertions) ? 1 : 0;
  for await (const row of streamNdjson(run.assertions, AssertionRowSchema, { kind: 'assertions' })) {
    line += 1;
    if (row.run !== run.manifest.run) {
      throw new InputError(`row belongs to run "${row.run}" but the folder's manifest is run "${run.manifest.run}"`, {
        path: run.assertions,
        line,
      });
    }
    folder.add(row);
  }
  return folder.result();
}
