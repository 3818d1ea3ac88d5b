import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../analyze/index.ts';
import { diff } from '../diff/index.ts';
import { beforeSeals } from '../../infra/formats.ts';
import { tempDir } from './helpers.ts';

/**
 * Run folders and a report written by liveuibench 0.1.0, before seals existed (issue #32, 7a;
 * how they were made: ../__fixtures__/older-release/README.md). Nothing in them was modified:
 * they are older, so they are read with one line saying what cannot be verified, and
 * `--allow-modified` stays for files that really changed.
 */
const FIXTURE = join(import.meta.dirname, '..', '__fixtures__', 'older-release');
let root: string;
const runs = () => ['old-oracle', 'old-nopersist'].map((run) => join(root, 'runs', run));

beforeAll(() => {
  root = tempDir('older-release');
  cpSync(FIXTURE, root, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('artifacts of an earlier release', () => {
  it('tells a release before seals by its version', () => {
    expect([beforeSeals('0.1.0'), beforeSeals('0.1.9'), beforeSeals('0.2.0'), beforeSeals('0.10.0'), beforeSeals('1.0.0'), beforeSeals('dev')]).toEqual([true, true, false, false, false, false]);
  });

  it('re-analyses its runs without --allow-modified, saying per run what cannot be verified', async () => {
    const { report } = await analyze({ runs: runs(), out: join(root, 'reports', 'new') });
    expect(report.runs.map((run) => [run.run, run.fwr.percent, run.apr.passed, run.apr.total, run.twins])).toEqual([
      ['old-oracle', 100, 24, 24, 'off'],
      ['old-nopersist', 0, 21, 24, 'off'],
    ]);
    expect(report.warnings.filter((warning) => warning.includes('before runs were sealed'))).toEqual(
      ['old-oracle', 'old-nopersist'].map((run) => `run "${run}" was written by liveuibench 0.1.0, before runs were sealed: its rows are read as they are (each checked); whether any is missing or changed since cannot be verified`),
    );
  });

  it('diffs its report against one of this release, with one line saying what cannot be verified', async () => {
    const fresh = join(root, 'reports', 'fresh');
    await analyze({ runs: runs(), out: fresh });
    const warnings: string[] = [];
    const result = diff({ a: join(root, 'reports', 'old'), b: fresh, warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([`${join(root, 'reports', 'old')} was written by liveuibench 0.1.0, before report folders were sealed: read as it is; whether its files changed since cannot be verified`]);
    expect(result.a.version).toBe('0.1.0');
    expect(result.runs.map((run) => [run.run, run.fwr.delta, run.apr.delta])).toEqual([
      ['old-oracle', 0, 0],
      ['old-nopersist', 0, 0],
    ]);
    expect(result.changes).toEqual([]);
  });

  it('still refuses a run of this release without its seal, and a changed report of this release, unless --allow-modified', async () => {
    const dir = join(root, 'runs', 'not-older');
    cpSync(runs()[0]!, dir, { recursive: true });
    // The same files as if this release had written them and the seal were taken off.
    const rewrite = (file: string, edit: (text: string) => string) => writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
    rewrite('assertions.ndjson', (text) => text.replace('"version":"0.1.0"', '"version":"0.2.0"').replaceAll('"run":"old-oracle"', '"run":"not-older"'));
    rewrite('manifest.json', (text) => text.replace('"version": "0.1.0"', '"version": "0.2.0"').replace('"run": "old-oracle"', '"run": "not-older"'));
    await expect(analyze({ runs: [dir], out: join(root, 'reports', 'refused') })).rejects.toThrow(/run "not-older" has no integrity record .*pass --allow-modified/);
    const fresh = join(root, 'reports', 'fresh');
    writeFileSync(join(fresh, 'report.md'), 'edited');
    expect(() => diff({ a: join(root, 'reports', 'old'), b: fresh })).toThrow(/report\.md changed since `liveui analyze` wrote it; pass --allow-modified/);
  });
});
