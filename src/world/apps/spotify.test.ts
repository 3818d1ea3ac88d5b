import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../engine.ts';
import { freshWorld } from '../fixture.ts';

let world: World;
let userId: number;
let now: string;

beforeEach(() => {
  world = freshWorld({ seed: 12 });
  userId = world.mainUser().id;
  now = world.now();
});
afterEach(() => world.close());

const call = (api: string, args: Record<string, unknown>) => world.callAsUser('spotify', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => world.db.prepare(sql).get(...params) as T;
const count = (sql: string, ...params: unknown[]) => (world.db.prepare(sql).get(...params) as { n: number }).n;

function expectFailure(api: string, args: Record<string, unknown>, status: number, code: string): void {
  const record = call(api, args);
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}

const ownPlaylist = () => one<{ id: number; title: string; is_public: number }>('SELECT * FROM spotify_playlists WHERE owner_id = ? ORDER BY id LIMIT 1', userId);
const othersPrivate = () => one<{ id: number }>('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 0 ORDER BY id LIMIT 1', userId);
const othersPublic = () => one<{ id: number }>('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 1 ORDER BY id LIMIT 1', userId);
const songNotIn = (playlistId: number) => one<{ id: number; like_count: number }>('SELECT * FROM spotify_songs WHERE id NOT IN (SELECT song_id FROM spotify_playlist_songs WHERE playlist_id = ?) ORDER BY id LIMIT 1', playlistId);

describe('spotify fixture', () => {
  it('meets the catalog and library minimums', () => {
    expect(count('SELECT COUNT(*) AS n FROM spotify_songs')).toBeGreaterThanOrEqual(150);
    expect(count('SELECT COUNT(*) AS n FROM spotify_artists')).toBeGreaterThanOrEqual(30);
    expect(count('SELECT COUNT(*) AS n FROM spotify_albums')).toBeGreaterThanOrEqual(40);
    expect(count('SELECT COUNT(DISTINCT genre) AS n FROM spotify_songs')).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(DISTINCT substr(release_date, 1, 4)) AS n FROM spotify_songs')).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM spotify_playlists WHERE owner_id = ?', userId)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM spotify_playlists WHERE owner_id != ? AND is_public = 1', userId)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM spotify_playlist_songs s JOIN spotify_playlists p ON p.id = s.playlist_id WHERE p.owner_id = ?', userId)).toBeGreaterThanOrEqual(20);
    expect(count('SELECT COUNT(*) AS n FROM spotify_library_songs WHERE user_id = ?', userId)).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM spotify_song_likes WHERE user_id = ?', userId)).toBeGreaterThanOrEqual(10);
  });
});

describe('spotify catalog', () => {
  it('searches and shows songs, albums and artists without a token', () => {
    const song = one<{ id: number; album_id: number; genre: string }>('SELECT * FROM spotify_songs ORDER BY id LIMIT 1');
    const shown = world.call('spotify', 'show_song', { song_id: song.id });
    expect(shown.response).toMatchObject({ song_id: song.id, album_id: song.album_id, genre: song.genre, artists: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) });
    const jazz = world.call('spotify', 'search_songs', { genre: 'jazz', sort_by: '-duration', page_limit: 20 }).response as { genre: string; duration: number }[];
    expect(jazz.length).toBeGreaterThan(0);
    expect(jazz.every((s) => s.genre === 'jazz')).toBe(true);
    expect(jazz.map((s) => s.duration)).toEqual([...jazz.map((s) => s.duration)].sort((a, b) => b - a));
    const album = world.call('spotify', 'show_album', { album_id: song.album_id }).response as { song_ids: number[]; songs: unknown[] };
    expect(album.song_ids).toContain(song.id);
    expect(album.songs).toHaveLength(album.song_ids.length);
    const artist = world.call('spotify', 'search_artists', { query: 'velvet echoes' }).response as { artist_id: number; name: string }[];
    expect(artist.map((a) => a.name)).toEqual(['The Velvet Echoes']);
    const detail = world.call('spotify', 'show_artist', { artist_id: artist[0]!.artist_id }).response as { album_ids: number[] };
    expect(detail.album_ids.length).toBeGreaterThanOrEqual(1);
    expect(world.call('spotify', 'search_albums', { artist_id: artist[0]!.artist_id }).response).toHaveLength(detail.album_ids.length);
    expect(world.call('spotify', 'show_song', { song_id: 1 }).error?.code).toBe('song_not_found');
    expect(world.call('spotify', 'show_album', { album_id: 1 }).error?.code).toBe('album_not_found');
    expect(world.call('spotify', 'show_artist', { artist_id: 1 }).error?.code).toBe('artist_not_found');
  });
});

