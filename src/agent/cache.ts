import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../io/disk.ts';
import { canonicalJson, sha256 } from '../io/hash.ts';
import { CacheEntryError, CacheMissError, CacheWriteError } from './errors.ts';

/** Part of every key: bump when the key material changes, and old entries then simply miss. */
export const CACHE_FORMAT = 1;

/**
 * The layout of an entry file. Format 2 added `sha256`; a format-1 entry (no hash) sits at the
 * same path, since keys did not change, and is refused as unverifiable.
 */
export const ENTRY_FORMAT = 2;

/**
 * Everything that decides a model's reply. The base URL is part of it: the same model id served
 * by OpenRouter, vLLM or Ollama is a different serving stack (quantisation, templates), so their
 * replies must not stand in for each other. It is normalised (no trailing slash); the API key is
 * never part of the key. The task id is not either: generators see only intention + context.
 */
export interface CacheKeyMaterial {
  model: string;
  base_url: string;
  messages: unknown[];
  tools: unknown[] | null;
  params: Record<string, unknown>;
  trial: number;
}

export const CacheEntrySchema = z.object({
  format: z.literal(ENTRY_FORMAT),
  /** The request key: `cacheKey(request)`, and the file's name. */
  key: z.string(),
  /** `entrySha256(key, response)`: the reply as stored, bound to the request it answers. */
  sha256: z.string(),
  request: z.unknown(),
  /** The endpoint's raw JSON reply, as received. */
  response: z.unknown(),
});
export type CacheEntry = z.infer<typeof CacheEntrySchema>;

/** An entry from before entries carried a hash: recognised only to say why it is refused. */
const UnhashedEntrySchema = z.object({ format: z.literal(1), key: z.string() });

export function defaultCacheDir(): string {
  return resolve(process.env.LIVEUI_CACHE_DIR ?? join('.cache', 'llm'));
}

/** sha256 of the canonical JSON (sorted keys) of the key material and the format version. */
export function cacheKey(material: CacheKeyMaterial): string {
  return sha256(canonicalJson({ format: CACHE_FORMAT, ...material }));
}

/**
 * sha256 of the canonical JSON of {key, response}. An entry whose reply was edited (into another
 * well-formed reply, say) or moved under another request no longer matches it. It detects damage
 * and hand edits, not a forger who recomputes it: the cache is the user's own folder.
 */
export function entrySha256(key: string, response: unknown): string {
  return sha256(canonicalJson({ key, response }));
}

/**
 * Permanent content-addressed store of model replies: `<dir>/<k[0..2]>/<k>.json`. Only
 * successful replies are written (errors are never cached); writes are temp file + rename, so
 * a crash leaves either the old state or the whole entry.
 */
export class LlmCache {
  readonly dir: string;
  constructor(dir?: string) {
    this.dir = resolve(dir ?? defaultCacheDir());
  }

  pathOf(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The entry, undefined when absent, or a CacheEntryError when the file is there but unusable. */
  get(key: string): CacheEntry | undefined {
    const path = this.pathOf(key);
    if (!existsSync(path)) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new CacheEntryError(path, `not readable JSON (${(error as Error).message})`);
    }
    if (UnhashedEntrySchema.safeParse(value).success) {
      throw new CacheEntryError(path, 'it was written before entries carried a hash (format 1), so its reply cannot be verified');
    }
    const parsed = CacheEntrySchema.safeParse(value);
    if (!parsed.success) throw new CacheEntryError(path, `not a cache entry (${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''})`);
    const entry = parsed.data;
    if (entry.key !== key) throw new CacheEntryError(path, 'filed under the wrong key');
    if (cacheKey(entry.request as CacheKeyMaterial) !== key) throw new CacheEntryError(path, 'its recorded request does not hash to its key');
    if (entrySha256(key, entry.response) !== entry.sha256) throw new CacheEntryError(path, 'its reply does not match its hash (edited or damaged since it was stored)');
    return entry;
  }

  /** The entry, or a CacheMissError naming the key (for replay). */
  require(key: string): CacheEntry {
    const entry = this.get(key);
    if (!entry) throw new CacheMissError(key, this.pathOf(key));
    return entry;
  }

  /** Stores a reply; a cache that cannot be written is a CacheWriteError (never a model failure). */
  put(key: string, request: CacheKeyMaterial, response: unknown): void {
    const path = this.pathOf(key);
    const entry: CacheEntry = { format: ENTRY_FORMAT, key, sha256: entrySha256(key, response), request, response };
    try {
      // A temp name of its own: two requests of one process may store the same reply at once.
      writeFileAtomic(path, `${JSON.stringify(entry)}\n`, { unique: true });
    } catch (error) {
      throw new CacheWriteError(path, (error as NodeJS.ErrnoException).code ?? (error as Error).message, { cause: error });
    }
  }
}
