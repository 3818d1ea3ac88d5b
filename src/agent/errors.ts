import { DiskFullError, StageError } from '../errors.ts';

/** Why a model call failed for reasons outside the model: retried on resume, never cached. */
export const InfraCauses = ['timeout', 'network', 'http', 'auth', 'bad_response', 'cache', 'budget'] as const;
export type InfraCause = (typeof InfraCauses)[number];

/**
 * A model call failed for a reason outside the model (timeout, network, 5xx/429 after retries,
 * auth, an unreadable body). Generators turn it into a `kind: 'infrastructure'` outcome; the app
 * agent throws it so the run stage can tell it from a model's failure.
 */
export class LlmInfrastructureError extends StageError {
  readonly infra: InfraCause;
  readonly status: number | null;
  constructor(cause: InfraCause, message: string, options?: { status?: number | null; cause?: unknown }) {
    super(`model call failed (${cause}): ${message}`, { code: 'E_LLM_INFRA', cause: options?.cause });
    this.infra = cause;
    this.status = options?.status ?? null;
  }
}

/** `replay: true` and the cache has no entry for this exact request. */
export class CacheMissError extends StageError {
  readonly key: string;
  constructor(key: string, path: string) {
    super(`replay: no cached model reply for key ${key} (looked for ${path}); the request differs from every recorded one — re-run without --replay to record it`, { code: 'E_CACHE_MISS' });
    this.key = key;
  }
}

/** A cache entry exists but does not parse or verify: a miss live, an infrastructure failure in replay. */
export class CacheEntryError extends StageError {
  readonly path: string;
  constructor(path: string, reason: string) {
    super(`model cache entry ${path} is unusable: ${reason}`, { code: 'E_CACHE_ENTRY' });
    this.path = path;
  }
}

/**
 * The cache folder cannot be written: local I/O, never a model's failure; stops the stage. A full
 * disk says so in its own words (which file, free space, run the same command again).
 */
export class CacheWriteError extends StageError {
  constructor(path: string, reason: string, options?: { cause?: unknown }) {
    const message =
      options?.cause instanceof DiskFullError
        ? `cannot store a model reply in the cache: ${options.cause.message}`
        : `cannot write the model cache at ${path} (${reason}); fix its permissions or pass --cache-dir / LIVEUI_CACHE_DIR`;
    super(message, { code: 'E_CACHE_WRITE', cause: options?.cause });
  }
}
