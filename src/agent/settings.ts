import { z } from 'zod';
import { OptionError, StageError } from '../errors.ts';

export const DEFAULT_BASE_URL = 'https://openrouter.ai/api/v1';

export interface ClientOptions {
  model: string;
  /** OpenAI-compatible endpoint root (…/v1); `/chat/completions` is appended. */
  baseUrl?: string;
  /** Default: LIVEUI_API_KEY, else OPENAI_API_KEY, else none (local servers). */
  apiKey?: string;
  temperature?: number;
  /** Not sent when absent (the server's default applies). */
  maxTokens?: number;
  timeoutMs?: number;
  retries?: number;
  /** Requests in flight per base URL, shared by every client of that URL in this process. */
  concurrency?: number;
  cacheDir?: string;
  replay?: boolean;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Longest `Retry-After` wait honoured. */
  retryAfterMaxMs?: number;
  maxResponseBytes?: number;
  fetch?: typeof fetch;
}

/** The settings that shape replies (and go into a run's manifest); never the key. */
export const ClientSettingsSchema = z.object({
  model: z.string().min(1),
  base_url: z.string(),
  temperature: z.number(),
  max_tokens: z.number().int().nullable(),
  timeout_ms: z.number(),
  retries: z.number().int(),
  concurrency: z.number().int(),
  replay: z.boolean(),
});
export type ClientSettings = z.infer<typeof ClientSettingsSchema>;

/** Client options back from settings recorded in a manifest (`replay` and `cacheDir` are the caller's). */
export function optionsFromSettings(settings: unknown, extra: Pick<ClientOptions, 'replay' | 'cacheDir' | 'apiKey'> = {}): ClientOptions {
  const parsed = ClientSettingsSchema.safeParse(settings);
  if (!parsed.success) throw new StageError(`the run's model settings are malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const s = parsed.data;
  return {
    model: s.model,
    baseUrl: s.base_url,
    temperature: s.temperature,
    ...(s.max_tokens === null ? {} : { maxTokens: s.max_tokens }),
    timeoutMs: s.timeout_ms,
    retries: s.retries,
    concurrency: s.concurrency,
    ...extra,
  };
}

export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export function clientSettings(options: ClientOptions): ClientSettings {
  if (!options.model) throw new OptionError('model', 'a model id is required for the llm generator');
  const positive = (option: string, value: number | undefined, fallback: number, min = 1) => {
    const v = value ?? fallback;
    if (!Number.isFinite(v) || v < min) throw new OptionError(option, `must be a number >= ${min} (got ${v})`);
    return v;
  };
  const temperature = options.temperature ?? 0.1;
  if (!Number.isFinite(temperature) || temperature < 0 || temperature > 2) throw new OptionError('temperature', `must be between 0 and 2 (got ${temperature})`);
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
  // A malformed endpoint is the user's typo, not an outage: refuse it before any call.
  let parsedUrl: URL | undefined;
  try {
    parsedUrl = new URL(baseUrl);
  } catch {
    parsedUrl = undefined;
  }
  if (!parsedUrl || (parsedUrl.protocol !== 'http:' && parsedUrl.protocol !== 'https:')) throw new OptionError('baseUrl', `"${options.baseUrl}" is not an http(s) URL (e.g. https://openrouter.ai/api/v1)`);
  return {
    model: options.model,
    base_url: baseUrl,
    temperature,
    max_tokens: options.maxTokens === undefined ? null : positive('maxTokens', options.maxTokens, 0),
    timeout_ms: positive('timeoutMs', options.timeoutMs, 120_000),
    retries: positive('retries', options.retries, 4, 0),
    concurrency: positive('concurrency', options.concurrency, 4),
    replay: options.replay ?? false,
  };
}

