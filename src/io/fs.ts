import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DiskFullError, InputError, OptionError } from '../errors.ts';

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * `mkdir -p` one level at a time. Node's recursive mkdir spins forever under `/proc` (it keeps
 * retrying a parent that reports ENOENT); creating each missing level in turn fails at once
 * instead. A file in the way, or a folder that cannot be created, is an error naming the path
 * (and the option it came in, when given: a usage error).
 */
export function makeDir(path: string, option?: string): void {
  const target = resolve(path);
  const missing: string[] = [];
  let current = target;
  for (;;) {
    let stat;
    try {
      stat = statSync(current);
    } catch (error) {
      if (code(error) !== 'ENOENT' && code(error) !== 'ENOTDIR') throw fail(current, `cannot be read (${code(error) ?? (error as Error).message})`, option);
    }
    if (stat) {
      if (!stat.isDirectory()) throw fail(current, current === target ? 'exists and is not a folder' : 'is a file, not a folder', option);
      break;
    }
    missing.push(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const dir of missing.reverse()) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if (code(error) === 'EEXIST' && statSync(dir).isDirectory()) continue;
      // A folder needs room too: a full disk is the user's to free, whatever option named the path.
      if (code(error) === 'ENOSPC' || code(error) === 'EDQUOT') throw new DiskFullError({ path: dir, quota: code(error) === 'EDQUOT' }, { cause: error });
      throw fail(dir, `cannot be created (${code(error) ?? (error as Error).message})`, option);
    }
  }
}

function fail(path: string, what: string, option: string | undefined): Error {
  return option ? new OptionError(option, `${path} ${what}`) : new InputError(`${what}`, { path });
}
