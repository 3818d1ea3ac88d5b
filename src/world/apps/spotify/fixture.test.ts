import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, call, all, user } = useApp('spotify', 31);
const count = (sql: string, ...params: unknown[]) => (w.current.db.prepare(sql).get(...params) as { n: number }).n;

describe('spotify fixture', () => {
  it('meets the catalog and library minimums', () => {
    expect(count('SELECT COUNT(*) AS n FROM spotify_songs')).toBeGreaterThanOrEqual(150);
    expect(count('SELECT COUNT(*) AS n FROM spotify_artists')).toBeGreaterThanOrEqual(30);
    expect(count('SELECT COUNT(*) AS n FROM spotify_albums')).toBeGreaterThanOrEqual(40);
    expect(count('SELECT COUNT(DISTINCT genre) AS n FROM spotify_songs')).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(DISTINCT substr(release_date, 1, 4)) AS n FROM spotify_songs')).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM spotify_playlists WHERE owner_id = ?', user().id)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM spotify_playlists WHERE owner_id != ? AND is_public = 1', user().id)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM spotify_playlist_songs s JOIN spotify_playlists p ON p.id = s.playlist_id WHERE p.owner_id = ?', user().id)).toBeGreaterThanOrEqual(20);
    expect(count('SELECT COUNT(*) AS n FROM spotify_library_songs WHERE user_id = ?', user().id)).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM spotify_song_likes WHERE user_id = ?', user().id)).toBeGreaterThanOrEqual(10);
  });
});

describe('spotify fixture extras', () => {
  it('has liked and saved albums, liked playlists, a queue and months of listening history', () => {
    expect((call('show_liked_albums', { page_limit: 20 }).response as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect((call('show_album_library', { page_limit: 20 }).response as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect((call('show_liked_playlists', { page_limit: 20 }).response as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(call('show_song_queue').response).toHaveLength(3);
    const months = all<{ m: string }>("SELECT DISTINCT substr(played_at, 1, 7) AS m FROM spotify_recently_played WHERE user_id = ?", user().id);
    expect(months.length).toBeGreaterThanOrEqual(3);
    const history = call('show_recently_played', { page_limit: 20 }).response as { played_at: string }[];
    expect(history.map((h) => h.played_at)).toEqual([...history.map((h) => h.played_at)].sort().reverse());
    const april = call('show_recently_played', { min_played_at: '2023-04-01', max_played_at: '2023-04-30', page_limit: 20 }).response as { played_at: string }[];
    expect(april.length).toBeGreaterThan(0);
    expect(april.every((h) => h.played_at >= '2023-04-01' && h.played_at <= '2023-04-30T23:59:59')).toBe(true);
  });
});
