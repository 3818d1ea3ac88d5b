import { z } from 'zod';
import { OptionError, StageError } from '../errors.ts';
import type { Budget } from './budget.ts';

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
  /** A spending cap shared by the command's clients (never part of the settings or the key). */
  budget?: Budget;
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

/**
 * What a run's manifest keeps of its model: `llm`, the settings that shape replies (part of the
 * run's identity), and `llm_operational`, how patiently it waits (may change on resume). Written
 * by `runModelSettings` and read back by `runModelOptions` only, so the stages that rebuild the
 * run's client (run, explore) read it one way.
 */
export const RunModelSchema = ClientSettingsSchema.pick({ model: true, base_url: true, temperature: true, max_tokens: true });
export type RunModel = z.infer<typeof RunModelSchema>;

export const RunWaitingSchema = ClientSettingsSchema.pick({ timeout_ms: true, retries: true, concurrency: true });
export type RunWaiting = z.infer<typeof RunWaitingSchema>;

/** The manifest's two entries for a client's settings (never `replay`, never the key). */
export function runModelSettings(settings: ClientSettings): { llm: RunModel; llm_operational: RunWaiting } {
  return {
    llm: { model: settings.model, base_url: settings.base_url, temperature: settings.temperature, max_tokens: settings.max_tokens },
    llm_operational: { timeout_ms: settings.timeout_ms, retries: settings.retries, concurrency: settings.concurrency },
  };
}

const issues = (error: z.ZodError, prefix: string) => error.issues.map((i) => `${[prefix, ...i.path].join('.')}: ${i.message}`).join('; ');

/**
 * The client options of the model a run was generated with, from its manifest's settings
 * (undefined when no model made the run). A missing `llm_operational` takes the client's
 * defaults; `replay` and `cacheDir` are the caller's. `path` names the manifest in the error.
 */
export function runModelOptions(settings: Record<string, unknown>, extra: Pick<ClientOptions, 'replay' | 'cacheDir' | 'apiKey' | 'budget'> & { path?: string } = {}): ClientOptions | undefined {
  if (settings.llm === undefined) return undefined;
  const { path, ...caller } = extra;
  const where = path ? ` (${path})` : '';
  const model = RunModelSchema.safeParse(settings.llm);
  if (!model.success) throw new StageError(`the run's model settings${where} are malformed: ${issues(model.error, 'settings.llm')}`);
  const waiting = RunWaitingSchema.partial().safeParse(settings.llm_operational ?? {});
  if (!waiting.success) throw new StageError(`the run's model settings${where} are malformed: ${issues(waiting.error, 'settings.llm_operational')}`);
  const m = model.data;
  const w = waiting.data;
  const options: ClientOptions = {
    model: m.model,
    baseUrl: m.base_url,
    temperature: m.temperature,
    ...(m.max_tokens === null ? {} : { maxTokens: m.max_tokens }),
    ...(w.timeout_ms === undefined ? {} : { timeoutMs: w.timeout_ms }),
    ...(w.retries === undefined ? {} : { retries: w.retries }),
    ...(w.concurrency === undefined ? {} : { concurrency: w.concurrency }),
    ...caller,
  };
  try {
    clientSettings(options);
  } catch (error) {
    // Out of range in the manifest is the run folder's fault, not a flag the user gave.
    if (error instanceof OptionError) throw new StageError(`the run's model settings${where} are malformed: ${error.option}: ${error.message}`, { cause: error });
    throw error;
  }
  return options;
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