describe('spotify playlists', () => {
  it('create_playlist "Monday Commute" inserts exactly one playlists row', () => {
    const record = call('create_playlist', { title: 'Monday Commute' });
    const id = (record.response as { playlist_id: number }).playlist_id;
    expect(record.response).toEqual({ message: 'Playlist created.', playlist_id: id });
    expect(record.diff).toEqual([
      { app: 'spotify', table: 'playlists', inserted: [{ id, owner_id: userId, title: 'Monday Commute', is_public: 0, like_count: 0, created_at: now }], updated: [], deleted: [] },
    ]);
    expect(call('show_playlist', { playlist_id: id }).response).toMatchObject({ playlist_id: id, title: 'Monday Commute', is_public: false, song_ids: [], songs: [] });
  });

  it('needs a token to write', () => {
    const record = world.call('spotify', 'create_playlist', { title: 'x' });
    expect({ ok: record.ok, status: record.status, diff: record.diff }).toEqual({ ok: false, status: 401, diff: [] });
  });

  it('lists the library and searches visible playlists', () => {
    const library = call('show_playlist_library', { page_limit: 20 }).response as { owner: { email: string }; is_public: boolean; song_ids: number[] }[];
    expect(library.length).toBe(count('SELECT COUNT(*) AS n FROM spotify_playlists WHERE owner_id = ?', userId));
    expect(library.every((p) => p.owner.email === world.mainUser().email && typeof p.is_public === 'boolean')).toBe(true);
    const found = call('search_playlists', { page_limit: 20 }).response as { playlist_id: number; like_count: number }[];
    expect(found.map((p) => p.playlist_id)).not.toContain(othersPrivate().id);
    expect(found.map((p) => p.like_count)).toEqual([...found.map((p) => p.like_count)].sort((a, b) => b - a));
    expect(call('show_playlist', { playlist_id: othersPublic().id }).ok).toBe(true);
    expectFailure('show_playlist', { playlist_id: othersPrivate().id }, 403, 'not_owner');
    expectFailure('show_playlist', { playlist_id: 1 }, 404, 'playlist_not_found');
  });

  it('updates only the given fields', () => {
    const playlist = ownPlaylist();
    const record = call('update_playlist', { playlist_id: playlist.id, title: 'Renamed' });
    expect(record.diff).toEqual([{ app: 'spotify', table: 'playlists', inserted: [], updated: [{ id: playlist.id, before: { title: playlist.title }, after: { title: 'Renamed' } }], deleted: [] }]);
    expectFailure('update_playlist', { playlist_id: othersPublic().id, title: 'Mine now' }, 403, 'not_owner');
    expectFailure('update_playlist', { playlist_id: 1, is_public: true }, 404, 'playlist_not_found');
  });

  it('deletes a playlist with its songs', () => {
    const playlist = one<Record<string, unknown>>('SELECT * FROM spotify_playlists WHERE id = ?', ownPlaylist().id);
    const songs = world.db.prepare('SELECT * FROM spotify_playlist_songs WHERE playlist_id = ? ORDER BY id').all(playlist.id);
    const record = call('delete_playlist', { playlist_id: playlist.id });
    expect(record.diff).toEqual([
      { app: 'spotify', table: 'playlist_songs', inserted: [], updated: [], deleted: songs },
      { app: 'spotify', table: 'playlists', inserted: [], updated: [], deleted: [playlist] },
    ]);
    expectFailure('delete_playlist', { playlist_id: othersPublic().id }, 403, 'not_owner');
  });

  it('adds and removes songs', () => {
    const playlist = ownPlaylist();
    const song = songNotIn(playlist.id);
    const added = call('add_song_to_playlist', { playlist_id: playlist.id, song_id: song.id });
    expect(added.response).toEqual({ message: 'Song added to the playlist.' });
    const row = one<{ id: number }>('SELECT id FROM spotify_playlist_songs WHERE playlist_id = ? AND song_id = ?', playlist.id, song.id);
    const inserted = { id: row.id, playlist_id: playlist.id, song_id: song.id, added_at: now };
    expect(added.diff).toEqual([{ app: 'spotify', table: 'playlist_songs', inserted: [inserted], updated: [], deleted: [] }]);
    expect((call('show_playlist', { playlist_id: playlist.id }).response as { song_ids: number[] }).song_ids.at(-1)).toBe(song.id);
    expectFailure('add_song_to_playlist', { playlist_id: playlist.id, song_id: song.id }, 409, 'already_in_playlist');
    expectFailure('add_song_to_playlist', { playlist_id: playlist.id, song_id: 1 }, 404, 'song_not_found');
    expectFailure('add_song_to_playlist', { playlist_id: othersPublic().id, song_id: song.id }, 403, 'not_owner');
    const removed = call('remove_song_from_playlist', { playlist_id: playlist.id, song_id: song.id });
    expect(removed.diff).toEqual([{ app: 'spotify', table: 'playlist_songs', inserted: [], updated: [], deleted: [inserted] }]);
    expectFailure('remove_song_from_playlist', { playlist_id: playlist.id, song_id: song.id }, 409, 'not_in_playlist');
  });
});

