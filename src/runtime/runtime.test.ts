import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../errors.ts';
import { PackageSchema, type Package } from '../schemas/package.ts';
import type { World } from '../world/engine.ts';
import { freshWorld } from '../world/fixture.ts';
import { worldCaller } from './caller.ts';
import { AppRuntime } from './runtime.ts';
import { admittedExample } from './test-helpers.ts';
import type { AppAgent, RuntimeOptions } from './types.ts';

const example = admittedExample;

let world: World;
let dir: string;
let options: RuntimeOptions;
beforeEach(() => {
  world = freshWorld({ seed: 11 });
  dir = mkdtempSync(join(tmpdir(), 'liveui-runtime-'));
  options = { caller: worldCaller(world) };
});
afterEach(() => {
  world.close();
  rmSync(dir, { recursive: true, force: true });
});

const playlistIds = (rt: AppRuntime) => (rt.state.collections.playlists ?? []).map((p) => p.id);

describe('plans against the real world', () => {
  it('builds a playlist: route first, calls with diffs, state kept, message and id visible', async () => {
    const rt = AppRuntime.install(example('commute-playlist.json'), dir, options);
    const result = await rt.submit('build_playlist', { title: 'Ferry Mornings', genre: 'jazz' });
    expect(result.ok).toBe(true);
    expect(result.route).toEqual({ index: 0, action: 'build_playlist', handler: 'plan', inputs: { title: 'Ferry Mornings', genre: 'jazz' }, validated: true });
    expect(result.calls.map((c) => c.api)).toEqual(['create_playlist', 'search_songs', ...Array(5).fill('add_song_to_playlist')]);
    const id = (result.calls[0]?.response as { playlist_id: number }).playlist_id;
    expect(result.state).toEqual({ collections: { playlists: [{ id, title: 'Ferry Mornings', genre: 'jazz' }] }, values: { last_genre: 'jazz' } });
    expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
    expect(result.message).toBe(`Created "Ferry Mornings" (playlist ${id}) with 5 jazz songs.`);
    expect(result.surface.text).toContain(`Ferry Mornings (playlist ${id}, jazz)`);
    // An independent read of the world agrees.
    const shown = world.callAsUser('spotify', 'show_playlist', { playlist_id: id });
    expect(shown.response).toMatchObject({ title: 'Ferry Mornings' });
    expect((shown.response as { songs: unknown[] }).songs).toHaveLength(5);
    // The next click has the next index.
    expect((await rt.submit('build_playlist', { title: 'B', genre: 'pop' })).route.index).toBe(1);
  });

  it('renames by key (the API edits the same record) and a reopen shows the same text', async () => {
    const rt = AppRuntime.install(example('commute-playlist.json'), dir, options);
    await rt.submit('build_playlist', { title: 'Old', genre: 'rock' });
    const [id] = playlistIds(rt);
    const renamed = await rt.submit('rename_playlist', { playlist_id: String(id), new_title: 'New' });
    expect(renamed.ok).toBe(true);
    expect(renamed.calls[0]?.diff).toEqual([{ app: 'spotify', table: 'playlists', inserted: [], updated: [{ id, before: { title: 'Old' }, after: { title: 'New' } }], deleted: [] }]);
    expect(renamed.state.collections.playlists).toEqual([{ id, title: 'New', genre: 'rock' }]);
    const reopened = AppRuntime.load(dir, options);
    expect(reopened.open()).toEqual(rt.open());
    expect(reopened.open().text).toContain(`New (playlist ${id}, rock)`);
  });

  it('an API error mid-plan saves nothing and shows the error', async () => {
    const pkg = example('commute-playlist.json');
    const build = pkg.actions[0];
    if (!build?.plan) throw new Error('example changed');
    build.plan.splice(3, 0, { call: 'spotify.add_song_to_playlist', args: { playlist_id: '{{created.playlist_id}}', song_id: 1 } });
    const rt = AppRuntime.install(pkg, dir, options);
    const result = await rt.submit('build_playlist', { title: 'Doomed', genre: 'pop' });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^spotify\.add_song_to_playlist failed: /);
    expect(result.calls.at(-1)?.ok).toBe(false);
    expect(result.calls[0]?.diff).not.toEqual([]); // the world did change; the app kept nothing
    expect(result.state).toEqual({ collections: { playlists: [] }, values: { last_genre: '' } });
    expect(AppRuntime.load(dir, options).state).toEqual(result.state);
    expect(result.surface.text).toContain(`Error: ${result.error}`);
    // The runtime keeps working.
    expect((await rt.submit('rename_playlist', { playlist_id: '1', new_title: 'x' })).route.index).toBe(1);
  });

  it('budget exhaustion stops the action, is recorded, and saves nothing', async () => {
    const rt = AppRuntime.install(example('commute-playlist.json'), dir, { ...options, budgets: { calls: 3 } });
    const result = await rt.submit('build_playlist', { title: 'Long', genre: 'pop' });
    expect(result).toMatchObject({ ok: false, error: 'budget exhausted: more than 3 calls', message: null });
    expect(result.calls).toHaveLength(3);
    expect(result.state.collections.playlists).toEqual([]);
    expect(AppRuntime.load(dir, options).state.collections.playlists).toEqual([]);
    expect(result.surface.text).toContain('Error: budget exhausted: more than 3 calls');

    const steps = AppRuntime.install(example('commute-playlist.json'), join(dir, 's'), { ...options, budgets: { steps: 4 } });
    expect((await steps.submit('build_playlist', { title: 'L', genre: 'pop' })).error).toBe('budget exhausted: more than 4 steps');
    const writes = AppRuntime.install(example('commute-playlist.json'), join(dir, 'm'), { ...options, budgets: { mutations: 2 } });
    const limited = await writes.submit('build_playlist', { title: 'L', genre: 'pop' });
    expect(limited.error).toBe('budget exhausted: more than 2 mutating calls');
    expect(limited.calls.filter((c) => c.diff.length > 0)).toHaveLength(2);
  });

  it('validates inputs after recording the route; coerces by type', async () => {
    const rt = AppRuntime.install(example('commute-playlist.json'), dir, options);
    const missing = await rt.submit('build_playlist', { genre: 'soul' });
    expect(missing).toMatchObject({ ok: false, calls: [], route: { index: 0, action: 'build_playlist', handler: 'plan' } });
    expect(missing.error).toBe('invalid input: Playlist title (title) is required');
    const badSelect = await rt.submit('build_playlist', { title: 'x', genre: 'polka' });
    expect(badSelect.error).toMatch(/Genre or mood \(genre\): expected one of "pop"/);
    const unknown = await rt.submit('dance', {});
    expect(unknown).toMatchObject({ ok: false, error: 'this app has no action "dance"', route: { index: 2, action: 'dance', handler: 'none' } });
  });
});

