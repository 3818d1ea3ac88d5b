import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { matchesQuery, pageParams, paginate } from '../common.ts';
import { artistView, requireArtist, requireSong, songView, type ArtistRow, type SongRow } from './shared.ts';

interface Toggle {
  /** Short table name, e.g. `song_likes`. */
  table: string;
  /** Column naming the thing: `song_id` or `artist_id`. */
  key: 'song_id' | 'artist_id';
  stamp: string;
  /** Counter column bumped on the target, if any (`songs.like_count`, `artists.follower_count`). */
  counter?: { table: string; column: string };
  add: { name: string; description: string; message: string; conflict: string };
  remove: { name: string; description: string; message: string; conflict: string };
}

function requireTarget(ctx: ApiContext, key: Toggle['key'], id: number): void {
  if (key === 'song_id') requireSong(ctx, id);
  else requireArtist(ctx, id);
}

/** Builds the add/remove pair of a per-user link (like, library entry, follow). */
function toggleApis(t: Toggle): ApiDef[] {
  const sqlTable = `spotify_${t.table}`;
  const params = z.object({ [t.key]: z.number().int().describe(t.key === 'song_id' ? 'The song id.' : 'The artist id.') }) as z.ZodObject<Record<string, z.ZodNumber>>;
  const changes = [`spotify.${t.table}`, ...(t.counter ? [`spotify.${t.counter.table}`] : [])];
  const notFound = `${t.key === 'song_id' ? 'song' : 'artist'}_not_found: no such ${t.key === 'song_id' ? 'song' : 'artist'}`;
  const bump = (ctx: ApiContext, id: number, delta: number) => {
    if (t.counter) ctx.sql(`UPDATE spotify_${t.counter.table} SET ${t.counter.column} = MAX(0, ${t.counter.column} + ?) WHERE id = ?`).run(delta, id);
  };
  const existing = (ctx: ApiContext, id: number) => ctx.sql(`SELECT id FROM ${sqlTable} WHERE user_id = ? AND ${t.key} = ?`).get(ctx.user.id, id) as { id: number } | undefined;
  return [
    api({
      name: t.add.name,
      method: 'POST',
      auth: true,
      description: t.add.description,
      params,
      returns: '{message}',
      changes,
      errors: [notFound, `${t.add.conflict}: already done`],
      handler: (ctx, args) => {
        const id = args[t.key] as number;
        requireTarget(ctx, t.key, id);
        if (existing(ctx, id)) return ctx.fail(409, t.add.conflict, `Already done for ${t.key} ${id}.`);
        ctx.sql(`INSERT INTO ${sqlTable} (id, user_id, ${t.key}, ${t.stamp}) VALUES (?, ?, ?, ?)`).run(ctx.newId(t.table), ctx.user.id, id, ctx.now());
        bump(ctx, id, 1);
        return { message: t.add.message };
      },
    }),
    api({
      name: t.remove.name,
      method: 'DELETE',
      auth: true,
      description: t.remove.description,
      params,
      returns: '{message}',
      changes,
      errors: [notFound, `${t.remove.conflict}: there is nothing to undo`],
      handler: (ctx, args) => {
        const id = args[t.key] as number;
        requireTarget(ctx, t.key, id);
        const row = existing(ctx, id) ?? ctx.fail(409, t.remove.conflict, `Nothing to undo for ${t.key} ${id}.`);
        ctx.sql(`DELETE FROM ${sqlTable} WHERE id = ?`).run(row.id);
        bump(ctx, id, -1);
        return { message: t.remove.message };
      },
    }),
  ];
}

function songListApi(name: string, table: string, stamp: string, what: string): ApiDef {
  return api({
    name,
    method: 'GET',
    auth: true,
    description: `List the user's ${what}, newest first.`,
    params: z.object({ query: z.string().optional().describe('Text to find in the title, artists or album.'), ...pageParams }),
    returns: `[{song_id, title, album_title, artists, duration, ..., ${stamp}}]`,
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT s.*, l.${stamp} AS stamp FROM spotify_${table} l JOIN spotify_songs s ON s.id = l.song_id WHERE l.user_id = ? ORDER BY l.${stamp} DESC, l.id`).all(ctx.user.id) as (SongRow & { stamp: string })[];
      const views = rows.map((r) => ({ ...songView(ctx, r), [stamp]: r.stamp })).filter((v) => matchesQuery(args.query, v.title, v.album_title, ...v.artists.map((a) => a.name)));
      return paginate(views, args);
    },
  });
}

export const libraryApis: ApiDef[] = [
  ...toggleApis({
    table: 'song_likes', key: 'song_id', stamp: 'liked_at', counter: { table: 'songs', column: 'like_count' },
    add: { name: 'like_song', description: 'Like a song.', message: 'Song liked.', conflict: 'already_liked' },
    remove: { name: 'unlike_song', description: 'Remove your like from a song.', message: 'Song unliked.', conflict: 'not_liked' },
  }),
  songListApi('show_liked_songs', 'song_likes', 'liked_at', 'liked songs'),
  ...toggleApis({
    table: 'library_songs', key: 'song_id', stamp: 'added_at',
    add: { name: 'add_song_to_library', description: "Add a song to the user's library.", message: 'Song added to the library.', conflict: 'already_in_library' },
    remove: { name: 'remove_song_from_library', description: "Remove a song from the user's library.", message: 'Song removed from the library.', conflict: 'not_in_library' },
  }),
  songListApi('show_song_library', 'library_songs', 'added_at', 'library songs'),
  ...toggleApis({
    table: 'artist_followers', key: 'artist_id', stamp: 'followed_at', counter: { table: 'artists', column: 'follower_count' },
    add: { name: 'follow_artist', description: 'Follow an artist.', message: 'Artist followed.', conflict: 'already_following' },
    remove: { name: 'unfollow_artist', description: 'Stop following an artist.', message: 'Artist unfollowed.', conflict: 'not_following' },
  }),
  api({
    name: 'show_following_artists',
    method: 'GET',
    auth: true,
    description: 'List the artists the user follows, most recently followed first.',
    params: z.object({ ...pageParams }),
    returns: '[{artist_id, name, genre, follower_count, followed_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT a.*, f.followed_at FROM spotify_artist_followers f JOIN spotify_artists a ON a.id = f.artist_id WHERE f.user_id = ? ORDER BY f.followed_at DESC, f.id').all(ctx.user.id) as (ArtistRow & { followed_at: string })[];
      return paginate(rows.map((r) => ({ ...artistView(r), followed_at: r.followed_at })), args);
    },
  }),
];
