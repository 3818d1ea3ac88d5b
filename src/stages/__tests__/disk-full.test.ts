import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FULL_ENV } from '../../io/disk-fault.ts';
import { projectRoot } from '../../io/meta.ts';
import { tempDir } from './helpers.ts';

/**
 * A full disk in every stage (issue #31 item 5): the disk fills at a chosen write (the
 * `LIVEUI_TEST_DISK_FULL` hook of src/io/disk-fault.ts: half the bytes land, then ENOSPC, and
 * every later write fails too). Each command must stop with exit 1 naming the file and what to
 * do, leave no temp file and nothing half-written, and the same command, run again once there is
 * room, must end with the very files of a run that never hit the wall. The CLI runs as a child
 * process: the exit code and the message are the point.
 */

const TASKS = 'multi.q3-slides-project,service.alarm-label,shared.call-plumber-voice,single.phone.contact-book';
const RUN = 'full';

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `liveui ARGS` with its artifacts under `root` and, when given, the disk filling at `full`. */
function liveui(root: string, args: readonly string[], full?: string): Promise<Result> {
  const env: NodeJS.ProcessEnv = { ...process.env, LIVEUI_ARTIFACTS: root };
  delete env[DISK_FULL_ENV];
  if (full !== undefined) env[DISK_FULL_ENV] = full;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), ...args], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const evalArgs = ['eval', '--generator', 'oracle', '--tasks', TASKS, '--run', RUN];

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Nothing half-written under `root`: no temp file, no half-built report, no lock, every JSON file
 * whole and every NDJSON line a whole JSON text.
 */
function expectIntact(root: string): void {
  for (const file of filesUnder(root)) {
    expect(file, 'a temp file or a half-built folder was left').not.toMatch(/\.tmp$|\.building-|\.old-|(^|\/)\.lock$/);
    const text = () => readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.json')) expect(() => JSON.parse(text()), file).not.toThrow();
    if (file.endsWith('.ndjson')) {
      const lines = text().split('\n');
      expect(lines.pop(), `${file} ends with a newline`).toBe('');
      for (const line of lines) expect(() => JSON.parse(line), file).not.toThrow();
    }
  }
}

/** A full disk as the user sees it: exit 1, the file, what to do, never "this is a bug". */
function expectDiskFull(result: Result, file: RegExp): void {
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr).toMatch(file);
  expect(result.stderr).toContain('no space left on the device (ENOSPC)');
  expect(result.stderr).toContain('free space and run the same command again');
  expect(result.code).toBe(1);
}

/** The same bytes as the uninterrupted run, file for file (a manifest's own timing aside). */
function expectSameFiles(dir: string, expected: string): void {
  expect(filesUnder(dir)).toEqual(filesUnder(expected));
  for (const file of filesUnder(expected)) {
    const [mine, theirs] = [readFileSync(join(dir, file)), readFileSync(join(expected, file))];
    if (file.endsWith('manifest.json')) {
      const timed = (bytes: Buffer) => {
        const manifest = JSON.parse(bytes.toString('utf8')) as { timings?: Record<string, number> };
        delete manifest.timings?.run_seconds;
        return manifest;
      };
      expect(timed(mine), file).toEqual(timed(theirs));
    } else expect(mine.equals(theirs), `${file} differs from the uninterrupted run's`).toBe(true);
  }
}

let clean = '';
let full = '';
const runOf = (root: string) => join(root, 'runs', RUN);

beforeAll(async () => {
  // The uninterrupted run: eval, archive, analyze.
  clean = tempDir('disk-clean');
  full = tempDir('disk-full');
  for (const args of [evalArgs, ['archive', RUN], ['analyze', '--runs', RUN, '--out', join(clean, 'out')]]) {
    const result = await liveui(clean, args);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
  }
});

afterAll(() => {
  for (const dir of [clean, full]) if (dir) rmSync(dir, { recursive: true, force: true });
});

