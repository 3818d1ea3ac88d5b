import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../../world/engine.ts';
import { freshWorld } from '../../world/fixture.ts';
import { worldCaller } from '../caller.ts';
import { AppRuntime } from '../runtime.ts';
import { admittedExample } from '../test-helpers.ts';
import { AppServer, postedInputs } from './server.ts';

const example = admittedExample;

let world: World;
let dir: string;
let server: AppServer;
let runtime: AppRuntime;
beforeEach(async () => {
  world = freshWorld({ seed: 11 });
  dir = mkdtempSync(join(tmpdir(), 'liveui-server-'));
  runtime = AppRuntime.install(example('commute-playlist.json'), dir, { caller: worldCaller(world) });
  server = await AppServer.start();
  const app = runtime;
  server.show({ surface: runtime.open(), submit: (action, inputs) => app.submit(action, inputs) });
});
afterEach(async () => {
  await server.close();
  world.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: string) => fetch(`${server.origin}${path}`, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('the app server', () => {
  it('listens on 127.0.0.1 and serves the rendered page under a no-script policy', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${server.origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    const html = await page.text();
    expect(html).toContain(runtime.open().html);
    expect(html).toContain('<form data-action="build_playlist" method="post" action="/submit?action=build_playlist" novalidate>');
    expect((await fetch(`${server.origin}/elsewhere`)).status).toBe(404);
  });

  it('runs a posted form in the runtime, then redirects to the result page', async () => {
    const next = server.nextPost();
    const response = await post('/submit?action=build_playlist', 'title=Ferry+Mornings&genre=jazz');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?after=1');
    const posted = await next.done;
    expect(posted.inputs).toEqual({ title: 'Ferry Mornings', genre: 'jazz' });
    expect(posted.result.ok).toBe(true);
    expect(posted.result.route).toEqual({ index: 0, action: 'build_playlist', handler: 'plan', inputs: { title: 'Ferry Mornings', genre: 'jazz' }, validated: true });
    expect(posted.result.calls.some((c) => c.ok && c.app === 'spotify' && c.api === 'create_playlist')).toBe(true);
    // The page now shows the result, as the runtime rendered it.
    expect(await (await fetch(`${server.origin}/?after=1`)).text()).toContain(posted.result.surface.html);
  });

  it('a blank required field reaches the runtime as not given, and its error is shown', async () => {
    const next = server.nextPost();
    await post('/submit?action=rename_playlist', 'playlist_id=&new_title=Weekly');
    const posted = await next.done;
    expect(posted.inputs).toEqual({ new_title: 'Weekly' });
    expect(posted.result.ok).toBe(false);
    expect(posted.result.error).toMatch(/playlist_id\) is required/);
    expect(posted.result.route.validated).toBe(false);
  });

  it('refuses an oversized body without running anything', async () => {
    let calls = 0;
    const stop = world.onCall(() => (calls += 1));
    const response = await post('/submit?action=build_playlist', `title=${'x'.repeat(1_100_000)}`);
    stop();
    expect(response.status).toBe(413);
    expect(calls).toBe(0);
    expect(server.postCount).toBe(0);
  });
});

describe('postedInputs', () => {
  const action = { id: 'a', label: 'A', handler: 'plan' as const, inputs: [{ name: 'urgent', label: 'Urgent', type: 'boolean', required: false, default: false }, { name: 'note', label: 'Note', type: 'text', required: false }] };
  it('drops blank fields, keeps the first of repeated names, and reads checkboxes as yes or no', () => {
    expect(postedInputs(action, new URLSearchParams('note=%20&urgent=on'))).toEqual({ urgent: true });
    expect(postedInputs(action, new URLSearchParams('note=hi&note=again'))).toEqual({ note: 'hi', urgent: false });
    expect(postedInputs(undefined, new URLSearchParams('x=1'))).toEqual({ x: '1' });
  });
});
