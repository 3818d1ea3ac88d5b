import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { worldCaller } from '../runtime/caller.ts';
import { AppRuntime } from '../runtime/runtime.ts';
import { PackageSchema, type Package } from '../schemas/package.ts';
import type { World } from '../world/engine.ts';
import { freshWorld } from '../world/fixture.ts';
import { completion, startChatServer, toolCall, type ChatServer, type Scripted } from './__tests__/chat-server.ts';
import { createAppAgent, truncate, type AppAgentOptions } from './app-agent.ts';

const mixer = (): Package =>
  PackageSchema.parse({
    app: { id: 'mixer', title: 'Mixer', summary: 'Makes playlists by asking an agent.' },
    version: 1,
    state: { collections: { playlists: { key: 'id', fields: { id: 'number', title: 'string', first_song: 'string' } } }, values: {} },
    views: [{ id: 'main', title: 'Mixer', components: [{ type: 'form', action: 'mix' }, { type: 'result' }, { type: 'list', collection: 'playlists', item: '{{item.title}} #{{item.id}} starts with {{item.first_song}}' }] }],
    actions: [
      {
        id: 'mix',
        label: 'Mix',
        goal: 'Create a playlist named after the request and find a first jazz song.',
        services: ['spotify'],
        inputs: [{ name: 'request', label: 'Request', type: 'text', required: true }],
        agent: { role: 'DJ', instructions: 'Create one playlist, then look up one jazz song.' },
      },
    ],
  });

type Message = { role: string; content: string | null; tool_calls?: unknown[] };
const messagesOf = (body: Record<string, unknown>) => body.messages as Message[];
const toolResults = (body: Record<string, unknown>) => messagesOf(body).filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? 'null') as { ok: boolean; response: unknown; error?: string });

/** A model that creates a playlist, searches a song, answers badly once, then answers right. */
function dj(body: Record<string, unknown>): Scripted {
  const messages = messagesOf(body);
  const inputs = JSON.parse(messages[1]?.content?.split('\n')[1] ?? '{}') as { request?: string };
  const results = toolResults(body);
  if (results.length === 0) return { json: completion(null, { tool_calls: [toolCall('c1', 'spotify__create_playlist', { title: inputs.request })] }) };
  if (results.length === 1) return { json: completion('Now a song.', { tool_calls: [toolCall('c2', 'spotify__search_songs', { genre: 'jazz', page_limit: 1 }), toolCall('c3', 'gmail__send_email', {})] }) };
  const corrected = messages.some((m) => m.role === 'user' && m.content?.startsWith('Your final reply could not be used'));
  if (!corrected) return { json: completion('All done, enjoy!') };
  const id = (results[0]?.response as { playlist_id: number }).playlist_id;
  const song = (results[1]?.response as { title: string }[])[0]?.title ?? '?';
  const answer = { state_ops: [{ append: 'playlists', item: { id, title: inputs.request, first_song: song } }], message: `Created playlist ${id}; it starts with ${song}.` };
  return { json: completion(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``, { usage: { prompt_tokens: 50, completion_tokens: 10, cost: 0.0001 } }) };
}

