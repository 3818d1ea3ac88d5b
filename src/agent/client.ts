import pLimit, { type LimitFunction } from 'p-limit';
import { z } from 'zod';
import { LlmCache, cacheKey, type CacheKeyMaterial } from './cache.ts';
import { CacheEntryError, LlmInfrastructureError, type InfraCause } from './errors.ts';
import { log } from '../log.ts';
import { backoffMs, postOnce, retryAfterMs, sleep, type Attempt } from './http.ts';
import { sha256 } from '../io/hash.ts';
import { clientSettings, type ClientOptions, type ClientSettings } from './settings.ts';
import type { CallUsage } from './usage.ts';

export { ClientSettingsSchema, DEFAULT_BASE_URL, clientSettings, normalizeBaseUrl, runModelOptions, runModelSettings, RunModelSchema, RunWaitingSchema, type ClientOptions, type ClientSettings, type RunModel, type RunWaiting } from './settings.ts';

/**
 * One part of a multimodal message (OpenAI-compatible): text, or an image as a URL — here always a
 * base64 `data:` URL of an archived screenshot.
 */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | ContentPart[] | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ChatTool[];
  /** Part of the cache key: each trial gets its own sample. */
  trial: number;
}

export interface ChatReply {
  content: string;
  tool_calls: ToolCall[];
  finish_reason: string | null;
  usage: CallUsage;
  cached: boolean;
  key: string;
}

/** A reply, or an infrastructure failure. Whether the reply is usable is the caller's judgement. */
export type ChatOutcome = { ok: true; reply: ChatReply } | { ok: false; error: LlmInfrastructureError };

const ToolCallSchema = z.object({
  id: z.string().nullish(),
  function: z.object({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish() }),
});
const ChatResponseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), tool_calls: z.array(ToolCallSchema).nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish(), cost: z.number().nullish() }).nullish(),
});

const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

/**
 * A message as the cache key reads it: an image given as a base64 data URL becomes its media type
 * and the sha256 of its bytes (the name its screenshot is archived under), so a key stays small,
 * a cache entry never holds the picture, and another picture is another key.
 */
function keyedMessage(message: ChatMessage): unknown {
  if (!Array.isArray(message.content)) return message;
  const content = message.content.map((part) => {
    if (part.type !== 'image_url') return part;
    const data = DATA_URL.exec(part.image_url.url);
    return data ? { type: 'image_url', image_url: { media_type: data[1], sha256: sha256(Buffer.from(data[2] ?? '', 'base64')) } } : part;
  });
  return { ...message, content };
}

const limiters = new Map<string, LimitFunction>();

/**
 * Live calls in flight by cache file: a second identical request made before the first is
 * cached shares its reply, so one key never yields two different replies (replay stays exact).
 */
const inflight = new Map<string, Promise<ChatOutcome>>();
function limiterFor(baseUrl: string, concurrency: number): LimitFunction {
  let limit = limiters.get(baseUrl);
  if (!limit) {
    limit = pLimit(concurrency);
    limiters.set(baseUrl, limit);
  } else if (limit.concurrency !== concurrency) {
    limit.concurrency = concurrency; // the latest client's setting wins for the shared endpoint
  }
  return limit;
}

function toReply(raw: unknown, key: string, cached: boolean): ChatReply | string {
  const parsed = ChatResponseSchema.safeParse(raw);
  if (!parsed.success) return `the reply is not a chat completion (${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''})`;
  const choice = parsed.data.choices[0]!;
  const usage = parsed.data.usage;
  return {
    content: choice.message.content ?? '',
    tool_calls: (choice.message.tool_calls ?? []).map((call, index) => ({
      id: call.id ?? `call_${index}`,
      type: 'function',
      function: { name: call.function.name, arguments: typeof call.function.arguments === 'string' ? call.function.arguments : JSON.stringify(call.function.arguments ?? {}) },
    })),
    finish_reason: choice.finish_reason ?? null,
    usage: { prompt_tokens: Math.round(usage?.prompt_tokens ?? 0), completion_tokens: Math.round(usage?.completion_tokens ?? 0), cost_usd: usage?.cost ?? null },
    cached,
    key,
  };
}

const snippet = (text: string) => {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300);
};

type Verdict = { done: ChatOutcome } | { retry: LlmInfrastructureError; waitMs: number | null };

/**
 * The OpenAI-compatible chat-completions client: cache first, then the network with a deadline
 * per attempt, retries with backoff (honouring Retry-After) on 429/5xx/timeouts/network errors,
 * and a per-endpoint concurrency limit. Successful replies are cached; failures never are.
 */
export class ChatClient {
  readonly settings: ClientSettings;
  readonly cache: LlmCache;
  private readonly apiKey: string | undefined;
  private readonly options: ClientOptions;
  private readonly limit: LimitFunction;

  constructor(options: ClientOptions) {
    this.settings = clientSettings(options);
    this.options = options;
    this.cache = new LlmCache(options.cacheDir);
    this.apiKey = options.apiKey ?? process.env.LIVEUI_API_KEY ?? process.env.OPENAI_API_KEY ?? undefined;
    this.limit = limiterFor(this.settings.base_url, this.settings.concurrency);
  }

  keyMaterial(request: ChatRequest): CacheKeyMaterial {
    return {
      model: this.settings.model,
      base_url: this.settings.base_url,
      messages: request.messages.map(keyedMessage),
      tools: request.tools && request.tools.length > 0 ? request.tools : null,
      params: { temperature: this.settings.temperature, max_tokens: this.settings.max_tokens },
      trial: request.trial,
    };
  }

