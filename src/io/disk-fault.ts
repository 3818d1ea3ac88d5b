/**
 * Test hook: a simulated full disk, so every stage's handling of one can be tested without a
 * small file system. `LIVEUI_TEST_DISK_FULL=N` makes the Nth write of this thread hit a full disk,
 * and `N:part` counts only writes to paths that contain `part`. The write that hits the wall
 * lands half its bytes and then fails with ENOSPC, as a real one does (a short write, then the
 * error); every write after it fails too, on any path, since a full disk stays full until the
 * user frees space (here: until the next process, started without the variable).
 *
 * Every file liveui writes goes through `src/io/disk.ts`, which asks this module before each
 * write; DuckDB's own output (archive's Parquet copy) is counted once, after DuckDB wrote it.
 */
export const DISK_FULL_ENV = 'LIVEUI_TEST_DISK_FULL';

interface Fault {
  /** The matching write that fills the disk (1-based). */
  at: number;
  /** Only paths containing this count ('' counts every write). */
  part: string;
  seen: number;
  full: boolean;
}

function parse(spec: string | undefined): Fault | undefined {
  if (spec === undefined || spec === '') return undefined;
  const match = /^(\d+)(?::(.*))?$/s.exec(spec);
  if (!match || Number(match[1]) < 1) throw new Error(`${DISK_FULL_ENV} must be N or N:path-part with N >= 1, got ${JSON.stringify(spec)}`);
  return { at: Number(match[1]), part: match[2] ?? '', seen: 0, full: false };
}

let fault = parse(process.env[DISK_FULL_ENV]);

/** Sets (or with undefined, clears) the simulated full disk of this thread; same spec as the variable. */
export function simulateDiskFull(spec: string | undefined): void {
  fault = parse(spec);
}

/**
 * How many of the `size` bytes about to be written to `path` fit on the (simulated) disk: all of
 * them normally; half on the write that fills it; none after.
 */
export function roomFor(path: string, size: number): number {
  if (!fault) return size;
  if (fault.full) return 0;
  if (!path.includes(fault.part)) return size;
  fault.seen += 1;
  if (fault.seen < fault.at) return size;
  fault.full = true;
  return Math.floor(size / 2);
}

/** The error a write to a full disk fails with, shaped as Node's own (`write` carries no path). */
export function noSpaceError(syscall = 'write'): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), { code: 'ENOSPC', errno: -28, syscall });
}
