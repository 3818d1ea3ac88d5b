/**
 * What both halves of the bad-input suite share (issue #12): the CLI as a child process with a
 * kill timer, the shape of a clean refusal, and a checked oracle run of one task to damage.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { projectRoot } from '../../io/meta.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir } from './helpers.ts';

export const TASK = 'single.spotify.commute-playlist';
export const CLI = join(projectRoot, 'bin', 'liveui.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  hung: boolean;
}

/** Runs the CLI as a child with a kill timer; never blocks the event loop (local servers keep answering). */
export function cli(args: readonly string[], options: { env?: Record<string, string>; timeoutMs?: number; cwd?: string } = {}): Promise<CliResult> {
  return new Promise((done) => {
    const child: ChildProcess = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? projectRoot, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let hung = false;
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 300_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, hung });
    });
  });
}

/** A clean refusal: no hang, exit 1 or 2 (or the one given), no internal error, and the message names `mention`. */
export function expectRefusal(result: CliResult, mention: string | RegExp, code?: number): void {
  expect(result.hung, 'the command hung').toBe(false);
  expect(result.stderr).not.toContain('internal error');
  if (code !== undefined) expect(result.code).toBe(code);
  else expect([1, 2]).toContain(result.code);
  if (typeof mention === 'string') expect(result.stderr).toContain(mention);
  else expect(result.stderr).toMatch(mention);
}

export const suiteTask = () => JSON.parse(readFileSync(join(projectRoot, 'tasks', 'suite', `${TASK}.json`), 'utf8')) as Record<string, any>;

/** A checked oracle run of TASK (two trials, sealed by check) made before the file's tests, and its scratch root. */
export function useGoodRun(): { root: () => string; good: () => string; variant: (name: string, edit: (lines: string[]) => string[]) => { dir: string; file: string } } {
  let root = '';
  let good = '';
  beforeAll(async () => {
    root = tempDir('bad-input');
    good = join(root, 'runs', 'good');
    await evaluateGenerator({ generator: 'oracle', run: good, tasks: TASK, trials: 2 });
  }, 120_000);
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });
  /** A copy of the good run whose assertions.ndjson lines went through `edit`. */
  const variant = (name: string, edit: (lines: string[]) => string[]) => {
    const dir = join(root, 'variants', name);
    cpSync(good, dir, { recursive: true });
    const file = join(dir, 'assertions.ndjson');
    const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
    writeFileSync(file, `${edit(lines).join('\n')}\n`);
    return { dir, file };
  };
  return { root: () => root, good: () => good, variant };
}

export const row = (lines: string[], index: number) => JSON.parse(lines[index] as string) as Record<string, unknown>;
