import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readNdjson, writeNdjson } from '../../io/ndjson.ts';
import { PackageRecordSchema } from '../../schemas/run.ts';
import { generate } from '../generate/index.ts';
import { runFiles } from '../../infra/paths.ts';
import { tasksOfRun } from '../run/index.ts';
import { tempDir } from './helpers.ts';

/**
 * `generate` streams its unit files into packages.ndjson (issue #15) instead of gathering every
 * package first: the file must be the one the whole-list writer made, byte for byte, and the
 * summary's counts those of the file.
 */
describe('generate as a stream', () => {
  it('writes the packages the whole-list writer wrote, and counts them', async () => {
    const dir = join(tempDir('generate-stream'), 'run');
    // direct_answer fails every generation: failures are counted; the oracle's revisions add records.
    const failing = await generate({ generator: 'direct_answer', run: `${dir}-failing`, tasks: 'single.spotify.*', trials: 2 });
    const summary = await generate({ generator: 'oracle', run: dir, tasks: 'single.spotify.*,single.gmail.*', trials: 2 });
    for (const [folder, result] of [[`${dir}-failing`, failing], [dir, summary]] as const) {
      const files = runFiles(folder);
      const { tasks, manifest } = tasksOfRun(folder);
      const all = tasks.flatMap((task) => Array.from({ length: manifest.trials }, (_, trial) => z.array(PackageRecordSchema).parse(JSON.parse(readFileSync(join(files.work, 'generate', `${task.id}.${trial}.json`), 'utf8')))).flat());
      const expected = join(folder, 'expected.ndjson');
      writeNdjson(expected, all, { kind: 'packages', inputs: { task_set: manifest.task_set_hash, fixture: manifest.fixture_hash } });
      expect(readFileSync(files.packages).equals(readFileSync(expected))).toBe(true);
      const records = readNdjson(files.packages, PackageRecordSchema, { kind: 'packages' }).records;
      expect(result.packages).toBe(records.length);
      expect(result.failures).toBe(records.filter((r) => !r.ok).length);
      expect(result.infrastructure_failures).toBe(0);
    }
    expect(failing.failures).toBeGreaterThan(0);
    expect(summary.packages).toBeGreaterThan(summary.tasks * 2);
  });
});
