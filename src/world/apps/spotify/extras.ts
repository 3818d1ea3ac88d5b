import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { matchesQuery, pageParams, paginate } from '../common.ts';
import { insertRow } from '../gmail/store.ts';
import { albumView, playlistView, requireSong, songView, visiblePlaylist, type AlbumRow, type PlaylistRow, type SongRow } from './shared.ts';

/** Album likes and library, playlist likes, the play queue and the listening history. */
export const spotifyExtraTables = {
  album_likes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, album_id INTEGER NOT NULL, liked_at TEXT NOT NULL, UNIQUE(user_id, album_id)',
  library_albums: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, album_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, album_id)',
  playlist_likes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, playlist_id INTEGER NOT NULL, liked_at TEXT NOT NULL, UNIQUE(user_id, playlist_id)',
  queue_songs: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, position INTEGER NOT NULL, added_at TEXT NOT NULL',
  recently_played: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, song_id INTEGER NOT NULL, played_at TEXT NOT NULL',
} as const;

function requireAlbum(ctx: ApiContext, id: number): AlbumRow {
  return (ctx.sql('SELECT * FROM spotify_albums WHERE id = ?').get(id) as AlbumRow | undefined) ?? ctx.fail(404, 'album_not_found', `The album with id ${id} does not exist.`);
}

interface Link {
  table: 'album_likes' | 'library_albums' | 'playlist_likes';
  key: 'album_id' | 'playlist_id';
  stamp: 'liked_at' | 'added_at';
  /** Counter on the target bumped by the link (`like_count`), if any. */
  counter?: 'spotify_albums' | 'spotify_playlists';
  add: [name: string, description: string, conflict: string];
  remove: [name: string, description: string, conflict: string];
  list: [name: string, description: string];
}

/** add / remove / list of a per-user link to an album or a playlist. */
function linkApis(l: Link): ApiDef[] {
  const sqlTable = `spotify_${l.table}`;
  const what = l.key === 'album_id' ? 'album' : 'playlist';
  const params = z.object({ [l.key]: z.number().int().describe(`The ${what} id.`) }) as z.ZodObject<Record<string, z.ZodNumber>>;
  const changes = [`spotify.${l.table}`, ...(l.counter ? [`spotify.${l.counter.slice('spotify_'.length)}`] : [])];
  const target = (ctx: ApiContext, id: number) => (l.key === 'album_id' ? requireAlbum(ctx, id).id : visiblePlaylist(ctx, id).id);
  const targetErrors = l.key === 'album_id' ? ['album_not_found: no such album'] : ['playlist_not_found: no such playlist', "not_owner: someone else's private playlist"];
  const bump = (ctx: ApiContext, id: number, delta: number) => {
    if (l.counter) ctx.sql(`UPDATE ${l.counter} SET like_count = MAX(0, like_count + ?) WHERE id = ?`).run(delta, id);
  };
  const existing = (ctx: ApiContext, id: number) => ctx.sql(`SELECT id FROM ${sqlTable} WHERE user_id = ? AND ${l.key} = ?`).get(ctx.user.id, id) as { id: number } | undefined;
  return [
    api({
      name: l.add[0],
      method: 'POST',
      auth: true,
      description: l.add[1],
      params,
      returns: '{message}',
      changes,
      errors: [...targetErrors, `${l.add[2]}: already done`],
      handler: (ctx, args) => {
        const id = target(ctx, args[l.key] as number);
        if (existing(ctx, id)) return ctx.fail(409, l.add[2], `Already done for ${what} ${id}.`);
        insertRow(ctx, sqlTable, { user_id: ctx.user.id, [l.key]: id, [l.stamp]: ctx.now() });
        bump(ctx, id, 1);
        return { message: 'Done.' };
      },
    }),
    api({
      name: l.remove[0],
      method: 'DELETE',
      auth: true,
      description: l.remove[1],
      params,
      returns: '{message}',
      changes,
      errors: [`${l.remove[2]}: there is nothing to undo`],
      handler: (ctx, args) => {
        const id = args[l.key] as number;
        const row = existing(ctx, id) ?? ctx.fail(409, l.remove[2], `Nothing to undo for ${what} ${id}.`);
        ctx.sql(`DELETE FROM ${sqlTable} WHERE id = ?`).run(row.id);
        bump(ctx, id, -1);
        return { message: 'Done.' };
      },
    }),
    api({
      name: l.list[0],
      method: 'GET',
      auth: true,
      description: l.list[1],
      params: z.object({ query: z.string().optional().describe(`Text to find in the ${what} title${l.key === 'album_id' ? ' or artist names' : ''}.`), ...pageParams }),
      returns: l.key === 'album_id' ? `[{album_id, title, artists, genre, release_date, like_count, duration, song_ids, ${l.stamp}}]` : `[{playlist_id, title, is_public, owner, like_count, created_at, song_ids, ${l.stamp}}]`,
      changes: [],
      handler: (ctx, args) => {
        const links = ctx.sql(`SELECT ${l.key} AS target, ${l.stamp} AS stamp FROM ${sqlTable} WHERE user_id = ? ORDER BY ${l.stamp} DESC, id`).all(ctx.user.id) as { target: number; stamp: string }[];
        const views = links.flatMap((link): Record<string, unknown>[] => {
          if (l.key === 'album_id') {
            const row = ctx.sql('SELECT * FROM spotify_albums WHERE id = ?').get(link.target) as AlbumRow | undefined;
            if (!row) return [];
            const view = albumView(ctx, row);
            return matchesQuery(args.query, view.title, ...view.artists.map((a) => a.name)) ? [{ ...view, [l.stamp]: link.stamp }] : [];
          }
          const row = ctx.sql('SELECT * FROM spotify_playlists WHERE id = ?').get(link.target) as PlaylistRow | undefined;
          // A liked playlist its owner later made private (or deleted) no longer shows.
          if (!row || (row.owner_id !== ctx.user.id && row.is_public !== 1)) return [];
          return matchesQuery(args.query, row.title) ? [{ ...playlistView(ctx, row), [l.stamp]: link.stamp }] : [];
        });
        return paginate(views, args);
      },
    }),
  ];
}

