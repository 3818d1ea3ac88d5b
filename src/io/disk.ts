import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { DiskFullError } from '../errors.ts';
import { makeDir } from './fs.ts';
import { noSpaceError, roomFor } from './disk-fault.ts';

/**
 * The one place liveui writes file contents. Every artifact, resume unit, cache entry, report
 * and store file is written by `AtomicFile` (or the helpers on it): under a temp name beside its
 * place, every byte (a short write is continued, never taken for the whole), fsynced, then
 * renamed into place. Whatever stops it midway — a full disk, an exception, a kill — leaves the
 * old file or none; a failed write removes its temp file at once. A full disk becomes a
 * `DiskFullError` naming the file and its size (exit 1: free space, run the same command again).
 */

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Is this a full disk (or quota), whatever layer reported it? */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof DiskFullError) return true;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && FULL_CODES.has(code);
}

/**
 * A failed write as the user should see it: a full disk becomes a `DiskFullError` naming `path`
 * (the file's real name, not its temp name); any other system error gets `path` when the call
 * gave none (`write` and `fsync` name only a descriptor), so `bin/` can tell whose file it was.
 */
export function writeFailure(error: unknown, path: string, size: { needed?: number; atLeast?: number } = {}): unknown {
  if (error instanceof DiskFullError) return error;
  const e = error as NodeJS.ErrnoException;
  if (isDiskFull(e)) return new DiskFullError({ path, ...size, quota: e.code === 'EDQUOT' }, { cause: error });
  if (e instanceof Error && typeof e.code === 'string' && e.path === undefined) e.path = path;
  return error;
}

/** Writes all of `bytes` at the descriptor's position; a short write (a disk filling up) is continued until it fails. */
function writeAll(fd: number, bytes: Uint8Array, path: string): void {
  const room = roomFor(path, bytes.length);
  let offset = 0;
  while (offset < bytes.length) {
    if (offset >= room) throw noSpaceError();
    const wrote = writeSync(fd, bytes, offset, Math.min(bytes.length, room) - offset);
    if (wrote <= 0) throw noSpaceError();
    offset += wrote;
  }
}

let uniqueCounter = 0;

export interface AtomicFileOptions {
  /** fsync before the rename (default). Off only for throwaway files under the temp folder. */
  fsync?: boolean;
  /** The file's whole size when known in advance (named in a full disk's message). */
  size?: number;
  /**
   * A temp name of its own even within this process (`<path>.<pid>.<n>.tmp`): for files two
   * tasks of one process may write at once (cache entries, screenshots by content hash).
   */
  unique?: boolean;
}

/**
 * A file written whole or not at all. `write` appends; `commit` fsyncs and renames the temp file
 * into place; `discard` (or disposing without `commit`) removes it, leaving any earlier file at
 * `path` as it was. A write that fails discards at once, so a full disk gets its space back.
 */
export class AtomicFile implements Disposable {
  readonly path: string;
  readonly tmp: string;
  private fd: number | undefined;
  private written = 0;

  constructor(
    path: string,
    private readonly options: AtomicFileOptions = {},
  ) {
    this.path = path;
    makeDir(dirname(path));
    uniqueCounter += 1;
    this.tmp = options.unique ? `${path}.${process.pid}.${uniqueCounter}.tmp` : `${path}.${process.pid}.tmp`;
    try {
      this.fd = openSync(this.tmp, 'w');
    } catch (error) {
      throw writeFailure(error, path, { needed: options.size });
    }
  }

  write(data: string | Uint8Array): void {
    if (this.fd === undefined) throw new Error(`${this.path}: written after it was committed or discarded`);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    try {
      writeAll(this.fd, bytes, this.path);
    } catch (error) {
      this.discard();
      throw writeFailure(error, this.path, { needed: this.options.size, atLeast: this.written + bytes.length });
    }
    this.written += bytes.length;
  }

  commit(): void {
    if (this.fd === undefined) throw new Error(`${this.path}: committed after it was committed or discarded`);
    try {
      if (this.options.fsync !== false) fsyncSync(this.fd);
      closeSync(this.fd);
      this.fd = undefined;
      renameSync(this.tmp, this.path);
    } catch (error) {
      this.discard();
      throw writeFailure(error, this.path, { needed: this.options.size, atLeast: this.written });
    }
  }

  /** Removes the temp file (nothing is renamed); safe to call more than once. */
  discard(): void {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // Closing a descriptor whose writes failed may fail again; the file goes either way.
      }
      this.fd = undefined;
    }
    rmSync(this.tmp, { force: true });
  }

  [Symbol.dispose](): void {
    if (this.fd !== undefined) this.discard();
  }
}

/** Writes a whole file atomically (see `AtomicFile`). */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: Omit<AtomicFileOptions, 'size'> = {}): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  using file = new AtomicFile(path, { ...options, size: bytes.length });
  file.write(bytes);
  file.commit();
}

/** Copies a file atomically (a screenshot into a run or viewer folder). */
export function copyFileAtomic(from: string, to: string, options: { fsync?: boolean } = {}): void {
  writeFileAtomic(to, readFileSync(from), { ...options, unique: true });
}

/**
 * Creates `path` only if it does not exist (`wx`) and writes `text` into it; false when it
 * exists. For lock files, which must be created in place: a failed write removes the file, so
 * no half-written lock is left to block the next run.
 */
export function createExclusive(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw writeFailure(error, path);
  }
  const bytes = Buffer.from(text, 'utf8');
  try {
    writeAll(fd, bytes, path);
  } catch (error) {
    closeSync(fd);
    rmSync(path, { force: true });
    throw writeFailure(error, path, { needed: bytes.length });
  }
  closeSync(fd);
  return true;
}

/**
 * For a file another library wrote (DuckDB's Parquet copy, at its temp name `path`): counts it
 * as one write of the simulated full disk, which cuts it in half and fails as a real full disk
 * would have, naming `file`. Does nothing outside tests.
 */
export function checkWritten(path: string, file: string = path): void {
  const size = statSync(path).size;
  const room = roomFor(file, size);
  if (room >= size) return;
  truncateSync(path, room);
  throw writeFailure(noSpaceError(), file);
}
