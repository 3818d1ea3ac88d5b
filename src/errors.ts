import { byteSize } from './format.ts';

/**
 * Typed errors with stable codes. Only `bin/` turns them into exit codes:
 * UsageError → 2, InputError/StageError → 1, anything else is a bug (70).
 */
export const ErrorCodes = {
  usage: 'E_USAGE',
  input: 'E_INPUT',
  stage: 'E_STAGE',
  internal: 'E_INTERNAL',
  diskFull: 'E_DISK_FULL',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export class LiveUIError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}

/** Bad flag or argument from the command line. */
export class UsageError extends LiveUIError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(ErrorCodes.usage, message, options);
  }
}

/**
 * A bad option value, in the library's own words. `option` is the name of the option it came in
 * (`shard`, `taskDir`, `timeoutMs` …); `bin/` names the flag that carried it. Exit 2 like any usage error.
 */
export class OptionError extends UsageError {
  readonly option: string;
  constructor(option: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.option = option;
  }
}

/** Bad input file or record: carries where it came from (`path:line`). */
export class InputError extends LiveUIError {
  readonly path: string | undefined;
  readonly line: number | undefined;
  constructor(message: string, where?: { path?: string; line?: number }, options?: { cause?: unknown }) {
    const prefix = where?.path ? `${where.path}${where.line !== undefined ? `:${where.line}` : ''}: ` : '';
    super(ErrorCodes.input, prefix + message, options);
    this.path = where?.path;
    this.line = where?.line;
  }
}

/** A stage could not do its job for a reason outside the input's shape (mismatch, missing artifact). */
export class StageError extends LiveUIError {
  constructor(message: string, options?: { cause?: unknown; code?: string }) {
    super(options?.code ?? ErrorCodes.stage, message, options);
  }
}

/**
 * The disk (or the user's quota) filled while a file was being written. The user's to fix, never
 * a bug: every writer leaves the old file or none, so the same command resumes once there is room.
 * `needed` is the size of the whole file when the writer knew it; otherwise `atLeast` is what it
 * had tried to write so far (a streamed artifact, whose size is not known in advance).
 */
export class DiskFullError extends StageError {
  readonly path: string | undefined;
  readonly needed: number | undefined;
  constructor(where: { path?: string; needed?: number; atLeast?: number; quota?: boolean }, options?: { cause?: unknown }) {
    const what = where.quota ? 'the disk quota is used up (EDQUOT)' : 'no space left on the device (ENOSPC)';
    const size = where.needed !== undefined ? ` — it needed ${byteSize(where.needed)}` : where.atLeast ? ` — it needed at least ${byteSize(where.atLeast)}` : '';
    super(`${where.path ? `${where.path}: ` : ''}${what}${size}; free space and run the same command again (finished work is kept)`, { ...options, code: ErrorCodes.diskFull });
    this.path = where.path;
    this.needed = where.needed;
  }
}

/** Something that should never happen: a bug in liveuibench. */
export class InternalError extends LiveUIError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(ErrorCodes.internal, `internal error (this is a bug): ${message}`, options);
  }
}

export function exitCodeFor(error: unknown): number {
  if (error instanceof UsageError) return 2;
  if (error instanceof InputError || error instanceof StageError) return 1;
  if (error instanceof LiveUIError) return 1;
  return 70;
}
