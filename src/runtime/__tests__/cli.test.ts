import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'liveui-app-cli-'));
const store = join(dir, 'store');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function liveui(...args: string[]) {
  const run = spawnSync(process.execPath, ['bin/liveui.js', ...args], { encoding: 'utf8', env: { ...process.env, LIVEUI_QUIET: '1' } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('liveui app (commute playlist from the shell)', () => {
  it('open → submit → rename → reopen shows the playlist title and id', () => {
    const opened = liveui('app', 'open', 'examples/commute-playlist.json', '--store', store, '--seed', '5');
    expect(opened.code).toBe(0);
    expect(opened.stdout).toContain('No playlists yet.');

    const built = liveui('app', 'submit', 'examples/commute-playlist.json', '--store', store, '--action', 'build_playlist', '--input', 'title=Tram Tunes', '--input', 'genre=indie', '--json');
    expect(built.code).toBe(0);
    const result = JSON.parse(built.stdout) as { ok: boolean; calls: { api: string; response: { playlist_id?: number } }[]; route: { handler: string } };
    expect(result.route.handler).toBe('plan');
    expect(result.calls.filter((c) => c.api === 'add_song_to_playlist')).toHaveLength(5);
    const id = result.calls[0]?.response.playlist_id;
    expect(typeof id).toBe('number');

    // The world persisted between invocations: the playlist made above can be renamed.
    const renamed = liveui('app', 'submit', 'examples/commute-playlist.json', '--store', store, '--action', 'rename_playlist', '--input', `playlist_id=${id}`, '--input', 'new_title=Tram Tunes II');
    expect(renamed.code).toBe(0);
    expect(renamed.stdout).toContain('result: ok — Renamed playlist');
    expect(renamed.stdout).toMatch(/spotify\.playlists: \+0 ~1 -0/);

    const reopened = liveui('app', 'open', 'examples/commute-playlist.json', '--store', store);
    expect(reopened.stdout).toContain(`Tram Tunes II (playlist ${id}, indie)`);

    // A higher version is applied as a revision, keeping the playlist.
    const revised = liveui('app', 'open', 'examples/commute-playlist.v2.json', '--store', store);
    expect(revised.code).toBe(0);
    expect(revised.stdout).toContain(`Tram Tunes II\t${id}\tindie`);
  });

  it('a failed action exits 1 and shows the error', () => {
    const failed = liveui('app', 'submit', 'examples/commute-playlist.v2.json', '--store', store, '--action', 'rename_playlist', '--input', 'playlist_id=12', '--input', 'new_title=x');
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/Error: spotify\.update_playlist failed/);
  });

  it('package check lists problems, exits 1; a non-JSON file is an input error naming it', () => {
    expect(liveui('package', 'check', 'examples/commute-playlist.json')).toMatchObject({ code: 0, stdout: 'admitted\n' });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ app: { id: 'Bad Id', title: 't', summary: '' }, version: 0, views: [{ id: 'm', title: 'M', components: [{ type: 'button', action: 'x' }] }] }));
    const checked = liveui('package', 'check', bad);
    expect(checked.code).toBe(1);
    expect(checked.stdout.trim().split('\n')).toEqual([
      '$.app.id: must be a slug: lower-case letters, digits, "-" or "_", starting with a letter',
      '$.version: Too small: expected number to be >=1',
      '$.views[0].components[0].action: there is no action "x"',
    ]);
    const json = liveui('package', 'check', bad, '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false });
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    const broken = liveui('package', 'check', notJson);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`error: ${notJson}: not valid JSON`);
    const rejected = liveui('app', 'open', bad, '--store', join(dir, 'other'));
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain('the package is not admitted');
  });

  it('package schema prints the JSON Schema', () => {
    const schema = JSON.parse(liveui('package', 'schema').stdout) as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(['app', 'version', 'state', 'views', 'actions']);
    expect(schema.required).toEqual(['app', 'version', 'views']);
  });
});
