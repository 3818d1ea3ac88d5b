import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, call, one, all, user, now, fails, read } = useApp('spotify', 31);

describe('spotify likes, library, follows', () => {
  it('likes and unlikes a song, moving its like_count', () => {
    const song = one<{ id: number; like_count: number }>('SELECT * FROM spotify_songs WHERE id NOT IN (SELECT song_id FROM spotify_song_likes WHERE user_id = ?) ORDER BY id LIMIT 1', user().id);
    const liked = call('like_song', { song_id: song.id });
    const likeId = one<{ id: number }>('SELECT id FROM spotify_song_likes WHERE user_id = ? AND song_id = ?', user().id, song.id).id;
    const likeRow = { id: likeId, user_id: user().id, song_id: song.id, liked_at: now() };
    expect(liked.diff).toEqual([
      { app: 'spotify', table: 'song_likes', inserted: [likeRow], updated: [], deleted: [] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { like_count: song.like_count }, after: { like_count: song.like_count + 1 } }], deleted: [] },
    ]);
    expect(call('show_song_privates', { song_id: song.id }).response).toMatchObject({ liked: true });
    fails('like_song', { song_id: song.id }, 409, 'already_liked');
    fails('like_song', { song_id: 1 }, 404, 'song_not_found');
    const unliked = call('unlike_song', { song_id: song.id });
    expect(unliked.diff).toEqual([
      { app: 'spotify', table: 'song_likes', inserted: [], updated: [], deleted: [likeRow] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { like_count: song.like_count + 1 }, after: { like_count: song.like_count } }], deleted: [] },
    ]);
    fails('unlike_song', { song_id: song.id }, 409, 'not_liked');
  });

  it('adds to and removes from the library', () => {
    const song = one<{ id: number }>('SELECT id FROM spotify_songs WHERE id NOT IN (SELECT song_id FROM spotify_library_songs WHERE user_id = ?) ORDER BY id LIMIT 1', user().id);
    const added = call('add_song_to_library', { song_id: song.id });
    const row = one<Record<string, unknown>>('SELECT * FROM spotify_library_songs WHERE user_id = ? AND song_id = ?', user().id, song.id);
    expect(added.diff).toEqual([{ app: 'spotify', table: 'library_songs', inserted: [row], updated: [], deleted: [] }]);
    expect((call('show_song_library', {}).response as { song_id: number }[])[0]?.song_id).toBe(song.id);
    fails('add_song_to_library', { song_id: song.id }, 409, 'already_in_library');
    expect(call('remove_song_from_library', { song_id: song.id }).diff).toEqual([{ app: 'spotify', table: 'library_songs', inserted: [], updated: [], deleted: [row] }]);
    fails('remove_song_from_library', { song_id: song.id }, 409, 'not_in_library');
  });

  it('follows and unfollows an artist', () => {
    const artist = one<{ id: number; follower_count: number }>('SELECT * FROM spotify_artists WHERE id NOT IN (SELECT artist_id FROM spotify_artist_followers WHERE user_id = ?) ORDER BY id LIMIT 1', user().id);
    const followed = call('follow_artist', { artist_id: artist.id });
    const row = one<Record<string, unknown>>('SELECT * FROM spotify_artist_followers WHERE user_id = ? AND artist_id = ?', user().id, artist.id);
    expect(followed.diff).toEqual([
      { app: 'spotify', table: 'artist_followers', inserted: [row], updated: [], deleted: [] },
      { app: 'spotify', table: 'artists', inserted: [], updated: [{ id: artist.id, before: { follower_count: artist.follower_count }, after: { follower_count: artist.follower_count + 1 } }], deleted: [] },
    ]);
    expect((call('show_following_artists', {}).response as { artist_id: number }[])[0]?.artist_id).toBe(artist.id);
    fails('follow_artist', { artist_id: artist.id }, 409, 'already_following');
    fails('follow_artist', { artist_id: 1 }, 404, 'artist_not_found');
    expect(call('unfollow_artist', { artist_id: artist.id }).diff[0]?.deleted).toEqual([row]);
    fails('unfollow_artist', { artist_id: artist.id }, 409, 'not_following');
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
      const visible = c.key === 'album_id' ? '' : `AND (owner_id = ${user().id} OR is_public = 1)`;
      const target = one<{ id: number; like_count: number }>(`SELECT * FROM ${targetTable} WHERE id NOT IN (SELECT ${c.key} FROM spotify_${c.table} WHERE user_id = ?) ${visible} ORDER BY id LIMIT 1`, user().id);
      const added = call(c.add, { [c.key]: target.id });
      expect(added.ok).toBe(true);
      const row = one(`SELECT * FROM spotify_${c.table} WHERE user_id = ? AND ${c.key} = ?`, user().id, target.id);
      expect(row).toMatchObject({ user_id: user().id, [c.key]: target.id, [c.stamp]: w.current.now() });
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
    const hidden = one<{ id: number }>('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 0 ORDER BY id LIMIT 1', user().id);
    fails('like_playlist', { playlist_id: hidden.id }, 403, 'not_owner');
    const liked = one<{ playlist_id: number }>('SELECT playlist_id FROM spotify_playlist_likes WHERE user_id = ? ORDER BY liked_at DESC LIMIT 1', user().id);
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

describe('spotify liked songs', () => {
  it('show_liked_songs lists the liked songs newest first, and filters by query', () => {
    const liked = all<{ song_id: number; liked_at: string; title: string }>(
      'SELECT l.song_id, l.liked_at, s.title FROM spotify_song_likes l JOIN spotify_songs s ON s.id = l.song_id WHERE l.user_id = ? ORDER BY l.liked_at DESC, l.id', user().id);
    expect(liked.length).toBeGreaterThan(5);
    const rows = read<{ song_id: number; liked_at: string; title: string }[]>(call('show_liked_songs', { page_limit: 20 }));
    expect(rows.map((r) => [r.song_id, r.liked_at, r.title])).toEqual(liked.slice(0, 20).map((r) => [r.song_id, r.liked_at, r.title]));
    const first = liked[0] ?? expect.fail('no liked song');
    const hits = read<{ song_id: number; title: string }[]>(call('show_liked_songs', { query: first.title, page_limit: 20 }));
    expect(hits.map((h) => h.song_id)).toContain(first.song_id);
    expect(hits.every((h) => liked.some((l) => l.song_id === h.song_id))).toBe(true);
  });
});
