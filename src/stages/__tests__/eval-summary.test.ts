import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readNdjson } from '../../io/ndjson.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { evaluateGenerator, summarize, summarizeFile, type EvalSummary } from '../eval/index.ts';
import { runFiles } from '../paths.ts';
import { tempDir } from './helpers.ts';

/**
 * `eval` summarises its assertions record by record (issue #15) instead of reading the file
 * whole: the summary must be the one the whole-file reading gave, byte for byte, failures
 * included, and a bad line must still stop it with path:line.
 */

const TASKS = 'single.spotify.commute-playlist,single.gmail.*';
let root: string;
let failing: EvalSummary;

beforeAll(async () => {
  root = tempDir('eval-summary');
  // A control that fails the content checks and passes the rest: the summary's list of failures is long and varied.
  failing = await evaluateGenerator({ generator: 'wrong_content', run: join(root, 'wrong'), tasks: TASKS, trials: 2 });
}, 180_000);

describe('eval summary', () => {
  it('streams to the same summary, byte for byte, as the rows read whole', async () => {
    const path = runFiles(failing.dir).assertions;
    const whole = summarize(readNdjson(path, AssertionRowSchema, { kind: 'assertions' }).records);
    expect(whole.failed.length).toBeGreaterThan(10);
    expect(whole.passed_assertions).toBeGreaterThan(0);
    expect(JSON.stringify(await summarizeFile(path))).toBe(JSON.stringify(whole));
    const { run: _run, dir: _dir, generator: _generator, episodes: _episodes, episode_errors: _errors, generation_failures: _failures, infrastructure_failures: _infra, ...headline } = failing;
    expect(JSON.stringify(headline)).toBe(JSON.stringify(whole));
  });

  it('a bad line stops it with path:line, as the whole-file reader does', async () => {
    const path = runFiles(failing.dir).assertions;
    const lines = readFileSync(path, 'utf8').split('\n');
    const broken = join(root, 'broken.ndjson');
    writeFileSync(broken, [...lines.slice(0, 5), '{"run": 1}', ...lines.slice(5)].join('\n'));
    expect(() => readNdjson(broken, AssertionRowSchema, { kind: 'assertions' })).toThrow(`${broken}:6: `);
    await expect(summarizeFile(broken)).rejects.toThrow(`${broken}:6: `);
    await expect(summarizeFile(join(root, 'missing.ndjson'))).rejects.toThrow(`${join(root, 'missing.ndjson')}: file not found`);
  });
});
