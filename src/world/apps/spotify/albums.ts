import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { field, list, record } from '../../returns.ts';
import { fromJson, matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';
import { albumView, date, requireAlbum, type AlbumRow } from './store.ts';

/** The public album catalog. */
export const albumApis: ApiDef[] = [
  api({
    name: 'search_albums',
    method: 'GET',
    auth: false,
    description: 'Search albums by text (title, artist) and filters.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the album title or artist names.'),
      artist_id: z.number().int().optional().describe('Only albums by this artist.'),
      genre: z.string().optional().describe('Only albums of this genre.'),
      min_release_date: date.optional().describe('Released on or after this date (YYYY-MM-DD).'),
      max_release_date: date.optional().describe('Released on or before this date (YYYY-MM-DD).'),
      sort_by: sortParam(['release_date', 'like_count', 'title']),
      ...pageParams,
    }),
    returns: list(record('album_id', 'title', 'artists', 'genre', 'release_date', 'like_count', 'duration', 'song_ids')),
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT * FROM spotify_albums ORDER BY id').all() as AlbumRow[])
        .filter((a) => args.artist_id === undefined || fromJson<number[]>(a.artist_ids, []).includes(args.artist_id))
        .filter((a) => !args.genre || a.genre.toLowerCase() === args.genre.toLowerCase())
        .filter((a) => (!args.min_release_date || a.release_date >= args.min_release_date) && (!args.max_release_date || a.release_date <= args.max_release_date));
      const views = rows.map((a) => albumView(ctx, a)).filter((v) => matchesQuery(args.query, v.title, ...v.artists.map((a) => a.name)));
      return paginate(sortRows(views.map((v) => ({ ...v, id: v.album_id })), args.sort_by), args).map(({ id: _id, ...v }) => v);
    },
  }),
  api({
    name: 'show_album',
    method: 'GET',
    auth: false,
    description: 'Show an album with its songs.',
    params: z.object({ album_id: z.number().int().describe('The album id.') }),
    returns: record('album_id', 'title', 'artists', 'genre', 'release_date', 'like_count', 'duration', 'song_ids', field('songs', list(record('song_id', 'title', 'duration')))),
    changes: [],
    errors: ['album_not_found: no album with that id'],
    handler: (ctx, args) => {
      const row = requireAlbum(ctx, args.album_id);
      const songs = ctx.sql('SELECT id AS song_id, title, duration FROM spotify_songs WHERE album_id = ? ORDER BY id').all(row.id);
      return { ...albumView(ctx, row), songs };
    },
  }),
];
