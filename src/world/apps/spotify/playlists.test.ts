import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, call, one, user, now, fails } = useApp('spotify', 31);
const count = (sql: string, ...params: unknown[]) => (w.current.db.prepare(sql).get(...params) as { n: number }).n;
const ownPlaylist = () => one<{ id: number; title: string; is_public: number }>('SELECT * FROM spotify_playlists WHERE owner_id = ? ORDER BY id LIMIT 1', user().id);
const othersPrivate = () => one<{ id: number }>('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 0 ORDER BY id LIMIT 1', user().id);
const othersPublic = () => one<{ id: number }>('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 1 ORDER BY id LIMIT 1', user().id);
const songNotIn = (playlistId: number) => one<{ id: number; like_count: number }>('SELECT * FROM spotify_songs WHERE id NOT IN (SELECT song_id FROM spotify_playlist_songs WHERE playlist_id = ?) ORDER BY id LIMIT 1', playlistId);

describe('spotify playlists', () => {
  it('create_playlist "Monday Commute" inserts exactly one playlists row', () => {
    const record = call('create_playlist', { title: 'Monday Commute' });
    const id = (record.response as { playlist_id: number }).playlist_id;
    expect(record.response).toEqual({ message: 'Playlist created.', playlist_id: id });
    expect(record.diff).toEqual([
      { app: 'spotify', table: 'playlists', inserted: [{ id, owner_id: user().id, title: 'Monday Commute', is_public: 0, like_count: 0, created_at: now() }], updated: [], deleted: [] },
    ]);
    expect(call('show_playlist', { playlist_id: id }).response).toMatchObject({ playlist_id: id, title: 'Monday Commute', is_public: false, song_ids: [], songs: [] });
  });

  it('needs a token to write', () => {
    const record = w.current.call('spotify', 'create_playlist', { title: 'x' });
    expect({ ok: record.ok, status: record.status, diff: record.diff }).toEqual({ ok: false, status: 401, diff: [] });
  });

  it('lists the library and searches visible playlists', () => {
    const library = call('show_playlist_library', { page_limit: 20 }).response as { owner: { email: string }; is_public: boolean; song_ids: number[] }[];
    expect(library.length).toBe(count('SELECT COUNT(*) AS n FROM spotify_playlists WHERE owner_id = ?', user().id));
    expect(library.every((p) => p.owner.email === w.current.mainUser().email && typeof p.is_public === 'boolean')).toBe(true);
    const found = call('search_playlists', { page_limit: 20 }).response as { playlist_id: number; like_count: number }[];
    expect(found.map((p) => p.playlist_id)).not.toContain(othersPrivate().id);
    expect(found.map((p) => p.like_count)).toEqual([...found.map((p) => p.like_count)].sort((a, b) => b - a));
    expect(call('show_playlist', { playlist_id: othersPublic().id }).ok).toBe(true);
    fails('show_playlist', { playlist_id: othersPrivate().id }, 403, 'not_owner');
    fails('show_playlist', { playlist_id: 1 }, 404, 'playlist_not_found');
  });

  it('updates only the given fields', () => {
    const playlist = ownPlaylist();
    const record = call('update_playlist', { playlist_id: playlist.id, title: 'Renamed' });
    expect(record.diff).toEqual([{ app: 'spotify', table: 'playlists', inserted: [], updated: [{ id: playlist.id, before: { title: playlist.title }, after: { title: 'Renamed' } }], deleted: [] }]);
    fails('update_playlist', { playlist_id: othersPublic().id, title: 'Mine now()' }, 403, 'not_owner');
    fails('update_playlist', { playlist_id: 1, is_public: true }, 404, 'playlist_not_found');
  });

  it('deletes a playlist with its songs', () => {
    const playlist = one<Record<string, unknown>>('SELECT * FROM spotify_playlists WHERE id = ?', ownPlaylist().id);
    const songs = w.current.db.prepare('SELECT * FROM spotify_playlist_songs WHERE playlist_id = ? ORDER BY id').all(playlist.id);
    const record = call('delete_playlist', { playlist_id: playlist.id });
    expect(record.diff).toEqual([
      { app: 'spotify', table: 'playlist_songs', inserted: [], updated: [], deleted: songs },
      { app: 'spotify', table: 'playlists', inserted: [], updated: [], deleted: [playlist] },
    ]);
    fails('delete_playlist', { playlist_id: othersPublic().id }, 403, 'not_owner');
  });

  it('adds and removes songs', () => {
    const playlist = ownPlaylist();
    const song = songNotIn(playlist.id);
    const added = call('add_song_to_playlist', { playlist_id: playlist.id, song_id: song.id });
    expect(added.response).toEqual({ message: 'Song added to the playlist.' });
    const row = one<{ id: number }>('SELECT id FROM spotify_playlist_songs WHERE playlist_id = ? AND song_id = ?', playlist.id, song.id);
    const inserted = { id: row.id, playlist_id: playlist.id, song_id: song.id, added_at: now() };
    expect(added.diff).toEqual([{ app: 'spotify', table: 'playlist_songs', inserted: [inserted], updated: [], deleted: [] }]);
    expect((call('show_playlist', { playlist_id: playlist.id }).response as { song_ids: number[] }).song_ids.at(-1)).toBe(song.id);
    fails('add_song_to_playlist', { playlist_id: playlist.id, song_id: song.id }, 409, 'already_in_playlist');
    fails('add_song_to_playlist', { playlist_id: playlist.id, song_id: 1 }, 404, 'song_not_found');
    fails('add_song_to_playlist', { playlist_id: othersPublic().id, song_id: song.id }, 403, 'not_owner');
    const removed = call('remove_song_from_playlist', { playlist_id: playlist.id, song_id: song.id });
    expect(removed.diff).toEqual([{ app: 'spotify', table: 'playlist_songs', inserted: [], updated: [], deleted: [inserted] }]);
    fails('remove_song_from_playlist', { playlist_id: playlist.id, song_id: song.id }, 409, 'not_in_playlist');
  });
});
