import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exitCodeFor, InputError, StageError, UsageError } from '../../errors.ts';
import { projectRoot } from '../../io/meta.ts';
import { check } from '../check/index.ts';
import { checkInWorker } from '../check/bounded.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { heapCap, reviveError, DEFAULT_HEAP_MB } from '../../infra/heap-worker.ts';
import { tempDir } from './helpers.ts';

/**
 * `liveui check` runs the check stage in a worker thread with a capped heap (issue #15). The
 * worker must change nothing a user sees: the same bytes on disk, the same summary, the same
 * errors and exit codes; and a worker that runs out of memory must say how to raise the cap and
 * leave the run as it was.
 */

const TASK = 'single.spotify.commute-playlist';
const CLI = join(projectRoot, 'bin', 'liveui.js');
let root: string;
let good: string;

const liveui = (args: readonly string[], env: Record<string, string> = {}) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 540_000, env: { ...process.env, LIVEUI_QUIET: '1', ...env } });
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).filter((name) => name.endsWith('.ndjson') || name.endsWith('.json')).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
const copy = (name: string) => {
  const dir = join(root, name);
  cpSync(good, dir, { recursive: true });
  return dir;
};

beforeAll(async () => {
  root = tempDir('check-worker');
  good = join(root, 'good');
  await evaluateGenerator({ generator: 'oracle', run: good, tasks: TASK, trials: 2 });
});