interface QueueRow {
  id: number;
  song_id: number;
  position: number;
}

function queueOf(ctx: ApiContext): QueueRow[] {
  return ctx.sql('SELECT id, song_id, position FROM spotify_queue_songs WHERE user_id = ? ORDER BY position, id').all(ctx.user.id) as QueueRow[];
}

const MAX_QUEUE = 200;

export const spotifyExtraApis: ApiDef[] = [
  ...linkApis({
    table: 'album_likes', key: 'album_id', stamp: 'liked_at', counter: 'spotify_albums',
    add: ['like_album', 'Like an album.', 'already_liked'],
    remove: ['unlike_album', 'Remove your like from an album.', 'not_liked'],
    list: ['show_liked_albums', 'List the albums you liked, most recent first.'],
  }),
  ...linkApis({
    table: 'library_albums', key: 'album_id', stamp: 'added_at',
    add: ['add_album_to_library', "Add an album to the user's library.", 'already_in_library'],
    remove: ['remove_album_from_library', "Remove an album from the user's library.", 'not_in_library'],
    list: ['show_album_library', 'List the albums in your library, most recently added first.'],
  }),
  ...linkApis({
    table: 'playlist_likes', key: 'playlist_id', stamp: 'liked_at', counter: 'spotify_playlists',
    add: ['like_playlist', 'Like a playlist you can see (yours or a public one).', 'already_liked'],
    remove: ['unlike_playlist', 'Remove your like from a playlist.', 'not_liked'],
    list: ['show_liked_playlists', 'List the playlists you liked, most recent first.'],
  }),
  api({
    name: 'show_song_queue',
    method: 'GET',
    auth: true,
    description: 'The songs queued to play next, in order (position 1 plays first).',
    params: z.object({ ...pageParams }),
    returns: '[{position, song_id, title, artists, duration, ...}]',
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
    returns: '{message, position}',
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
    returns: '{message, song_id}',
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
    returns: '{message, removed_count}',
    changes: ['spotify.queue_songs'],
    errors: ['queue_empty: the queue is already empty'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM spotify_queue_songs WHERE user_id = ?').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'queue_empty', 'The queue is already empty.');
      return { message: 'Queue cleared.', removed_count: result.changes };
    },
  }),
  api({
    name: 'show_recently_played',
    method: 'GET',
    auth: true,
    description: 'Your listening history, most recent play first (a song played twice shows twice).',
    params: z.object({
      min_played_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().describe('Played at or after (YYYY-MM-DD or a full timestamp).'),
      max_played_at: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().describe('Played at or before (YYYY-MM-DD or a full timestamp; a bare date covers that whole day).'),
      ...pageParams,
    }),
    returns: '[{song_id, title, artists, album_title, duration, ..., played_at}]',
    changes: [],
    handler: (ctx, args) => {
      const max = args.max_played_at && args.max_played_at.length === 10 ? `${args.max_played_at}T23:59:59` : args.max_played_at;
      const rows = (ctx.sql('SELECT song_id, played_at FROM spotify_recently_played WHERE user_id = ? ORDER BY played_at DESC, id').all(ctx.user.id) as { song_id: number; played_at: string }[])
        .filter((r) => (!args.min_played_at || r.played_at >= args.min_played_at) && (!max || r.played_at <= max));
      return paginate(rows, args).map((r) => ({ ...songView(ctx, ctx.sql('SELECT * FROM spotify_songs WHERE id = ?').get(r.song_id) as SongRow), played_at: r.played_at }));
    },
  }),
];