// The steps build on each other: one run folder goes through every stage, hitting the wall in each.
describe('a full disk loses nothing', () => {
  it('generate: stops at a resume unit, then at packages.ndjson; the rerun finishes the same packages', async () => {
    const generate = ['generate', '--generator', 'oracle', '--tasks', TASKS, '--run', RUN];
    expectDiskFull(await liveui(full, generate, '3:work/generate/'), /runs\/full\/work\/generate\/[^ ]+\.0\.json: .* — it needed \d/);
    expectIntact(full);
    expect(readdirSync(join(runOf(full), 'work', 'generate'))).toHaveLength(2);

    expectDiskFull(await liveui(full, generate, '1:packages.ndjson'), /runs\/full\/packages\.ndjson: .* — it needed at least \d/);
    expectIntact(full);
    expect(existsSync(join(runOf(full), 'packages.ndjson'))).toBe(false);

    expect((await liveui(full, generate)).code).toBe(0);
    expect(readFileSync(join(runOf(full), 'packages.ndjson')).equals(readFileSync(join(runOf(clean), 'packages.ndjson')))).toBe(true);
  });

  it('run: stops at an app store, the reference cache (the reported crash), a resume unit and evidence.ndjson', async () => {
    // The throwaway app stores (under /dev/shm or the temp folder): the machine's fault, not an
    // app failure recorded in the unit (the byte comparison at the end would see one).
    expectDiskFull(await liveui(full, evalArgs, '3:liveui-store-'), /liveui-store-[^ ]+\.json: /);
    expectIntact(full);
    expect(existsSync(join(runOf(full), 'work', 'run')) ? readdirSync(join(runOf(full), 'work', 'run')) : []).toEqual([]);

    // The command of the report: `eval` on a full disk, in the run stage's reference cache.
    expectDiskFull(await liveui(full, evalArgs, '2:cache/reference/'), /cache\/reference\/[^ ]+\.json: .* — it needed \d/);
    expectIntact(full);
    expect(readdirSync(join(full, 'cache', 'reference'))).toHaveLength(1);

    // The resume file the report found torn.
    expectDiskFull(await liveui(full, evalArgs, '2:work/run/'), /runs\/full\/work\/run\/[^ ]+\.0\.json: /);
    expectIntact(full);

    expectDiskFull(await liveui(full, ['run', '--run', RUN], '1:evidence.ndjson'), /runs\/full\/evidence\.ndjson: /);
    expectIntact(full);
    expect(existsSync(join(runOf(full), 'evidence.ndjson'))).toBe(false);
  });

  it('check: stops at assertions.ndjson (in its worker, under eval) and at the seal; eval then finishes the same run', async () => {
    // eval finishes the run stage, then its check (in a worker, as the CLI runs it) hits the wall.
    expectDiskFull(await liveui(full, evalArgs, '1:assertions.ndjson'), /runs\/full\/assertions\.ndjson: /);
    expectIntact(full);
    expect(existsSync(join(runOf(full), 'assertions.ndjson'))).toBe(false);

    expectDiskFull(await liveui(full, ['check', '--run', RUN], '1:manifest.json'), /runs\/full\/manifest\.json: .* — it needed \d/);
    expectIntact(full);

    const rerun = await liveui(full, evalArgs);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toMatch(/FWR 100\.00% \(4\/4\)/);
    expect(existsSync(join(runOf(full), 'assertions.parquet'))).toBe(false);
    expectSameFiles(join(full, 'cache'), join(clean, 'cache'));
    // The clean run was archived since; everything else must match already.
    expect(filesUnder(runOf(full))).toEqual(filesUnder(runOf(clean)).filter((file) => file !== 'assertions.parquet'));
    for (const file of ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson', 'assigned.json']) {
      expect(readFileSync(join(runOf(full), file)).equals(readFileSync(join(runOf(clean), file))), file).toBe(true);
    }
  });

  it('archive: stops at the Parquet copy and at the seal; the rerun seals the same copy', async () => {
    expectDiskFull(await liveui(full, ['archive', RUN], '1:assertions.parquet'), /runs\/full\/assertions\.parquet: /);
    expectIntact(full);
    expect(existsSync(join(runOf(full), 'assertions.parquet'))).toBe(false);

    expectDiskFull(await liveui(full, ['archive', RUN], '1:manifest.json'), /runs\/full\/manifest\.json: /);
    expectIntact(full);
    expect(JSON.parse(readFileSync(join(runOf(full), 'manifest.json'), 'utf8')).integrity.artifacts['assertions.parquet']).toBeUndefined();

    expect((await liveui(full, ['archive', RUN])).code).toBe(0);
    expectSameFiles(join(full, 'runs'), join(clean, 'runs'));
  });

  it('analyze: a report that does not fit leaves no report (or the old one); the rerun writes the same one', async () => {
    const out = join(full, 'out');
    const analyze = ['analyze', '--runs', RUN, '--out', out];
    expectDiskFull(await liveui(full, analyze, '3'), /\/\.out\.building-\d+\/[^ ]+: /);
    expectIntact(full);
    expect(existsSync(out)).toBe(false);

    expect((await liveui(full, analyze)).code).toBe(0);
    expectSameFiles(out, join(clean, 'out'));

    // Over an existing report: the old one stays whole.
    expectDiskFull(await liveui(full, analyze, '1'), /no space left/);
    expectIntact(full);
    expectSameFiles(out, join(clean, 'out'));
    expect(statSync(out).isDirectory()).toBe(true);
  });
});
