import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: w, call, one, all, user, fails } = useApp('spotify', 31);

describe('spotify queue', () => {
  it('adds to, removes from and clears the queue with exact diffs', () => {
    const before = all<{ id: number; song_id: number; position: number }>('SELECT * FROM spotify_queue_songs WHERE user_id = ? ORDER BY position', user().id);
    const song = one<{ id: number }>('SELECT id FROM spotify_songs ORDER BY id LIMIT 1');
    const added = call('add_to_queue', { song_id: song.id });
    expect(added.response).toMatchObject({ position: before.length + 1 });
    const row = one('SELECT * FROM spotify_queue_songs WHERE user_id = ? AND position = ?', user().id, before.length + 1);
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
    for (let p = 4; p <= 200; p += 1) insert.run(9_900_000 + p, user().id, song.id, p, '2023-05-18T11:00:00');
    w.current.db.exec('DELETE FROM _changes');
    fails('add_to_queue', { song_id: song.id }, 409, 'queue_full');
  });
});
