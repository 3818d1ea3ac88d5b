import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../io/meta.ts';
import { check } from '../check/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir } from './helpers.ts';

/**
 * `check` streams evidence into assertions (issue #15): one evaluation held at a time, rows
 * written as they go. Its output must not depend on how the evidence is ordered, and a bad line
 * anywhere must stop it with path:line while everything already on disk stays as it was.
 */

const TASK = 'single.spotify.commute-playlist';
const CLI = join(projectRoot, 'bin', 'liveui.js');
let root: string;
let good: string;

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');

beforeAll(async () => {
  root = tempDir('check-stream');
  good = join(root, 'good');
  await evaluateGenerator({ generator: 'oracle', run: good, tasks: TASK, trials: 3 });
});

/** A copy of the good run whose evidence file is `evidence` (header + record lines). */
function variant(name: string, evidence: readonly string[]): string {
  const dir = join(root, name);
  cpSync(good, dir, { recursive: true });
  writeFileSync(join(dir, 'evidence.ndjson'), `${evidence.join('\n')}\n`);
  return dir;
}

describe('check as a stream', () => {
  it('writes the same assertions whatever the evidence order, with missing evaluations in place', async () => {
    const [header = '', ...records] = lines(join(good, 'evidence.ndjson'));
    const expected = readFileSync(join(good, 'assertions.ndjson'));
    expect(records.length).toBeGreaterThan(3);

    const reversed = variant('reversed', [header, ...[...records].reverse()]);
    await check({ run: reversed });
    expect(readFileSync(join(reversed, 'assertions.ndjson')).equals(expected)).toBe(true);

    // Trial 1 has no evidence: its rows are placeholders, between trials 0 and 2, in both orders.
    const withoutMiddle = records.filter((line) => !line.includes('"trial":1,'));
    expect(withoutMiddle.length).toBeLessThan(records.length);
    const inOrder = variant('gap-in-order', [header, ...withoutMiddle]);
    const outOfOrder = variant('gap-reversed', [header, ...[...withoutMiddle].reverse()]);
    const summary = await check({ run: inOrder });
    await check({ run: outOfOrder });
    const rows = readFileSync(join(inOrder, 'assertions.ndjson'));
    expect(rows.equals(readFileSync(join(outOfOrder, 'assertions.ndjson')))).toBe(true);
    const trials = lines(join(inOrder, 'assertions.ndjson')).slice(1).map((line) => (JSON.parse(line) as { trial: number; placeholder: boolean }));
    expect(trials.map((row) => row.trial)).toEqual([...trials.map((row) => row.trial)].sort());
    expect(trials.filter((row) => row.trial === 1).every((row) => row.placeholder)).toBe(true);
    expect(trials.filter((row) => row.trial !== 1).some((row) => row.placeholder)).toBe(false);
    expect(summary.placeholders).toBe(trials.filter((row) => row.trial === 1).length);
    expect(summary.missing_evidence).toBe(records.length - withoutMiddle.length);
  });

  it('warns of episodes without evidence and of records of no evaluation of the run (exit 0: they score as failed, or not at all)', () => {
    const [header = '', ...records] = lines(join(good, 'evidence.ndjson'));
    const stray = JSON.stringify({ ...(JSON.parse(records[0] ?? '{}') as object), trial: 5 });
    const dir = variant('cut-and-stray', [header, ...records.slice(0, -1), stray]);
    const result = spawnSync(process.execPath, [CLI, 'check', '--run', dir], { encoding: 'utf8', timeout: 540_000 });
    expect(result.status).toBe(0);
    expect((JSON.parse(result.stdout) as { missing_evidence: number }).missing_evidence).toBe(1);
    expect(result.stderr).toContain(`warning: ${join(dir, 'evidence.ndjson')}: 1 of ${records.length} episode(s) have no evidence`);
    expect(result.stderr).toContain(`1 record(s) of no task evaluation of this run were ignored (first: line ${records.length + 1}: task ${TASK} trial 5)`);
  });

  it('refuses evidence that is not this run\'s (no header, another run\'s records, another task set), exit 1, the results on disk kept', async () => {
    const [header = '', ...records] = lines(join(good, 'evidence.ndjson'));
    const runName = (JSON.parse(records[0] ?? '{}') as { run: string }).run;
    const cases: [string, string[], string][] = [
      ['empty', [], ':1: empty file: missing header'],
      ['no-header', records, ':1: missing header'],
      ['other-run', [header, records[0] ?? '', ...records.slice(1).map((line) => line.replace(`{"run":"${runName}"`, '{"run":"someone-else"'))], `:3: a record of run "someone-else", but this is run "${runName}"`],
      ['other-task-set', [header.replace(/"task_set":"[^"]+"/, '"task_set":"sha256:other"'), ...records], ':1: made from another task set'],
    ];
    for (const [name, evidence, message] of cases) {
      const dir = variant(name, evidence);
      if (evidence.length === 0) writeFileSync(join(dir, 'evidence.ndjson'), '');
      const before = readFileSync(join(dir, 'assertions.ndjson'));
      const result = spawnSync(process.execPath, [CLI, 'check', '--run', dir], { encoding: 'utf8', timeout: 540_000 });
      expect(result.status, name).toBe(1);
      expect(result.stderr, name).toContain(`${join(dir, 'evidence.ndjson')}${message}`);
      expect(readFileSync(join(dir, 'assertions.ndjson')).equals(before), name).toBe(true);
    }
  });

  it('an app showing emoji: excerpts never split one, and the checked run archives and analyzes (a cut pair crashed DuckDB)', async () => {
    const [header = '', ...records] = lines(join(good, 'evidence.ndjson'));
    // Emoji around every visible text: any 60-character window edge falls inside a pair somewhere.
    const emoji = '\u{1F389}'.repeat(45);
    const widened = records.map((line, index) => {
      const record = JSON.parse(line) as { visible_text?: string };
      // 0–2 letters after the emoji vary which code unit each window edge falls on.
      const pad = 'ab'.slice(0, index % 3);
      if (typeof record.visible_text === 'string') record.visible_text = `${emoji}${pad} ${record.visible_text} ${pad}${emoji}`;
      return JSON.stringify(record);
    });
    const dir = variant('emoji', [header, ...widened]);
    await check({ run: dir });
    const text = readFileSync(join(dir, 'assertions.ndjson'), 'utf8');
    expect(text).not.toMatch(/\\ud[89a-f]/i);
    expect(text).toContain('\u{1F389}');
    const { archive } = await import('../archive/index.ts');
    const { computeReport } = await import('../analyze/compute.ts');
    const fromNdjson = await computeReport({ runs: [dir] });
    await archive({ runs: [dir] });
    const fromParquet = await computeReport({ runs: [dir] });
    expect(fromParquet.runs).toEqual(fromNdjson.runs);
  });

  it('a bad line in the middle of a large evidence file: path:line, exit 1, nothing on disk changed; fixed, it checks again', async () => {
    const [header = '', ...records] = lines(join(good, 'evidence.ndjson'));
    // Each record repeated in place (a re-recorded episode replaces the earlier one): still in order.
    const repeated = records.flatMap((line) => Array.from({ length: 150 }, () => line));
    const middle = Math.floor(repeated.length / 2);
    const broken = [...repeated.slice(0, middle), '{"task": "cut off', ...repeated.slice(middle)];
    const dir = variant('bad-line', [header, ...broken]);
    const before = Object.fromEntries(readdirSync(dir).filter((name) => name.endsWith('.ndjson') || name.endsWith('.json')).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));

    const result = spawnSync(process.execPath, [CLI, 'check', '--run', dir], { encoding: 'utf8', timeout: 540_000 });
    expect(result.status).toBe(1);
    // Line 1 is the header, so the bad record is on line middle + 2.
    expect(result.stderr).toContain(`${join(dir, 'evidence.ndjson')}:${middle + 2}: not valid JSON`);
    for (const [name, text] of Object.entries(before)) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    writeFileSync(join(dir, 'evidence.ndjson'), `${[header, ...repeated].join('\n')}\n`);
    await check({ run: dir });
    expect(readFileSync(join(dir, 'assertions.ndjson')).equals(readFileSync(join(good, 'assertions.ndjson')))).toBe(true);
  });
});
