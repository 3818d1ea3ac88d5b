import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from './test-world.ts';

const w = useWorld(31);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('spotify', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const all = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as T[];
const user = () => w.current.mainUser().id;

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}

describe('spotify fixture extras', () => {
  it('has liked and saved albums, liked playlists, a queue and months of listening history', () => {
    expect((call('show_liked_albums', { page_limit: 20 }).response as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect((call('show_album_library', { page_limit: 20 }).response as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect((call('show_liked_playlists', { page_limit: 20 }).response as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(call('show_song_queue').response).toHaveLength(3);
    const months = all<{ m: string }>("SELECT DISTINCT substr(played_at, 1, 7) AS m FROM spotify_recently_played WHERE user_id = ?", user());
    expect(months.length).toBeGreaterThanOrEqual(3);
    const history = call('show_recently_played', { page_limit: 20 }).response as { played_at: string }[];
    expect(history.map((h) => h.played_at)).toEqual([...history.map((h) => h.played_at)].sort().reverse());
    const april = call('show_recently_played', { min_played_at: '2023-04-01', max_played_at: '2023-04-30', page_limit: 20 }).response as { played_at: string }[];
    expect(april.length).toBeGreaterThan(0);
    expect(april.every((h) => h.played_at >= '2023-04-01' && h.played_at <= '2023-04-30T23:59:59')).toBe(true);
  });
});

describe('spotify album and playlist links', () => {
  const cases = [
    { add: 'like_album', remove: 'unlike_album', list: 'show_liked_albums', table: 'album_likes', key: 'album_id', stamp: 'liked_at', counter: 'albums', conflictAdd: 'already_liked', conflictRemove: 'not_liked' },
    { add: 'add_album_to_library', remove: 'remove_album_from_library', list: 'show_album_library', table: 'library_albums', key: 'album_id', stamp: 'added_at', counter: undefined, conflictAdd: 'already_in_library', conflictRemove: 'not_in_library' },
    { add: 'like_playlist', remove: 'unlike_playlist', list: 'show_liked_playlists', table: 'playlist_likes', key: 'playlist_id', stamp: 'liked_at', counter: 'playlists', conflictAdd: 'already_liked', conflictRemove: 'not_liked' },
  ] as const;
  for (const c of cases) {
    it(`${c.add} / ${c.remove} / ${c.list} with exact diffs and errors`, () => {
      const targetTable = c.key === 'album_id' ? 'spotify_albums' : 'spotify_playlists';
      const visible = c.key === 'album_id' ? '' : `AND (owner_id = ${user()} OR is_public = 1)`;
      const target = one<{ id: number; like_count: number }>(`SELECT * FROM ${targetTable} WHERE id NOT IN (SELECT ${c.key} FROM spotify_${c.table} WHERE user_id = ?) ${visible} ORDER BY id LIMIT 1`, user());
      const added = call(c.add, { [c.key]: target.id });
      expect(added.ok).toBe(true);
      const row = one(`SELECT * FROM spotify_${c.table} WHERE user_id = ? AND ${c.key} = ?`, user(), target.id);
      expect(row).toMatchObject({ user_id: user(), [c.key]: target.id, [c.stamp]: w.current.now() });
      const counterDiff = c.counter
        ? [{ app: 'spotify', table: c.counter, inserted: [], updated: [{ id: target.id, before: { like_count: target.like_count }, after: { like_count: target.like_count + 1 } }], deleted: [] }]
        : [];
      expect(added.diff).toEqual([{ app: 'spotify', table: c.table, inserted: [row], updated: [], deleted: [] }, ...counterDiff]);
      const listed = call(c.list, { page_limit: 1 }).response as Record<string, unknown>[];
      expect(listed[0]).toMatchObject({ [c.key]: target.id, [c.stamp]: w.current.now() });
      fails(c.add, { [c.key]: target.id }, 409, c.conflictAdd);
      fails(c.add, { [c.key]: 1 }, 404, c.key === 'album_id' ? 'album_not_found' : 'playlist_not_found');
      const removed = call(c.remove, { [c.key]: target.id });
      expect(removed.diff[0]).toEqual({ app: 'spotify', table: c.table, inserted: [], updated: [], deleted: [row] });
      if (c.counter) expect(removed.diff[1]?.updated).toEqual([{ id: target.id, before: { like_count: target.like_count + 1 }, after: { like_count: target.like_count } }]);
      fails(c.remove, { [c.key]: target.id }, 409, c.conflictRemove);
    });
  }

  it("can't like someone else's private playlist, and a liked playlist made private drops out of the list", () => {
    const hidden = one<{ id: number }>('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 0 ORDER BY id LIMIT 1', user());
    fails('like_playlist', { playlist_id: hidden.id }, 403, 'not_owner');
    const liked = one<{ playlist_id: number }>('SELECT playlist_id FROM spotify_playlist_likes WHERE user_id = ? ORDER BY liked_at DESC LIMIT 1', user());
    w.current.db.prepare('UPDATE spotify_playlists SET is_public = 0 WHERE id = ?').run(liked.playlist_id);
    w.current.db.exec('DELETE FROM _changes');
    const listed = call('show_liked_playlists', { page_limit: 20 }).response as { playlist_id: number }[];
    expect(listed.map((p) => p.playlist_id)).not.toContain(liked.playlist_id);
  });

  it('filters the album library by text', () => {
    const first = (call('show_album_library', { page_limit: 1 }).response as { title: string }[])[0]!;
    const hits = call('show_album_library', { query: first.title.toUpperCase(), page_limit: 20 }).response as { title: string }[];
    expect(hits.map((h) => h.title)).toContain(first.title);
    expect(call('show_album_library', { query: 'zzz-no-such-album' }).response).toEqual([]);
  });
});

describe('spotify queue', () => {
  it('adds to, removes from and clears the queue with exact diffs', () => {
    const before = all<{ id: number; song_id: number; position: number }>('SELECT * FROM spotify_queue_songs WHERE user_id = ? ORDER BY position', user());
    const song = one<{ id: number }>('SELECT id FROM spotify_songs ORDER BY id LIMIT 1');
    const added = call('add_to_queue', { song_id: song.id });
    expect(added.response).toMatchObject({ position: before.length + 1 });
    const row = one('SELECT * FROM spotify_queue_songs WHERE user_id = ? AND position = ?', user(), before.length + 1);
    expect(added.diff).toEqual([{ app: 'spotify', table: 'queue_songs', inserted: [row], updated: [], deleted: [] }]);
    fails('add_to_queue', { song_id: 1 }, 404, 'song_not_found');
    const queue = call('show_song_queue', { page_limit: 20 }).response as { position: number; song_id: number }[];
    expect(queue.map((q) => q.position)).toEqual([1, 2, 3, 4]);
    expect(queue[3]?.song_id).toBe(song.id);

    const removed = call('remove_song_from_queue', { position: 2 });
    expect(removed.response).toMatchObject({ song_id: before[1]!.song_id });
    const rowOf = (id: number) => one('SELECT * FROM spotify_queue_songs WHERE id = ?', id);
    expect(removed.diff).toEqual([
      {
        app: 'spotify', table: 'queue_songs', inserted: [],
        updated: [{ id: before[2]!.id, before: { position: 3 }, after: { position: 2 } }, { id: (row as { id: number }).id, before: { position: 4 }, after: { position: 3 } }].sort((a, b) => a.id - b.id),
        deleted: [before[1]],
      },
    ]);
    expect(rowOf(before[0]!.id)).toMatchObject({ position: 1 });
    fails('remove_song_from_queue', { position: 9 }, 404, 'not_in_queue');

    const cleared = call('clear_song_queue');
    expect(cleared.response).toMatchObject({ removed_count: 3 });
    expect(cleared.diff[0]?.deleted).toHaveLength(3);
    fails('clear_song_queue', {}, 409, 'queue_empty');
    expect(call('show_song_queue').response).toEqual([]);
  });

  it('caps the queue at 200 songs', () => {
    const song = one<{ id: number }>('SELECT id FROM spotify_songs ORDER BY id LIMIT 1');
    const insert = w.current.db.prepare('INSERT INTO spotify_queue_songs (id, user_id, song_id, position, added_at) VALUES (?, ?, ?, ?, ?)');
    for (let p = 4; p <= 200; p += 1) insert.run(9_900_000 + p, user(), song.id, p, '2023-05-18T11:00:00');
    w.current.db.exec('DELETE FROM _changes');
    fails('add_to_queue', { song_id: song.id }, 409, 'queue_full');
  });
});
