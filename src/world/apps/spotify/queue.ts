import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate } from '../common.ts';
import { requireSong, songView, type SongRow } from './store.ts';

interface QueueRow {
  id: number;
  song_id: number;
  position: number;
}

function queueOf(ctx: ApiContext): QueueRow[] {
  return ctx.sql('SELECT id, song_id, position FROM spotify_queue_songs WHERE user_id = ? ORDER BY position, id').all(ctx.user.id) as QueueRow[];
}

const MAX_QUEUE = 200;

/** The play queue: position 1 plays first; removing a song moves the later ones up. */
export const queueApis: ApiDef[] = [
  api({
    name: 'show_song_queue',
    method: 'GET',
    auth: true,
    description: 'The songs queued to play next, in order (position 1 plays first).',
    params: z.object({ ...pageParams }),
    returns: list(record('position', 'song_id', 'title', 'artists', 'duration', '...')),
    changes: [],
    handler: (ctx, args) =>
      paginate(queueOf(ctx), args).map((q) => ({ position: q.position, ...songView(ctx, ctx.sql('SELECT * FROM spotify_songs WHERE id = ?').get(q.song_id) as SongRow) })),
  }),
  api({
    name: 'add_to_queue',
    method: 'POST',
    auth: true,
    description: 'Add a song to the end of the play queue (a song may be queued more than once).',
    params: z.object({ song_id: z.number().int().describe('The song id.') }),
    returns: message('position'),
    changes: ['spotify.queue_songs'],
    errors: ['song_not_found: no such song', `queue_full: the queue already holds ${MAX_QUEUE} songs`],
    handler: (ctx, args) => {
      const song = requireSong(ctx, args.song_id);
      const queue = queueOf(ctx);
      if (queue.length >= MAX_QUEUE) return ctx.fail(409, 'queue_full', `The queue already holds ${MAX_QUEUE} songs.`);
      const position = queue.length + 1;
      insertRow(ctx, 'spotify_queue_songs', { user_id: ctx.user.id, song_id: song.id, position, added_at: ctx.now() });
      return { message: 'Song added to the queue.', position };
    },
  }),
  api({
    name: 'remove_song_from_queue',
    method: 'DELETE',
    auth: true,
    description: 'Remove the song at a position of the queue; the songs after it move up one place.',
    params: z.object({ position: z.number().int().min(1).describe('Position in the queue, from 1.') }),
    returns: message('song_id'),
    changes: ['spotify.queue_songs'],
    errors: ['not_in_queue: no song at that position'],
    handler: (ctx, args) => {
      const queue = queueOf(ctx);
      const entry = queue.find((q) => q.position === args.position) ?? ctx.fail(404, 'not_in_queue', `There is no song at position ${args.position} of the queue.`);
      ctx.sql('DELETE FROM spotify_queue_songs WHERE id = ?').run(entry.id);
      for (const later of queue) if (later.position > entry.position) ctx.sql('UPDATE spotify_queue_songs SET position = ? WHERE id = ?').run(later.position - 1, later.id);
      return { message: 'Song removed from the queue.', song_id: entry.song_id };
    },
  }),
  api({
    name: 'clear_song_queue',
    method: 'DELETE',
    auth: true,
    description: 'Empty the play queue.',
    params: z.object({}),
    returns: message('removed_count'),
    changes: ['spotify.queue_songs'],
    errors: ['queue_empty: the queue is already empty'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM spotify_queue_songs WHERE user_id = ?').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'queue_empty', 'The queue is already empty.');
      return { message: 'Queue cleared.', removed_count: result.changes };
    },
  }),
];
