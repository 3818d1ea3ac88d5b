import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../io/ndjson.ts';
import { EpisodeRecordSchema } from '../../schemas/run.ts';
import { worldModules } from '../../world/apps/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir } from './helpers.ts';

describe('the whole suite under the oracle', () => {
  it('passes every assertion, and every call changes only tables its API declares', async () => {
    const dir = join(tempDir('suite'), 'oracle');
    const summary = await evaluateGenerator({ generator: 'oracle', run: dir });
    expect(summary.task_evaluations).toBeGreaterThanOrEqual(60);
    expect(summary.failed).toEqual([]);
    expect(summary.fwr).toBe(1);
    const declared = new Map(worldModules.flatMap((m) => m.apis.map((d) => [`${m.name}.${d.name}`, new Set(d.changes)] as const)));
    const undeclared = new Set<string>();
    for (const episode of readNdjson(join(dir, 'evidence.ndjson'), EpisodeRecordSchema).records) {
      for (const call of episode.calls) {
        for (const change of call.diff) {
          if (!declared.get(`${call.app}.${call.api}`)?.has(`${change.app}.${change.table}`)) undeclared.add(`${call.app}.${call.api} → ${change.app}.${change.table}`);
        }
      }
    }
    expect([...undeclared]).toEqual([]);
    // The whole suite: 11 s alone, 25–30 s beside the other test files, 60+ s on a loaded machine.
  });
});