describe('revisions', () => {
  it('keeps state and the app id; archives the earlier package', async () => {
    const rt = AppRuntime.install(example('commute-playlist.json'), dir, options);
    await rt.submit('build_playlist', { title: 'Kept', genre: 'folk' });
    const before = rt.state;
    expect(rt.revise(example('commute-playlist.v2.json'))).toEqual({ ok: true });
    const id = before.collections.playlists?.[0]?.id;
    expect(rt.state).toEqual({ collections: { playlists: [{ id, title: 'Kept', genre: 'folk', songs: null }] }, values: { last_genre: 'folk' } });
    expect(existsSync(join(dir, 'history', 'v1.json'))).toBe(true);
    const reopened = AppRuntime.load(dir, options);
    expect(reopened.package.version).toBe(2);
    expect(reopened.open().text).toContain(`Kept\t${id}\tfolk`);
    const next = await reopened.submit('build_playlist', { title: 'Second', genre: 'pop', public: 'yes' });
    expect(next.calls[0]?.args).toEqual({ title: 'Second', is_public: true });
  });

  it('refuses a changed id, a dropped collection with data, a dropped value that is set, an older version', async () => {
    const rt = AppRuntime.install(example('commute-playlist.json'), dir, options);
    const v2 = example('commute-playlist.v2.json');
    expect(rt.revise({ ...v2, app: { ...v2.app, id: 'other' } })).toEqual({ ok: false, reason: 'the revision changes the app id from "commute-playlist" to "other"' });
    const withoutPlaylists = (): Package => {
      const pkg = structuredClone(v2);
      delete pkg.state.collections.playlists;
      pkg.views[0]!.components = pkg.views[0]!.components.filter((c) => !('collection' in c));
      pkg.actions = [];
      return pkg;
    };
    // An empty collection may go.
    expect(rt.revise(withoutPlaylists()).ok).toBe(true);
    const again = AppRuntime.install(example('commute-playlist.json'), join(dir, 'b'), options);
    await again.submit('build_playlist', { title: 'Data', genre: 'pop' });
    expect(again.revise(withoutPlaylists())).toEqual({ ok: false, reason: 'the revision drops the collection "playlists", which holds 1 item(s)' });
    const noValue = structuredClone(v2);
    delete noValue.state.values.last_genre;
    noValue.views[0]!.components = noValue.views[0]!.components.filter((c) => !('text' in c && c.text.includes('last_genre')));
    expect(again.revise(noValue)).toEqual({ ok: false, reason: 'the revision drops the value "last_genre", which is set' });
    expect(again.revise({ ...v2, version: 1 }).ok).toBe(false);
    expect(AppRuntime.load(join(dir, 'b'), options).package.version).toBe(1);
  });
});