let world: World;
let dir: string;
let cacheDir: string;
let server: ChatServer | undefined;
beforeEach(() => {
  world = freshWorld({ seed: 11 });
  dir = mkdtempSync(join(tmpdir(), 'liveui-agent-'));
  cacheDir = join(dir, 'cache');
});
afterEach(async () => {
  world.close();
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const agentOptions = (baseUrl: string, extra: Partial<AppAgentOptions> = {}): AppAgentOptions => ({ model: 'test/dj', baseUrl, cacheDir, timeoutMs: 60_000, retries: 0, backoffBaseMs: 5, trial: 0, ...extra });

describe('the app-side agent', () => {
  it('calls APIs through the runtime as tools, feeds results back, and returns validated state ops', async () => {
    server = await startChatServer(dj);
    const agent = createAppAgent(agentOptions(server.baseUrl));
    const rt = AppRuntime.install(mixer(), join(dir, 'store'), { caller: worldCaller(world), agent });
    const result = await rt.submit('mix', { request: 'Rainy Day' });

    expect(result.ok).toBe(true);
    expect(result.route.handler).toBe('agent');
    expect(result.calls.map((c) => `${c.app}.${c.api}`)).toEqual(['spotify.create_playlist', 'spotify.search_songs']);
    const id = (result.calls[0]?.response as { playlist_id: number }).playlist_id;
    const song = (result.calls[1]?.response as { title: string }[])[0]?.title;
    expect(result.state.collections.playlists).toEqual([{ id, title: 'Rainy Day', first_song: song }]);
    expect(result.message).toBe(`Created playlist ${id}; it starts with ${song}.`);
    expect(result.surface.text).toContain(`Rainy Day #${id} starts with ${song}`);
    expect(world.callAsUser('spotify', 'show_playlist', { playlist_id: id }).response).toMatchObject({ title: 'Rainy Day' });

    // What the model saw: the allowed APIs as tools (no login), the state spec, the tool results.
    expect(server.requests).toHaveLength(4);
    const first = server.requests[0]!.body;
    const names = (first.tools as { function: { name: string } }[]).map((t) => t.function.name);
    expect(names).toContain('spotify__create_playlist');
    expect(names.some((n) => n.endsWith('__login') || n.startsWith('gmail'))).toBe(false);
    expect(first.temperature).toBe(0.1);
    expect(messagesOf(first)[0]?.content).toContain('Goal of this action: Create a playlist named after the request and find a first jazz song.');
    expect(messagesOf(first)[1]?.content).toContain('"first_song":"string"');
    const last = server.requests[3]!.body;
    expect(toolResults(last)[2]).toEqual({ ok: false, error: 'unknown tool "gmail__send_email"' });
    expect(messagesOf(last).filter((m) => m.role === 'assistant')[0]).toMatchObject({ content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'spotify__create_playlist' } }] });
    expect(agent.usage()).toEqual({ prompt_tokens: 350, completion_tokens: 70, cost_usd: null, model_calls: 4, cache_hits: 0 });
    expect(agent.problems()).toEqual([]);
  });

  it('replays the same submit byte for byte with the server stopped; a miss fails the action and is reported', async () => {
    server = await startChatServer(dj);
    const live = AppRuntime.install(mixer(), join(dir, 'live'), { caller: worldCaller(world), agent: createAppAgent(agentOptions(server.baseUrl)) });
    const recorded = await live.submit('mix', { request: 'Rainy Day' });
    const base = server.baseUrl;
    await server.close();
    server = undefined;

    const again = freshWorld({ seed: 11 });
    try {
      const agent = createAppAgent(agentOptions(base, { replay: true }));
      const replay = AppRuntime.install(mixer(), join(dir, 'replay'), { caller: worldCaller(again), agent });
      const replayed = await replay.submit('mix', { request: 'Rainy Day' });
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(recorded));
      expect(agent.usage()).toMatchObject({ model_calls: 4, cache_hits: 4 });

      const missed = await replay.submit('mix', { request: 'Sunny Day' });
      expect(missed.ok).toBe(false);
      expect(missed.error).toMatch(/^the app agent failed: replay: no cached model reply for key [0-9a-f]{64}/);
      expect(agent.problems()).toMatchObject([{ kind: 'cache_miss' }]);
    } finally {
      again.close();
    }
  });

  it('fails the action on a hang (reported as infrastructure), on a spent budget, and after its turn limit', async () => {
    server = await startChatServer(() => 'hang');
    const slow = createAppAgent(agentOptions(server.baseUrl, { timeoutMs: 100 }));
    const hung = await AppRuntime.install(mixer(), join(dir, 'a'), { caller: worldCaller(world), agent: slow }).submit('mix', { request: 'x' });
    expect(hung.error).toBe('the app agent failed: model call failed (timeout): no complete reply within 100 ms');
    expect(slow.problems()).toEqual([{ kind: 'infrastructure', message: 'model call failed (timeout): no complete reply within 100 ms' }]);
    await server.close();

    server = await startChatServer(dj);
    const budgeted = AppRuntime.install(mixer(), join(dir, 'b'), { caller: worldCaller(world), agent: createAppAgent(agentOptions(server.baseUrl)), budgets: { calls: 1 } });
    expect(await budgeted.submit('mix', { request: 'y' })).toMatchObject({ ok: false, error: 'budget exhausted: more than 1 calls', state: { collections: { playlists: [] } } });
    await server.close();

    server = await startChatServer(() => ({ json: completion('I am thinking about it.') }));
    const chatty = createAppAgent(agentOptions(server.baseUrl, { maxTurns: 3 }));
    const stuck = await AppRuntime.install(mixer(), join(dir, 'c'), { caller: worldCaller(world), agent: chatty }).submit('mix', { request: 'z' });
    expect(stuck.error).toBe('the app agent failed: the app agent used its 3 model turns without a valid final answer');
    expect(server.requests).toHaveLength(3);
    expect(chatty.problems()).toEqual([]);
  });

  it('bounds tool results', () => {
    expect(truncate('abcdef', 4)).toBe('abcd…[truncated 2 characters]');
    expect(truncate('abc', 4)).toBe('abc');
  });
});
