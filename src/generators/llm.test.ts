import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completion, startChatServer, type ChatServer, type Scripted } from '../agent/__tests__/chat-server.ts';
import { CacheMissError } from '../agent/errors.ts';
import { UsageError } from '../errors.ts';
import { admit, formatProblems } from '../runtime/admission.ts';
import { createLlmGenerator, isLlmGenerator, outcomeOfReply, type LlmGeneratorOptions } from './llm.ts';
import { guessDeveloper } from './llm-developer.ts';
import { oracle } from './oracle.ts';
import { generatorChoices, resolveGenerator } from './index.ts';

const v1 = readFileSync('examples/commute-playlist.json', 'utf8');
const v2 = readFileSync('examples/commute-playlist.v2.json', 'utf8');
const request = { task: 'single.spotify.commute', slot: 'A', intention: 'A weekly commute-playlist builder.', services: ['spotify'], trial: 0 };
const userText = (body: Record<string, unknown>) => String((body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')?.content);

let dir: string;
let server: ChatServer | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'liveui-llm-gen-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const options = (baseUrl: string, extra: Partial<LlmGeneratorOptions> = {}): LlmGeneratorOptions => ({
  model: 'openai/gpt-test',
  baseUrl,
  cacheDir: dir,
  // Generous: a stub that answers must never lose a race against a loaded machine; only the hang test waits for a timeout.
  timeoutMs: 120_000,
  retries: 0,
  backoffBaseMs: 5,
  ...extra,
});

/** Answers by what the prompt asks for, as a model would. */
function scripted(body: Record<string, unknown>): Scripted {
  const text = userText(body);
  const usage = { prompt_tokens: 1_000, completion_tokens: 400, cost: 0.0025 };
  if (text.includes('# The user\'s changed requirement')) return { json: completion(`Here is the revision:\n\`\`\`json\n${v2}\n\`\`\``, { usage }) };
  if (text.includes('commute')) return { json: completion(`\`\`\`json\n${v1}\n\`\`\``, { usage }) };
  if (text.includes('broken')) return { json: completion('{"app": {"id": "x", "title": "X",}', { usage }) };
  if (text.includes('chat')) return { json: completion('Happy to help! Try making a playlist by hand.', { usage }) };
  if (text.includes('forbidden')) {
    const pkg = JSON.parse(v1) as { actions: { services: string[] }[] };
    pkg.actions[0]!.services = ['gmail'];
    return { json: completion(JSON.stringify(pkg), { usage }) };
  }
  return 'hang';
}