describe('check in a heap-capped worker', () => {
  it('writes byte-identical assertions and seal, and prints the same summary, as check in this thread', async () => {
    const inThread = copy('in-thread');
    const viaCli = copy('via-cli');
    const viaWorker = copy('via-worker');
    const summary = await check({ run: inThread });
    const result = liveui(['check', '--run', viaCli]);
    // Nothing on stderr but the check's progress, drawn by this thread from the worker's
    // messages: without a terminal, a plain line at every tenth of the evaluations and at the end.
    expect(result.stderr).toMatch(/^check 1\/2 \(50%\) · \d+s elapsed · [\d.]+\/min · about \d+s left\ncheck 2\/2 \(100%\) · \d+s elapsed · [\d.]+\/min · done\n$/);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(summary);
    expect(await checkInWorker({ run: viaWorker }, { heapMb: DEFAULT_HEAP_MB })).toEqual(summary);
    const expected = snapshot(inThread);
    expect(expected['assertions.ndjson']?.length).toBeGreaterThan(1000);
    expect(snapshot(viaCli)).toEqual(expected);
    expect(snapshot(viaWorker)).toEqual(expected);
    for (const dir of [viaCli, viaWorker]) expect(readdirSync(dir).filter((name) => name.endsWith('.tmp') || name === '.lock')).toEqual([]);
  });

  it('errors cross the thread as the same class, message, path:line and exit code', async () => {
    const bad = copy('bad-line');
    const evidence = join(bad, 'evidence.ndjson');
    const lines = readFileSync(evidence, 'utf8').split('\n');
    lines.splice(3, 0, '{"task": 7}');
    writeFileSync(evidence, lines.join('\n'));
    const before = snapshot(bad);
    const failure = (promise: Promise<unknown>) => promise.then(() => new InputError('no error'), (error: unknown) => error as InputError);
    const inThread = await failure(check({ run: bad }));
    const inWorker = await failure(checkInWorker({ run: bad }, { heapMb: DEFAULT_HEAP_MB }));
    expect(inThread).toBeInstanceOf(InputError);
    expect(inWorker).toBeInstanceOf(InputError);
    expect({ name: inWorker.name, message: inWorker.message, code: inWorker.code, path: inWorker.path, line: inWorker.line }).toEqual({ name: inThread.name, message: inThread.message, code: inThread.code, path: evidence, line: 4 });
    expect(exitCodeFor(inWorker)).toBe(exitCodeFor(inThread));
    expect(snapshot(bad)).toEqual(before);
    expect(readdirSync(bad).filter((name) => name.endsWith('.tmp') || name === '.lock')).toEqual([]);

    // A missing run folder: the stage's own error, through the CLI.
    const missing = liveui(['check', '--run', join(root, 'nowhere')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`error: run folder not found: ${join(root, 'nowhere')}\n`);

    // Errors other than ours keep their errno fields (the CLI turns ENOENT & co. into input errors).
    const errno = reviveError({ name: 'Error', message: "ENOENT: no such file or directory, open '/x'", code: 'ENOENT', path: '/x', syscall: 'open', errno: -2 }) as NodeJS.ErrnoException;
    expect({ code: errno.code, path: errno.path, syscall: errno.syscall, errno: errno.errno }).toEqual({ code: 'ENOENT', path: '/x', syscall: 'open', errno: -2 });
    expect(exitCodeFor(errno)).toBe(70);
    const usage = reviveError({ name: 'UsageError', message: '--run: bad', code: 'E_USAGE' });
    expect(usage).toBeInstanceOf(UsageError);
    expect(exitCodeFor(usage)).toBe(2);
    expect(reviveError({ name: 'StageError', message: 'x', code: 'E_RUN_LOCKED' })).toBeInstanceOf(StageError);
  });

  it('the cap comes from --heap-mb, then LIVEUI_HEAP_MB, then the default; a bad value is a usage error naming its source', () => {
    expect(heapCap(undefined, undefined)).toBe(DEFAULT_HEAP_MB);
    expect(heapCap(undefined, '')).toBe(DEFAULT_HEAP_MB);
    expect(heapCap(undefined, '300')).toBe(300);
    expect(heapCap('200', '300')).toBe(200);
    expect(() => heapCap('lots', undefined)).toThrow(UsageError);
    expect(() => heapCap(undefined, '12')).toThrow(/^LIVEUI_HEAP_MB: expected whole MiB between 64 and/);
    const flag = liveui(['check', '--run', good, '--heap-mb', '1.5']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain('error: --heap-mb: expected whole MiB between 64 and');
    const env = liveui(['check', '--run', good], { LIVEUI_HEAP_MB: 'x' });
    expect(env.status).toBe(2);
    expect(env.stderr).toContain('error: LIVEUI_HEAP_MB: expected whole MiB');
  });

  it('an evaluation larger than the cap: one clear error naming the flag, exit 1, nothing changed on disk; a larger cap checks it', () => {
    const big = copy('big');
    const evidence = join(big, 'evidence.ndjson');
    const [header = '', ...records] = readFileSync(evidence, 'utf8').split('\n').filter((line) => line !== '');
    // Trial 0's episodes each carry 6 M characters of text, held at once in one evaluation: past
    // the cap of 64 MiB. Each string stays below the 16 MiB Node grants a worker at its heap limit
    // to stop cleanly; one allocation larger than that aborts the whole process instead (V8's fatal
    // out-of-memory, seen with 16 M-character strings once the suite's tasks grew: the limit is
    // in docs/decisions.md). 8 M-character strings aborted it once in a while too (s23, after the
    // checker's per-line passes grew), so the filler keeps a wider margin.
    const filler = 'x'.repeat(6_000_000);
    const grown = records.map((line) => (line.includes('"trial":0,') ? JSON.stringify({ ...(JSON.parse(line) as object), visible_before: filler }) : line));
    writeFileSync(evidence, `${[header, ...grown].join('\n')}\n`);
    const before = snapshot(big);
    const result = liveui(['check', '--run', big, '--heap-mb', '64']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('error: check ran out of memory under its heap cap of 64 MiB (one task evaluation held more than that); raise the cap with --heap-mb or LIVEUI_HEAP_MB\n');
    expect(snapshot(big)).toEqual(before);
    expect(readdirSync(big).filter((name) => name.endsWith('.tmp') || name === '.lock')).toEqual([]);
    const raised = liveui(['check', '--run', big], { LIVEUI_HEAP_MB: '512' });
    expect(raised.stderr).toMatch(/^(check \d+\/2 .*\n)+$/); // its progress only
    expect(raised.status).toBe(0);
  });
  it('eval runs its check in the capped worker too: the same run and summary; a bad --heap-mb writes nothing', async () => {
    const inThread = await evaluateGenerator({ generator: 'wrong_content', run: join(root, 'eval-thread'), tasks: TASK });
    const capped = await evaluateGenerator({ generator: 'wrong_content', run: join(root, 'eval-capped'), tasks: TASK, heapMb: DEFAULT_HEAP_MB });
    const { run: _a, dir: _b, ...summary } = inThread;
    const { run: _c, dir: _d, ...cappedSummary } = capped;
    expect(cappedSummary).toEqual(summary);
    expect(summary.failed_total).toBeGreaterThan(0);
    expect(snapshot(capped.dir)['assertions.ndjson']).toBe(snapshot(inThread.dir)['assertions.ndjson']?.replaceAll('"run":"eval-thread"', '"run":"eval-capped"'));
    const bad = liveui(['eval', '--generator', 'oracle', '--tasks', TASK, '--run', join(root, 'eval-bad'), '--heap-mb', '12']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('error: --heap-mb: expected whole MiB between 64 and');
    expect(existsSync(join(root, 'eval-bad'))).toBe(false);
  });
});