  /** One model reply. A replay miss throws CacheMissError; a cache that cannot be written throws CacheWriteError. */
  async complete(request: ChatRequest): Promise<ChatOutcome> {
    const material = this.keyMaterial(request);
    const key = cacheKey(material);
    let hit: ReturnType<LlmCache['get']>;
    try {
      hit = this.settings.replay ? this.cache.require(key) : this.cache.get(key);
    } catch (error) {
      if (!(error instanceof CacheEntryError)) throw error;
      const refused = this.unusableEntry(error.message);
      if (refused) return refused;
      hit = undefined;
    }
    if (hit) {
      const reply = toReply(hit.response, key, true);
      if (typeof reply !== 'string') return { ok: true, reply };
      const refused = this.unusableEntry(`model cache entry ${this.cache.pathOf(key)} is unusable: ${reply}`);
      if (refused) return refused;
    }
    const path = this.cache.pathOf(key);
    const pending = inflight.get(path);
    if (pending) {
      const shared = await pending;
      return shared.ok ? { ok: true, reply: { ...shared.reply, cached: true } } : shared;
    }
    const call = this.fetchReply(key, material, request.messages);
    inflight.set(path, call);
    try {
      return await call;
    } finally {
      inflight.delete(path);
    }
  }

  /**
   * An entry that does not parse or verify is the machine's fault, never the model's: live, the
   * endpoint is asked again (and the entry rewritten); a replay cannot ask, so the call is an
   * infrastructure failure. Either way the file is named on stderr.
   */
  private unusableEntry(message: string): ChatOutcome | undefined {
    if (!this.settings.replay) {
      log.warn(`${message}; asking the endpoint again`);
      return undefined;
    }
    log.warn(`${message}; a replay cannot ask the endpoint: run once without replay to record this reply again`);
    return { ok: false, error: new LlmInfrastructureError('cache', message) };
  }

  private async fetchReply(key: string, material: CacheKeyMaterial, messages: readonly ChatMessage[]): Promise<ChatOutcome> {
    // The wire carries the images themselves; the key and the cache entry only their hashes.
    const body: Record<string, unknown> = { model: this.settings.model, messages, temperature: this.settings.temperature };
    if (this.settings.max_tokens !== null) body.max_tokens = this.settings.max_tokens;
    if (material.tools) body.tools = material.tools;
    const text = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    const url = `${this.settings.base_url}/chat/completions`;
    const attemptOptions = { timeoutMs: this.settings.timeout_ms, maxBytes: this.options.maxResponseBytes ?? 1_000_000, fetch: this.options.fetch ?? fetch };
    const budget = this.options.budget;
    for (let attempt = 0; ; attempt += 1) {
      // A budget stops new requests only: retries of a request already sent go on.
      const result = await this.limit(() => (attempt === 0 && budget && !budget.allows() ? null : postOnce(url, text, headers, attemptOptions)));
      if (result === null) return { ok: false, error: new LlmInfrastructureError('budget', `budget reached: ${budget?.record().reason ?? ''}`) };
      const verdict = this.judge(result, key, material);
      if ('done' in verdict) return verdict.done;
      if (attempt >= this.settings.retries) return { ok: false, error: verdict.retry };
      const backoff = backoffMs(attempt, this.options.backoffBaseMs ?? 1_000, this.options.backoffMaxMs ?? 60_000);
      // A server's Retry-After is honoured only up to the request timeout: --timeout bounds every wait.
      await sleep(Math.min(verdict.waitMs === null ? backoff : Math.min(verdict.waitMs, this.options.retryAfterMaxMs ?? 300_000), this.settings.timeout_ms));
    }
  }

  private judge(result: Attempt, key: string, material: CacheKeyMaterial): Verdict {
    const fail = (cause: InfraCause, message: string, status?: number) => new LlmInfrastructureError(cause, message, { status: status ?? null });
    if (result.kind === 'timeout') return { retry: fail('timeout', `no complete reply within ${this.settings.timeout_ms} ms`), waitMs: null };
    if (result.kind === 'network') return { retry: fail('network', result.message), waitMs: null };
    if (result.kind === 'too_large') return { done: { ok: false, error: fail('bad_response', `the reply exceeds the size bound (${result.bytes} bytes)`) } };
    const { status } = result;
    if (status === 401 || status === 403) return { done: { ok: false, error: fail('auth', `HTTP ${status}: ${snippet(result.text)}`, status) } };
    if (status === 408 || status === 429 || status >= 500) return { retry: fail('http', `HTTP ${status}: ${snippet(result.text)}`, status), waitMs: retryAfterMs(result.retryAfter) };
    if (status < 200 || status >= 300) return { done: { ok: false, error: fail('http', `HTTP ${status}: ${snippet(result.text)}`, status) } };
    let raw: unknown;
    try {
      raw = JSON.parse(result.text);
    } catch {
      return { retry: fail('bad_response', `the reply is not JSON: ${result.text.slice(0, 200)}`, status), waitMs: null };
    }
    // Some gateways report an upstream failure inside a 200 body.
    const inner = (raw as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (inner && !(raw as { choices?: unknown }).choices) {
      const code = typeof inner.code === 'number' ? inner.code : 502;
      const message = `upstream error ${code}: ${String(inner.message ?? '').slice(0, 300)}`;
      return code === 429 || code >= 500 ? { retry: fail('http', message, code), waitMs: null } : { done: { ok: false, error: fail('http', message, code) } };
    }
    const reply = toReply(raw, key, false);
    if (typeof reply === 'string') return { retry: fail('bad_response', reply, status), waitMs: null };
    this.cache.put(key, material, raw);
    this.options.budget?.charge(this.settings.model, reply.usage);
    return { done: { ok: true, reply } };
  }
}