describe('the llm generator', () => {
  it('asks with intention, context, docs, schema and operator rules, and returns the package for admission', async () => {
    server = await startChatServer(scripted);
    const generator = createLlmGenerator(options(server.baseUrl));
    expect([generator.name, generator.label, generator.developer, generator.readsReference]).toEqual(['llm', 'openai/gpt-test', 'OpenAI', false]);
    const outcome = await generator.generate(request);
    expect(outcome).toEqual({ ok: true, package: JSON.parse(v1) });
    const admitted = admit(outcome.ok ? outcome.package : null);
    expect(admitted.ok).toBe(true);

    const body = server.requests[0]!.body;
    expect(body).toMatchObject({ model: 'openai/gpt-test', temperature: 0.1 });
    expect(body).not.toHaveProperty('tools');
    const text = userText(body);
    expect(text).toContain('A weekly commute-playlist builder.');
    expect(text).toContain('Services this app may use: spotify; a package that lists or calls any other service is rejected.');
    expect(text).toContain('spotify.create_playlist (POST)');
    expect(text).toContain('supervisor.show_payment_cards (GET)'); // the account store is readable
    expect(text).not.toContain('gmail.');
    expect(text).not.toContain('spotify.login');
    expect(text).toContain('"$schema"');
    expect(text).toContain('input named "request"');
    // How the operator routes: what it can fill, never the opposite, what the words ask, then values; request as the fallback.
    expect(text).toContain('It prefers, in order: an action whose required inputs it can all fill');
    expect(text).toContain('When the operator cannot fill any other action, it uses an action whose only required input is "request"');
    // How the operator reads a multi-step app (issue #29 items 2 and 7).
    expect(text).toContain('A request may take several steps, at most 4 submits');
    expect(text).toContain('It ticks a required checkbox or yes/no select whose label confirms');
    expect(text).not.toContain(request.task); // generators see no task ids

    const revised = await generator.revise({ ...request, package: JSON.parse(v1), requirement: 'Let me choose public or private.', episode: 'revise' });
    expect(revised).toEqual({ ok: true, package: JSON.parse(v2) });
    const revText = userText(server.requests[1]!.body);
    expect(revText).toContain('Let me choose public or private.');
    expect(revText).toContain('the same app.id ("commute-playlist"), version 2');
    expect(revText).toContain(JSON.stringify(JSON.parse(v1)));

    const expected = { prompt_tokens: 2_000, completion_tokens: 800, cost_usd: 0.005, model_calls: 2, cache_hits: 0 };
    expect(generator.usage({ task: request.task, trial: 0 })).toEqual(expected);
    expect(generator.usage({ task: request.task, trial: 1 })).toEqual({ prompt_tokens: 0, completion_tokens: 0, cost_usd: null, model_calls: 0, cache_hits: 0 });
    expect(generator.usage()).toEqual(expected);
  });

  it('reports invalid JSON, prose and non-packages as model failures, with the text', async () => {
    server = await startChatServer(scripted);
    const generator = createLlmGenerator(options(server.baseUrl));
    expect(await generator.generate({ ...request, intention: 'A broken app.' })).toEqual({
      ok: false,
      kind: 'invalid_json',
      reasons: ['the reply contains no parseable JSON object'],
      text: '{"app": {"id": "x", "title": "X",}',
    });
    expect(await generator.generate({ ...request, intention: 'Just chat with me.' })).toEqual({
      ok: false,
      kind: 'no_package',
      reasons: ['the reply contains no JSON object'],
      text: 'Happy to help! Try making a playlist by hand.',
    });
    expect(outcomeOfReply('{"answer": 42}', 'stop')).toMatchObject({ ok: false, kind: 'no_package' });
    expect(outcomeOfReply('{"app": {"id": "x"', 'length')).toMatchObject({ ok: false, kind: 'invalid_json', reasons: ['the reply contains no parseable JSON object', 'the reply was cut off at the token limit'] });
  });

  it('passes a package that fails admission through unrepaired; admission rejects it with reasons', async () => {
    server = await startChatServer(scripted);
    const outcome = await createLlmGenerator(options(server.baseUrl)).generate({ ...request, intention: 'A forbidden playlist app.' });
    expect(outcome.ok).toBe(true);
    const admitted = admit(outcome.ok ? outcome.package : null);
    expect(admitted.ok).toBe(false);
    if (admitted.ok) return;
    expect(formatProblems(admitted.problems)).toContain('calls spotify, which is not among the action\'s services (gmail)');
  });

  it('turns a hang past the timeout into an infrastructure failure, apart from model failures', async () => {
    server = await startChatServer(scripted);
    const generator = createLlmGenerator(options(server.baseUrl, { timeoutMs: 150, retries: 1 }));
    const outcome = await generator.generate({ ...request, intention: 'Something slow.' });
    expect(outcome).toEqual({ ok: false, kind: 'infrastructure', reasons: ['model call failed (timeout): no complete reply within 150 ms'] });
    // The server may take an attempt in after the client has given up on it (a loaded machine): wait for both, however long.
    while (server.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(server.requests).toHaveLength(2);
    expect(generator.usage().model_calls).toBe(0);
  });

  it('replays every outcome byte for byte with the server stopped; a miss fails clearly', async () => {
    server = await startChatServer(scripted);
    const live = createLlmGenerator(options(server.baseUrl));
    const asks = [request, { ...request, intention: 'A broken app.' }, { ...request, intention: 'Just chat.', trial: 1 }];
    const recorded = [];
    for (const ask of asks) recorded.push(await live.generate(ask));
    recorded.push(await live.revise({ ...request, package: JSON.parse(v1), requirement: 'Public or private.', episode: 'revise' }));
    const base = server.baseUrl;
    await server.close();
    server = undefined;

    const replay = createLlmGenerator(options(base, { replay: true }));
    const replayed = [];
    for (const ask of asks) replayed.push(await replay.generate(ask));
    replayed.push(await replay.revise({ ...request, package: JSON.parse(v1), requirement: 'Public or private.', episode: 'revise' }));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(recorded));
    expect(replay.usage()).toEqual({ ...live.usage(), cache_hits: 4 });
    await expect(replay.generate({ ...request, intention: 'Never asked before.' })).rejects.toThrow(CacheMissError);
    await expect(replay.generate({ ...request, trial: 5 })).rejects.toThrow(/replay: no cached model reply for key [0-9a-f]{64}/);
  });
});

describe('resolving generators', () => {
  it('builds an llm generator from flags and keeps registry names working', () => {
    const llm = resolveGenerator('llm', { model: 'anthropic/claude-test', baseUrl: 'http://127.0.0.1:1/v1', cacheDir: dir });
    expect(isLlmGenerator(llm)).toBe(true);
    expect([llm.label, llm.developer]).toEqual(['anthropic/claude-test', 'Anthropic']);
    expect(isLlmGenerator(llm) && llm.settings).toEqual({ model: 'anthropic/claude-test', base_url: 'http://127.0.0.1:1/v1', temperature: 0.1, max_tokens: null, timeout_ms: 120_000, retries: 4, concurrency: 4, replay: false });
    expect(resolveGenerator('oracle', { replay: false })).toBe(oracle);
    expect(() => resolveGenerator('llm')).toThrow(UsageError);
    expect(() => resolveGenerator('llm')).toThrow(expect.objectContaining({ option: 'model', message: expect.stringContaining('required with the llm generator') }));
    expect(() => resolveGenerator('oracle', { model: 'x' })).toThrow(expect.objectContaining({ option: 'model', message: 'only applies to the llm generator' }));
    expect(() => resolveGenerator('gpt')).toThrow(/unknown generator "gpt" \(known: oracle, .*llm\)/);
    expect(generatorChoices).toContain('llm');
  });

  it('guesses developers from model ids', () => {
    expect(['openai/gpt-4o', 'meta-llama/llama-3.1-8b', 'qwen2.5-coder:7b', 'deepseek-r1', 'some-lab/mystery', 'x'].map(guessDeveloper)).toEqual(['OpenAI', 'Meta', 'Alibaba (Qwen)', 'DeepSeek', 'unknown', 'unknown']);
  });
});