describe('spotify likes, library, follows', () => {
  it('likes and unlikes a song, moving its like_count', () => {
    const song = one<{ id: number; like_count: number }>('SELECT * FROM spotify_songs WHERE id NOT IN (SELECT song_id FROM spotify_song_likes WHERE user_id = ?) ORDER BY id LIMIT 1', userId);
    const liked = call('like_song', { song_id: song.id });
    const likeId = one<{ id: number }>('SELECT id FROM spotify_song_likes WHERE user_id = ? AND song_id = ?', userId, song.id).id;
    const likeRow = { id: likeId, user_id: userId, song_id: song.id, liked_at: now };
    expect(liked.diff).toEqual([
      { app: 'spotify', table: 'song_likes', inserted: [likeRow], updated: [], deleted: [] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { like_count: song.like_count }, after: { like_count: song.like_count + 1 } }], deleted: [] },
    ]);
    expect(call('show_song_privates', { song_id: song.id }).response).toMatchObject({ liked: true });
    expectFailure('like_song', { song_id: song.id }, 409, 'already_liked');
    expectFailure('like_song', { song_id: 1 }, 404, 'song_not_found');
    const unliked = call('unlike_song', { song_id: song.id });
    expect(unliked.diff).toEqual([
      { app: 'spotify', table: 'song_likes', inserted: [], updated: [], deleted: [likeRow] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { like_count: song.like_count + 1 }, after: { like_count: song.like_count } }], deleted: [] },
    ]);
    expectFailure('unlike_song', { song_id: song.id }, 409, 'not_liked');
  });

  it('adds to and removes from the library', () => {
    const song = one<{ id: number }>('SELECT id FROM spotify_songs WHERE id NOT IN (SELECT song_id FROM spotify_library_songs WHERE user_id = ?) ORDER BY id LIMIT 1', userId);
    const added = call('add_song_to_library', { song_id: song.id });
    const row = one<Record<string, unknown>>('SELECT * FROM spotify_library_songs WHERE user_id = ? AND song_id = ?', userId, song.id);
    expect(added.diff).toEqual([{ app: 'spotify', table: 'library_songs', inserted: [row], updated: [], deleted: [] }]);
    expect((call('show_song_library', {}).response as { song_id: number }[])[0]?.song_id).toBe(song.id);
    expectFailure('add_song_to_library', { song_id: song.id }, 409, 'already_in_library');
    expect(call('remove_song_from_library', { song_id: song.id }).diff).toEqual([{ app: 'spotify', table: 'library_songs', inserted: [], updated: [], deleted: [row] }]);
    expectFailure('remove_song_from_library', { song_id: song.id }, 409, 'not_in_library');
  });

  it('follows and unfollows an artist', () => {
    const artist = one<{ id: number; follower_count: number }>('SELECT * FROM spotify_artists WHERE id NOT IN (SELECT artist_id FROM spotify_artist_followers WHERE user_id = ?) ORDER BY id LIMIT 1', userId);
    const followed = call('follow_artist', { artist_id: artist.id });
    const row = one<Record<string, unknown>>('SELECT * FROM spotify_artist_followers WHERE user_id = ? AND artist_id = ?', userId, artist.id);
    expect(followed.diff).toEqual([
      { app: 'spotify', table: 'artist_followers', inserted: [row], updated: [], deleted: [] },
      { app: 'spotify', table: 'artists', inserted: [], updated: [{ id: artist.id, before: { follower_count: artist.follower_count }, after: { follower_count: artist.follower_count + 1 } }], deleted: [] },
    ]);
    expect((call('show_following_artists', {}).response as { artist_id: number }[])[0]?.artist_id).toBe(artist.id);
    expectFailure('follow_artist', { artist_id: artist.id }, 409, 'already_following');
    expectFailure('follow_artist', { artist_id: 1 }, 404, 'artist_not_found');
    expect(call('unfollow_artist', { artist_id: artist.id }).diff[0]?.deleted).toEqual([row]);
    expectFailure('unfollow_artist', { artist_id: artist.id }, 409, 'not_following');
  });
});

