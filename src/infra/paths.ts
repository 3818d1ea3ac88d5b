import { existsSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { OptionError, UsageError } from '../errors.ts';
import { makeDir } from '../io/fs.ts';

export const ARTIFACTS_DIR = process.env.LIVEUI_ARTIFACTS ?? 'artifacts';

/** A run name, or a path to a run folder. */
export function runDir(run: string): string {
  if (run.includes('/') || isAbsolute(run)) return resolve(run);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(run)) throw new OptionError('run', `"${run}" is not a valid run name (letters, digits, . _ -)`);
  return resolve(join(ARTIFACTS_DIR, 'runs', run));
}

export const runFiles = (dir: string) => ({
  manifest: join(dir, 'manifest.json'),
  packages: join(dir, 'packages.ndjson'),
  evidence: join(dir, 'evidence.ndjson'),
  assertions: join(dir, 'assertions.ndjson'),
  work: join(dir, 'work'),
  /** Browser-surface screenshots, `<sha256>.png`. */
  screens: join(dir, 'screens'),
});

export function requireFile(path: string, what: string): void {
  if (!existsSync(path)) throw new UsageError(`${what} not found: ${path}`);
}

/** The run's name: the folder name when a path is given. */
export function runName(run: string): string {
  return run.includes('/') || isAbsolute(run) ? basename(resolve(run)) : run;
}

/** Creates a folder given as `option` (checked before creation: a file in the way, /proc …). */
export function ensureDir(path: string, option: string): void {
  makeDir(path, option);
}
