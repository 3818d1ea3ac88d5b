import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StageError, UsageError } from '../errors.ts';
import { completion, startChatServer, type ChatServer } from './__tests__/chat-server.ts';
import { cacheKey } from './cache.ts';
import { ChatClient, runModelOptions, runModelSettings, type ClientOptions } from './client.ts';
import { CacheMissError, LlmInfrastructureError } from './errors.ts';
import { backoffMs, retryAfterMs } from './http.ts';

let dir: string;
let server: ChatServer | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'liveui-llm-cache-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const ask = { messages: [{ role: 'user' as const, content: 'hello' }], trial: 0 };
const fast = (baseUrl: string, extra: Partial<ClientOptions> = {}): ClientOptions => ({
  model: 'test/model',
  baseUrl,
  apiKey: 'sk-test',
  cacheDir: dir,
  timeoutMs: 2_000,
  retries: 2,
  backoffBaseMs: 5,
  backoffMaxMs: 20,
  ...extra,
});
const entries = () => (existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.json')) : []);

describe('chat client', () => {
  it('sends the request, reads usage and cost, caches the reply and serves the next call from disk', async () => {
    server = await startChatServer(() => ({ json: completion('hi there', { usage: { prompt_tokens: 12, completion_tokens: 3, cost: 0.00042 } }) }));
    const client = new ChatClient(fast(server.baseUrl, { maxTokens: 500 }));
    const first = await client.complete(ask);
    expect(first).toMatchObject({ ok: true, reply: { content: 'hi there', tool_calls: [], finish_reason: 'stop', usage: { prompt_tokens: 12, completion_tokens: 3, cost_usd: 0.00042 }, cached: false } });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/v1/chat/completions');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(server.requests[0]?.body).toEqual({ model: 'test/model', messages: ask.messages, temperature: 0.1, max_tokens: 500 });
    const second = await client.complete(ask);
    expect(second).toMatchObject({ ok: true, reply: { content: 'hi there', cached: true } });
    expect(server.requests).toHaveLength(1);
    // Another trial is another sample.
    await client.complete({ ...ask, trial: 1 });
    expect(server.requests).toHaveLength(2);
    expect(entries()).toHaveLength(2);
  });

  it('reports an unknown cost as null, never 0', async () => {
    server = await startChatServer(() => ({ json: completion('x', { usage: { prompt_tokens: 5, completion_tokens: 1 } }) }));
    const outcome = await new ChatClient(fast(server.baseUrl)).complete(ask);
    expect(outcome.ok && outcome.reply.usage).toEqual({ prompt_tokens: 5, completion_tokens: 1, cost_usd: null });
  });

  it('waits for Retry-After on a 429, then succeeds', async () => {
    server = await startChatServer((_, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '1' }, json: { error: { message: 'slow down' } } } : { json: completion('ok') }));
    // Backoff alone would wait a minute: only the Retry-After of 1 s lets this finish in time.
    const client = new ChatClient(fast(server.baseUrl, { backoffBaseMs: 60_000, backoffMaxMs: 60_000 }));
    const start = Date.now();
    const outcome = await client.complete(ask);
    expect(outcome).toMatchObject({ ok: true, reply: { content: 'ok' } });
    expect(Date.now() - start).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the retries on 5xx, caches nothing, and does not retry auth failures', async () => {
    server = await startChatServer(() => ({ status: 503, json: { error: { message: 'overloaded' } } }));
    const outcome = await new ChatClient(fast(server.baseUrl)).complete(ask);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBeInstanceOf(LlmInfrastructureError);
    expect(outcome.error).toMatchObject({ infra: 'http', status: 503, message: 'model call failed (http): HTTP 503: overloaded' });
    expect(server.requests).toHaveLength(3);
    expect(entries()).toEqual([]);
    await server.close();

    server = await startChatServer(() => ({ status: 401, json: { error: { message: 'bad key' } } }));
    const denied = await new ChatClient(fast(server.baseUrl)).complete(ask);
    expect(denied).toMatchObject({ ok: false, error: { infra: 'auth', status: 401 } });
    expect(server.requests).toHaveLength(1);
  });

  it('times out a hanging server, and reports refused connections and oversized replies', async () => {
    server = await startChatServer(() => 'hang');
    // That the wait is bounded shows in the outcome itself (a hang never ends); no wall-clock limit, which a loaded machine would break.
    const hung = await new ChatClient(fast(server.baseUrl, { timeoutMs: 150, retries: 1 })).complete(ask);
    expect(hung).toMatchObject({ ok: false, error: { infra: 'timeout', message: 'model call failed (timeout): no complete reply within 150 ms' } });
    // The server may take an attempt in after the client has given up on it: wait for both, however long.
    while (server.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(server.requests).toHaveLength(2);
    const base = server.baseUrl;
    await server.close();
    server = undefined;
    const refused = await new ChatClient(fast(base, { retries: 0 })).complete(ask);
    expect(refused).toMatchObject({ ok: false, error: { infra: 'network' } });

    server = await startChatServer(() => ({ json: completion('x'.repeat(5_000)) }));
    const big = await new ChatClient(fast(server.baseUrl, { maxResponseBytes: 1_000 })).complete(ask);
    expect(big).toMatchObject({ ok: false, error: { infra: 'bad_response' } });
    expect(entries()).toEqual([]);
  });

  it('treats a 200 that is not a chat completion as infrastructure', async () => {
    server = await startChatServer((_, i) => (i < 2 ? { json: { error: { code: 502, message: 'upstream died' } } } : { text: 'not json at all' }));
    const outcome = await new ChatClient(fast(server.baseUrl, { retries: 3 })).complete(ask);
    expect(outcome).toMatchObject({ ok: false, error: { infra: 'bad_response' } });
    expect(server.requests).toHaveLength(4);
  });

  it('limits requests in flight per endpoint', async () => {
    server = await startChatServer(async () => {
      await new Promise((done) => setTimeout(done, 40));
      return { json: completion('ok') };
    });
    const client = new ChatClient(fast(server.baseUrl, { concurrency: 2 }));
    const results = await Promise.all(Array.from({ length: 6 }, (_, trial) => client.complete({ ...ask, trial })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.maxInFlight).toBe(2);
  });

  it('shares one live reply between identical requests made at the same time', async () => {
    let n = 0;
    server = await startChatServer(async () => {
      await new Promise((done) => setTimeout(done, 30));
      n += 1;
      return { json: completion(`sample ${n}`) };
    });
    const [a, b] = await Promise.all([new ChatClient(fast(server.baseUrl)).complete(ask), new ChatClient(fast(server.baseUrl)).complete(ask)]);
    expect(server.requests).toHaveLength(1);
    expect([a, b].map((o) => o.ok && [o.reply.content, o.reply.cached])).toEqual([
      ['sample 1', false],
      ['sample 1', true],
    ]);
  });

  it('replays from the cache with the server gone, and a miss names its key', async () => {
    server = await startChatServer(() => ({ json: completion('recorded', { usage: { prompt_tokens: 7, completion_tokens: 2, cost: 0.001 } }) }));
    const live = await new ChatClient(fast(server.baseUrl)).complete(ask);
    const base = server.baseUrl;
    await server.close();
    server = undefined;
    const replay = new ChatClient(fast(base, { replay: true }));
    const again = await replay.complete(ask);
    expect(again.ok && again.reply).toEqual(live.ok && { ...live.reply, cached: true });
    const other = { ...ask, messages: [{ role: 'user' as const, content: 'something else' }] };
    const key = cacheKey(replay.keyMaterial(other));
    await expect(replay.complete(other)).rejects.toThrow(CacheMissError);
    await expect(replay.complete(other)).rejects.toThrow(`replay: no cached model reply for key ${key}`);
  });

  it('validates its settings', () => {
    expect(() => new ChatClient({ model: '' })).toThrow(UsageError);
    expect(() => new ChatClient({ model: 'm', temperature: 3 })).toThrow(expect.objectContaining({ option: 'temperature' }));
    expect(() => new ChatClient({ model: 'm', timeoutMs: 0 })).toThrow(expect.objectContaining({ option: 'timeoutMs' }));
    expect(new ChatClient({ model: 'm', baseUrl: 'http://localhost:11434/v1/', cacheDir: dir }).settings).toEqual({
      model: 'm',
      base_url: 'http://localhost:11434/v1',
      temperature: 0.1,
      max_tokens: null,
      timeout_ms: 120_000,
      retries: 4,
      concurrency: 4,
      replay: false,
    });
  });

  it('is rebuilt from what a run recorded, as the run and explore stages read it', () => {
    const used = new ChatClient({ model: 'm', baseUrl: 'http://h/v1', maxTokens: 900, temperature: 0, retries: 1, timeoutMs: 7_000, cacheDir: dir }).settings;
    const recorded = JSON.parse(JSON.stringify(runModelSettings(used))) as Record<string, unknown>;
    expect(recorded).toEqual({
      llm: { model: 'm', base_url: 'http://h/v1', temperature: 0, max_tokens: 900 },
      llm_operational: { timeout_ms: 7_000, retries: 1, concurrency: 4 },
    });
    expect(new ChatClient({ ...runModelOptions(recorded, { replay: true })!, cacheDir: dir }).settings).toEqual({ ...used, replay: true });
    // A run made without a model has none; one without waiting settings waits by the defaults.
    expect(runModelOptions({ runtime: {} })).toBeUndefined();
    expect(new ChatClient({ ...runModelOptions({ llm: recorded.llm })!, cacheDir: dir }).settings).toMatchObject({ timeout_ms: 120_000, retries: 4, concurrency: 4, replay: false });
    // A damaged manifest is named, with every field it lacks.
    expect(() => runModelOptions({ llm: { model: 'm' } }, { path: '/r/manifest.json' })).toThrow(
      "the run's model settings (/r/manifest.json) are malformed: settings.llm.base_url: Invalid input: expected string, received undefined; settings.llm.temperature: Invalid input: expected number, received undefined; settings.llm.max_tokens: Invalid input: expected number, received undefined",
    );
    expect(() => runModelOptions({ ...recorded, llm_operational: { retries: 'two' } })).toThrow(/settings\.llm_operational\.retries: Invalid input/);
    expect(() => runModelOptions({ ...recorded, llm_operational: { timeout_ms: -1 } })).toThrow(StageError);
  });
});

describe('retry timing', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(backoffMs(0, 1_000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(0, 1_000, 60_000, () => 1)).toBe(1_000);
    expect(backoffMs(3, 1_000, 60_000, () => 1)).toBe(8_000);
    expect(backoffMs(10, 1_000, 60_000, () => 0.5)).toBe(45_000);
  });
});
