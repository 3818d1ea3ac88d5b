import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readNdjson } from '../../io/ndjson.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { evaluateGenerator, FAILED_LISTED, SummaryFolder, summarize, summarizeFile, type EvalSummary } from '../eval/index.ts';
import { runFiles } from '../../infra/paths.ts';
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
});

describe('eval summary', () => {
  it('streams to the same summary, byte for byte, as the rows read whole', async () => {
    const path = runFiles(failing.dir).assertions;
    const whole = summarize(readNdjson(path, AssertionRowSchema, { kind: 'assertions' }).records);
    expect(whole.failed.length).toBeGreaterThan(10);
    expect(whole.passed_assertions).toBeGreaterThan(0);
    expect(JSON.stringify(await summarizeFile(path))).toBe(JSON.stringify(whole));
    const { run: _run, dir: _dir, generator: _generator, episodes: _episodes, episode_errors: _errors, generation_failures: _failures, infrastructure_failures: _infra, endpoint: _endpoint, ...headline } = failing;
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
  it(`lists the first ${FAILED_LISTED} failed rows and counts them all`, () => {
    const rows = readNdjson(runFiles(failing.dir).assertions, AssertionRowSchema, { kind: 'assertions' }).records;
    const failedRow = rows.find((row) => !row.passed)!;
    const passedRow = rows.find((row) => row.passed)!;
    const folder = new SummaryFolder();
    for (let i = 0; i < FAILED_LISTED + 7; i += 1) folder.add({ ...failedRow, task: `t${i}`, assertion: `a${i}` });
    folder.add({ ...passedRow, task: 'last' });
    const result = folder.result();
    expect(result.failed).toHaveLength(FAILED_LISTED);
    expect(result.failed[0]?.task).toBe('t0');
    expect(result.failed.at(-1)?.task).toBe(`t${FAILED_LISTED - 1}`);
    expect(result.failed_total).toBe(FAILED_LISTED + 7);
    expect([result.task_evaluations, result.passed_evaluations, result.assertions, result.passed_assertions]).toEqual([FAILED_LISTED + 8, 1, FAILED_LISTED + 8, 1]);
  });
});
