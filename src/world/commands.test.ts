import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../io/meta.ts';
import { CallRecordSchema } from '../schemas/world.ts';
import { callOnce, docsFor } from './commands.ts';

const cli = (...args: string[]) => {
  const result = spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('liveui world', () => {
  it('documents at least 120 APIs, at least 10 per app', () => {
    const docs = docsFor();
    const perApp = new Map<string, number>();
    for (const doc of docs) perApp.set(doc.app, (perApp.get(doc.app) ?? 0) + 1);
    expect(docs.length).toBeGreaterThanOrEqual(120);
    for (const app of ['spotify', 'amazon', 'gmail', 'phone', 'venmo', 'splitwise', 'todoist', 'simple_note', 'file_system']) {
      expect(perApp.get(app), app).toBeGreaterThanOrEqual(10);
    }
  });

  it('create_playlist inserts exactly one playlist row; ids follow the seed', () => {
    const record = callOnce('spotify.create_playlist', { title: 'Monday Commute' }, 5);
    expect(record.ok).toBe(true);
    const id = (record.response as { playlist_id: number }).playlist_id;
    expect(record.diff).toHaveLength(1);
    expect(record.diff[0]).toMatchObject({ app: 'spotify', table: 'playlists', updated: [], deleted: [] });
    expect(record.diff[0]?.inserted).toEqual([expect.objectContaining({ id, title: 'Monday Commute' })]);
    expect((callOnce('spotify.create_playlist', { title: 'x' }, 5).response as { playlist_id: number }).playlist_id).toBe(id);
    expect((callOnce('spotify.create_playlist', { title: 'x' }, 6).response as { playlist_id: number }).playlist_id).not.toBe(id);
  });

  it('place_order on the empty cart fails with a clear code and changes nothing', () => {
    const out = cli('world', 'call', 'amazon.place_order', '--args', '{}', '--json');
    expect(out.status).toBe(1);
    const record = CallRecordSchema.parse(JSON.parse(out.stdout));
    expect(record).toMatchObject({ ok: false, status: 409, error: { code: 'cart_empty' }, diff: [] });
  });

  it('gives one clear message and a non-zero exit for bad input', () => {
    const unknownApp = cli('world', 'call', 'myspace.post', '--args', '{}');
    expect(unknownApp.status).toBe(2);
    expect(unknownApp.stderr.trim()).toMatch(/^error: unknown app "myspace"/);
    const unknownApi = cli('world', 'call', 'spotify.make_playlist');
    expect(unknownApi.status).toBe(2);
    expect(unknownApi.stderr).toContain('the app "spotify" has no API "make_playlist"');
    const notJson = cli('world', 'call', 'spotify.create_playlist', '--args', '{title:');
    expect(notJson.status).toBe(2);
    expect(notJson.stderr).toContain('--args is not valid JSON');
    const wrongType = cli('world', 'call', 'spotify.create_playlist', '--args', '{"title": 5}');
    expect(wrongType.status).toBe(1);
    expect(wrongType.stdout).toContain('failed 422 invalid_arguments');
    expect(wrongType.stdout).toContain('title');
  });
});
