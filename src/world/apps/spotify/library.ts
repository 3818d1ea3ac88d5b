import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate } from '../common.ts';
import { albumView, artistView, playlistView, requireAlbum, requireArtist, requireSong, songView, visiblePlaylist, type AlbumRow, type ArtistRow, type PlaylistRow, type SongRow } from './store.ts';

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
      returns: message(),
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
      returns: message(),
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
    returns: list(record('song_id', 'title', 'album_title', 'artists', 'duration', '...', stamp)),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT s.*, l.${stamp} AS stamp FROM spotify_${table} l JOIN spotify_songs s ON s.id = l.song_id WHERE l.user_id = ? ORDER BY l.${stamp} DESC, l.id`).all(ctx.user.id) as (SongRow & { stamp: string })[];
      const views = rows.map((r) => ({ ...songView(ctx, r), [stamp]: r.stamp })).filter((v) => matchesQuery(args.query, v.title, v.album_title, ...v.artists.map((a) => a.name)));
      return paginate(views, args);
    },
  });
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
      returns: message(),
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
      returns: message(),
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
      returns: l.key === 'album_id'
        ? list(record('album_id', 'title', 'artists', 'genre', 'release_date', 'like_count', 'duration', 'song_ids', l.stamp))
        : list(record('playlist_id', 'title', 'is_public', 'owner', 'like_count', 'created_at', 'song_ids', l.stamp)),
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

/**
 * The user's library: liked and saved songs and albums, liked playlists, followed artists. Likes
 * and follows bump the target's like_count / follower_count.
 */
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
    returns: list(record('artist_id', 'name', 'genre', 'follower_count', 'followed_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT a.*, f.followed_at FROM spotify_artist_followers f JOIN spotify_artists a ON a.id = f.artist_id WHERE f.user_id = ? ORDER BY f.followed_at DESC, f.id').all(ctx.user.id) as (ArtistRow & { followed_at: string })[];
      return paginate(rows.map((r) => ({ ...artistView(r), followed_at: r.followed_at })), args);
    },
  }),
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
];
