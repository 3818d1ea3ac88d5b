import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, call, one, user, now, fails } = useApp('spotify', 31);

describe('spotify reviews', () => {
  it('reviews a song and keeps its rating as the mean', () => {
    const song = one<{ id: number }>('SELECT id FROM spotify_songs WHERE review_count = 0 ORDER BY id LIMIT 1');
    const record = call('review_song', { song_id: song.id, rating: 4, title: 'Catchy' });
    const id = (record.response as { song_review_id: number }).song_review_id;
    const review = { id, user_id: user().id, song_id: song.id, rating: 4, title: 'Catchy', text: '', created_at: now(), updated_at: now() };
    expect(record.diff).toEqual([
      { app: 'spotify', table: 'song_reviews', inserted: [review], updated: [], deleted: [] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { rating: 0, review_count: 0 }, after: { rating: 4, review_count: 1 } }], deleted: [] },
    ]);
    fails('review_song', { song_id: song.id, rating: 5 }, 409, 'already_reviewed');
    fails('review_song', { song_id: song.id, rating: 6 }, 422, 'invalid_rating');
    const updated = call('update_song_review', { song_review_id: id, rating: 2 });
    expect(updated.diff).toEqual([
      { app: 'spotify', table: 'song_reviews', inserted: [], updated: [{ id, before: { rating: 4 }, after: { rating: 2 } }], deleted: [] },
      { app: 'spotify', table: 'songs', inserted: [], updated: [{ id: song.id, before: { rating: 4 }, after: { rating: 2 } }], deleted: [] },
    ]);
    expect(w.current.call('spotify', 'show_song_reviews', { song_id: song.id }).response).toMatchObject([{ song_review_id: id, rating: 2 }]);
    const deleted = call('delete_song_review', { song_review_id: id });
    expect(deleted.diff[0]?.deleted).toEqual([{ ...review, rating: 2 }]);
    expect(deleted.diff[1]?.updated).toEqual([{ id: song.id, before: { rating: 2, review_count: 1 }, after: { rating: 0, review_count: 0 } }]);
    fails('delete_song_review', { song_review_id: id }, 404, 'song_review_not_found');
    const foreign = one<{ id: number }>('SELECT id FROM spotify_song_reviews WHERE user_id != ? ORDER BY id LIMIT 1', user().id);
    fails('update_song_review', { song_review_id: foreign.id, text: 'hijack' }, 403, 'not_owner');
  });
});
