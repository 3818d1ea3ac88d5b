import { Worker } from 'node:worker_threads';
import { DiskFullError, InputError, InternalError, LiveUIError, OptionError, StageError, UsageError } from '../errors.ts';
import { isProgressMessage, progressReceiver, type ProgressMessage } from './progress.ts';

/**
 * Runs one exported stage function in a worker thread with a capped V8 heap (see
 * docs/decisions.md, "check runs in a worker with a capped heap"). The cap matters less for what
 * it forbids than for how V8 sizes its heap under it: below 2 GiB V8 grows the heap by a smaller
 * factor after each collection, so the same work peaks far lower at the same speed.
 */

/** Default old-generation cap of a stage worker, MiB (why this size: docs/decisions.md). */
export const DEFAULT_HEAP_MB = 1024;
/** Smallest cap accepted: below it the stage's own modules and one evaluation do not fit. */
export const MIN_HEAP_MB = 64;
/** Largest cap accepted (V8's own ceiling on 64-bit is higher, but nothing here needs more). */
export const MAX_HEAP_MB = 65_536;
/** Environment variable that sets the cap when no flag does. */
export const HEAP_ENV = 'LIVEUI_HEAP_MB';

/** What crosses from the worker when the stage fails: enough to rebuild the same error here. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  path?: string;
  line?: number;
  syscall?: string;
  errno?: number;
  /** An OptionError's option. */
  option?: string;
}

/** The worker's one message: the stage's result, or its error. */
export type WorkerReply = { ok: true; value: unknown } | { ok: false; error: SerializedError };

/** The job the worker runs: `module`'s export `name`, called with `args` (structured-cloned). */
export interface WorkerJob {
  module: string;
  name: string;
  args: unknown[];
}

const revivable: Record<string, { prototype: object }> = { LiveUIError, UsageError, OptionError, InputError, StageError, InternalError, DiskFullError };

/**
 * The worker's error as the same class with the same message, code and `path:line`, so `bin/`
 * prints it and picks the exit code exactly as if the stage had run in this thread. Anything
 * else stays a plain Error carrying its errno fields (the CLI turns those into input errors).
 */
export function reviveError(error: SerializedError): Error {
  const revived = new Error(error.message) as Error & Partial<SerializedError>;
  const known = revivable[error.name];
  if (known) Object.setPrototypeOf(revived, known.prototype);
  revived.name = error.name;
  for (const key of ['code', 'path', 'line', 'syscall', 'errno', 'option'] as const) {
    if (error[key] !== undefined) Object.defineProperty(revived, key, { value: error[key], enumerable: true, writable: false });
  }
  if (error.stack !== undefined) revived.stack = error.stack;
  return revived;
}

/**
 * The cap from the given value or else the environment, checked: a bad value is an error of the
 * `heapMb` option, a bad environment value a usage error naming the variable.
 */
export function heapCap(given: unknown, env: string | undefined = process.env[HEAP_ENV]): number {
  const [value, source] = given !== undefined ? [given, 'heapMb'] : env !== undefined && env !== '' ? [env, HEAP_ENV] : [DEFAULT_HEAP_MB, ''];
  const mb = typeof value === 'number' ? value : /^\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : Number.NaN;
  if (!Number.isInteger(mb) || mb < MIN_HEAP_MB || mb > MAX_HEAP_MB) {
    const message = `expected whole MiB between ${MIN_HEAP_MB} and ${MAX_HEAP_MB}, got ${JSON.stringify(value)}`;
    throw source === 'heapMb' ? new OptionError('heapMb', message) : new UsageError(`${source}: ${message}`);
  }
  return mb;
}

export interface HeapWorkerOptions {
  /** Old-generation cap, MiB. */
  heapMb: number;
  /** What the stage was doing, for the out-of-memory message ("check"). */
  stage: string;
  /** Called after the worker died without finishing (out of memory): remove what it left half-done. */
  cleanup?: () => void;
}

/** Runs `job` in a worker under the heap cap; resolves with its result or rejects with its (revived) error. */
export function runInHeapWorker<T>(job: WorkerJob, options: HeapWorkerOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let reply: WorkerReply | undefined;
    let crash: Error | undefined;
    const worker = new Worker(new URL('./heap-worker-boot.js', import.meta.url), {
      workerData: job,
      // The young generation keeps V8's size for this cap: capping it at 12 MiB saved ~20 MB more
      // but cost ~7% CPU (measured, docs/decisions.md).
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    const progress = progressReceiver();
    worker.on('message', (message: WorkerReply | ProgressMessage) => {
      if (isProgressMessage(message)) progress.receive(message);
      else reply = message;
    });
    worker.on('error', (error) => {
      crash = error;
    });
    worker.on('exit', () => {
      progress.stop();
      if (reply?.ok) return resolve(reply.value as T);
      if (reply) return reject(reviveError(reply.error));
      options.cleanup?.();
      const code = (crash as NodeJS.ErrnoException | undefined)?.code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return reject(new StageError(`${options.stage} ran out of memory under its heap cap of ${options.heapMb} MiB (one task evaluation held more than that); raise the cap with --heap-mb or ${HEAP_ENV}`, { code: 'E_HEAP', cause: crash }));
      }
      // Thrown outside the stage's own promise (a bug): the same error the thread would have died of.
      reject(crash ?? new Error(`the ${options.stage} worker stopped without a result`));
    });
  });
}