describe('agent actions', () => {
  const agentPackage = (): Package =>
    PackageSchema.parse({
      app: { id: 'mixer', title: 'Mixer', summary: 'Makes playlists by asking an agent.' },
      version: 1,
      state: { collections: { playlists: { key: 'id', fields: { id: 'number', title: 'string' } } }, values: {} },
      views: [{ id: 'main', title: 'Mixer', components: [{ type: 'form', action: 'mix' }, { type: 'result' }, { type: 'list', collection: 'playlists', item: '{{item.title}} #{{item.id}}' }] }],
      actions: [{ id: 'mix', label: 'Mix', goal: 'Create a playlist named after the request.', services: ['spotify'], inputs: [{ name: 'request', label: 'Request', type: 'text', required: true }], agent: { role: 'DJ', instructions: 'Create one playlist.' } }],
    });

  it('runs a scripted agent with budgeted, permission-checked calls and validated state ops', async () => {
    const seen: string[] = [];
    const agent: AppAgent = {
      async run(request) {
        seen.push(request.goal, request.role, request.services.join(','), String(request.tools.some((t) => t.api === 'create_playlist')), String(request.tools.some((t) => t.api === 'login')));
        const refused = request.call('gmail', 'send_email', {});
        seen.push(`${refused.status} ${refused.error?.code}`);
        const made = request.call('spotify', 'create_playlist', { title: String(request.inputs.request) });
        const id = (made.response as { playlist_id: number }).playlist_id;
        return { state_ops: [{ append: 'playlists', item: { id, title: String(request.inputs.request) } }], message: `Made playlist ${id}.` };
      },
    };
    const rt = AppRuntime.install(agentPackage(), dir, { ...options, agent });
    const result = await rt.submit('mix', { request: 'Rainy <Day>' });
    expect(seen).toEqual(['Create a playlist named after the request.', 'DJ', 'spotify', 'true', 'false', '403 service_not_allowed']);
    expect(result.route.handler).toBe('agent');
    expect(result.calls.map((c) => `${c.app}.${c.api}`)).toEqual(['spotify.create_playlist']);
    const id = result.state.collections.playlists?.[0]?.id;
    expect(result.message).toBe(`Made playlist ${id}.`);
    expect(result.surface.text).toContain(`Rainy <Day> #${id}`);
  });

  it('rejects invalid state ops, a swallowed budget error, and a missing agent — saving nothing', async () => {
    const badOps: AppAgent = { run: async () => ({ state_ops: [{ append: 'playlists', item: { id: 1, colour: 'red' } }], message: 'ok' }) };
    const rt = AppRuntime.install(agentPackage(), dir, { ...options, agent: badOps });
    const bad = await rt.submit('mix', { request: 'x' });
    expect(bad).toMatchObject({ ok: false, error: 'state.playlists: unknown field "colour"' });
    expect(bad.state.collections.playlists).toEqual([]);

    const greedy: AppAgent = {
      async run(request) {
        try {
          for (;;) request.call('spotify', 'search_songs', {});
        } catch {
          return { state_ops: [{ append: 'playlists', item: { id: 2, title: 'sneaky' } }], message: 'fine' };
        }
      },
    };
    const budgeted = AppRuntime.install(agentPackage(), join(dir, 'g'), { ...options, agent: greedy, budgets: { calls: 2 } });
    expect(await budgeted.submit('mix', { request: 'x' })).toMatchObject({ ok: false, error: 'budget exhausted: more than 2 calls', state: { collections: { playlists: [] } } });

    const none = AppRuntime.install(agentPackage(), join(dir, 'n'), options);
    expect((await none.submit('mix', { request: 'x' })).error).toBe('the action "mix" needs an app-side agent, and none is configured');
  });
});

describe('store files', () => {
  it('gives a clear error for malformed or mismatched files', async () => {
    AppRuntime.install(example('commute-playlist.json'), dir, options);
    writeFileSync(join(dir, 'state.json'), '{"app_id": "commute-playlist", "package_version": 1, "state": {}');
    expect(() => AppRuntime.load(dir, options)).toThrow(InputError);
    expect(() => AppRuntime.load(dir, options)).toThrow(/state\.json: not valid JSON/);
    writeFileSync(join(dir, 'state.json'), JSON.stringify({ app_id: 'x', package_version: 1, state: { collections: {}, values: {} }, last_result: null }));
    expect(() => AppRuntime.load(dir, options)).toThrow(/state belongs to app "x"/);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ app: { id: 'commute-playlist' } }));
    expect(() => AppRuntime.load(dir, options)).toThrow(/package\.json: \$\.app\.title/);
    expect(() => AppRuntime.load(join(dir, 'nothing'), options)).toThrow(/file not found/);
  });
});