describe('spotify reviews', () => {
  it('reviews a song and keeps its rating as the mean', () => {
    const song = one<{ id: number }>('SELECT id FROM spotify_songs WHERE review_count = 0 ORDER BY id LIMIT 1');
    const record = call('review_song', { song_id: song.id, rating: 4, title: 'Catchy' });
    const id = (record.response as { song_review_id: number }).song_review_id;
    const review = { id, user_id: userId, song_id: song.id, rating: 4, title: 'Catchy', text: '', created_at: now, updated_at: now };
    expect(record.diff).toEqual([
      { app: 'spotify', table: 'song_reviews', inserted: [review], updated: [], deleted: [] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { rating: 0, review_count: 0 }, after: { rating: 4, review_count: 1 } }], deleted: [] },
    ]);
    expectFailure('review_song', { song_id: song.id, rating: 5 }, 409, 'already_reviewed');
    expectFailure('review_song', { song_id: song.id, rating: 6 }, 422, 'invalid_rating');
    const updated = call('update_song_review', { song_review_id: id, rating: 2 });
    expect(updated.diff).toEqual([
      { app: 'spotify', table: 'song_reviews', inserted: [], updated: [{ id, before: { rating: 4 }, after: { rating: 2 } }], deleted: [] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { rating: 4 }, after: { rating: 2 } }], deleted: [] },
    ]);
    expect(world.call('spotify', 'show_song_reviews', { song_id: song.id }).response).toMatchObject([{ song_review_id: id, rating: 2 }]);
    const deleted = call('delete_song_review', { song_review_id: id });
    expect(deleted.diff[0]?.deleted).toEqual([{ ...review, rating: 2 }]);
    expect(deleted.diff[1]?.updated).toEqual([{ id: song.id, before: { rating: 2, review_count: 1 }, after: { rating: 0, review_count: 0 } }]);
    expectFailure('delete_song_review', { song_review_id: id }, 404, 'song_review_not_found');
    const foreign = one<{ id: number }>('SELECT id FROM spotify_song_reviews WHERE user_id != ? ORDER BY id LIMIT 1', userId);
    expectFailure('update_song_review', { song_review_id: foreign.id, text: 'hijack' }, 403, 'not_owner');
  });
});
