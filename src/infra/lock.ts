import { existsSync, readdirSync, statSync, readFileSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { StageError } from '../errors.ts';
import { createExclusive } from '../io/disk.ts';
import { log } from '../log.ts';
import { ensureDir } from './paths.ts';

/**
 * One writer per run. Every stage that writes a run folder holds `<run>/.lock` (pid, host, stage)
 * while it works; a second writer refuses. A lock whose process is gone (same host, pid not
 * alive) is stale and taken over. Re-entrant within one process (eval holds it across
 * generate → run → check).
 */
export const LOCK_FILE = '.lock';

const LockSchema = z.object({ pid: z.number().int(), host: z.string(), stage: z.string(), started_at: z.string() });
type Lock = z.infer<typeof LockSchema>;

const held = new Map<string, number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): Lock | undefined {
  try {
    const parsed = LockSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock file; false when one exists. A failed write (a full disk) leaves no lock behind. */
function tryCreate(path: string, lock: Lock): boolean {
  return createExclusive(path, `${JSON.stringify(lock)}\n`);
}

/** Takes the run's lock (creating the folder when `create`); returns the release function. */
export function acquireRunLock(dir: string, stage: string, options: { create?: boolean } = {}): () => void {
  const path = join(dir, LOCK_FILE);
  const depth = held.get(path) ?? 0;
  const release = () => {
    const left = (held.get(path) ?? 1) - 1;
    if (left > 0) held.set(path, left);
    else {
      held.delete(path);
      const current = readLock(path);
      if (current?.pid === process.pid && current.host === hostname()) rmSync(path, { force: true });
    }
  };
  if (depth > 0) {
    held.set(path, depth + 1);
    return release;
  }
  if (options.create ?? true) ensureDir(dir, 'run');
  else if (!existsSync(dir)) throw new StageError(`run folder not found: ${dir}`, { code: 'E_NO_MANIFEST' });
  else if (!statSync(dir).isDirectory()) throw new StageError(`${dir} is a file, not a run folder`, { code: 'E_NO_MANIFEST' });
  const mine: Lock = { pid: process.pid, host: hostname(), stage, started_at: new Date().toISOString() };
  // Two rounds at most: a stale lock is removed once, then creation must win or someone else did.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(path, mine)) {
      held.set(path, 1);
      return release;
    }
    const other = readLock(path);
    const stale = other === undefined ? false : other.host === hostname() && other.pid !== process.pid && !alive(other.pid);
    if (other && other.host === hostname() && other.pid === process.pid) {
      // Our own lock left behind by an earlier call in this process that did not release it.
      held.set(path, 1);
      return release;
    }
    if (!stale) {
      const who = other ? `${other.stage} (pid ${other.pid} on ${other.host}, since ${other.started_at})` : 'another process (unreadable lock file)';
      throw new StageError(`run ${dir} is being written by ${who}; wait for it to finish, or delete ${path} if that process is gone`, { code: 'E_RUN_LOCKED' });
    }
    log.warn(`removing a stale lock of ${other?.stage} (pid ${other?.pid} is gone): ${path}`);
    rmSync(path, { force: true });
  }
  throw new StageError(`run ${dir}: could not take the lock ${path}`, { code: 'E_RUN_LOCKED' });
}

/** The run's lock as a Disposable, for `using lock = runLock(dir, stage)`. */
export function runLock(dir: string, stage: string, options: { create?: boolean } = {}): Disposable {
  const release = acquireRunLock(dir, stage, options);
  return { [Symbol.dispose]: release };
}

/**
 * Removes temp files (`*.tmp`) a killed writer left in these folders. Only called while holding
 * the run's lock, so no live writer owns them.
 */
export function sweepTemps(...dirs: string[]): void {
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
  }
}
