import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, one } = useApp('spotify', 31);

describe('spotify catalog', () => {
  it('searches and shows songs, albums and artists without a token', () => {
    const song = one<{ id: number; album_id: number; genre: string }>('SELECT * FROM spotify_songs ORDER BY id LIMIT 1');
    const shown = w.current.call('spotify', 'show_song', { song_id: song.id });
    expect(shown.response).toMatchObject({ song_id: song.id, album_id: song.album_id, genre: song.genre, artists: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) });
    const jazz = w.current.call('spotify', 'search_songs', { genre: 'jazz', sort_by: '-duration', page_limit: 20 }).response as { genre: string; duration: number }[];
    expect(jazz.length).toBeGreaterThan(0);
    expect(jazz.every((s) => s.genre === 'jazz')).toBe(true);
    expect(jazz.map((s) => s.duration)).toEqual([...jazz.map((s) => s.duration)].sort((a, b) => b - a));
    const album = w.current.call('spotify', 'show_album', { album_id: song.album_id }).response as { song_ids: number[]; songs: unknown[] };
    expect(album.song_ids).toContain(song.id);
    expect(album.songs).toHaveLength(album.song_ids.length);
    const artist = w.current.call('spotify', 'search_artists', { query: 'velvet echoes' }).response as { artist_id: number; name: string }[];
    expect(artist.map((a) => a.name)).toEqual(['The Velvet Echoes']);
    const detail = w.current.call('spotify', 'show_artist', { artist_id: artist[0]!.artist_id }).response as { album_ids: number[] };
    expect(detail.album_ids.length).toBeGreaterThanOrEqual(1);
    expect(w.current.call('spotify', 'search_albums', { artist_id: artist[0]!.artist_id }).response).toHaveLength(detail.album_ids.length);
    expect(w.current.call('spotify', 'show_song', { song_id: 1 }).error?.code).toBe('song_not_found');
    expect(w.current.call('spotify', 'show_album', { album_id: 1 }).error?.code).toBe('album_not_found');
    expect(w.current.call('spotify', 'show_artist', { artist_id: 1 }).error?.code).toBe('artist_not_found');
  });
});
