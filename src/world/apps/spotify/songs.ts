import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { field, list, record } from '../../returns.ts';
import { fromJson, matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';
import { date, requireSong, songView, type SongRow } from './store.ts';

/** The public song catalog. */
export const songApis: ApiDef[] = [
  api({
    name: 'search_songs',
    method: 'GET',
    auth: false,
    description: 'Search the song catalog by text (title, artist, album) and filters.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the title, artist names or album title.'),
      artist_id: z.number().int().optional().describe('Only songs by this artist.'),
      album_id: z.number().int().optional().describe('Only songs of this album.'),
      genre: z.string().optional().describe('Only songs of this genre (e.g. pop, rock, jazz).'),
      min_release_date: date.optional().describe('Released on or after this date (YYYY-MM-DD).'),
      max_release_date: date.optional().describe('Released on or before this date (YYYY-MM-DD).'),
      min_duration: z.number().int().optional().describe('At least this many seconds long.'),
      max_duration: z.number().int().optional().describe('At most this many seconds long.'),
      min_rating: z.number().optional().describe('Average rating at least this (0-5).'),
      sort_by: sortParam(['rating', 'like_count', 'play_count', 'release_date', 'duration', 'title']),
      ...pageParams,
    }),
    returns: list(record('song_id', 'title', 'album_id', 'album_title', field('artists', list(record('id', 'name'))), 'duration', 'release_date', 'genre', 'play_count', 'rating', 'like_count', 'review_count')),
    changes: [],
    handler: (ctx, args) => {
      const views = (ctx.sql('SELECT * FROM spotify_songs ORDER BY id').all() as SongRow[])
        .filter((s) => args.artist_id === undefined || fromJson<number[]>(s.artist_ids, []).includes(args.artist_id))
        .filter((s) => args.album_id === undefined || s.album_id === args.album_id)
        .filter((s) => !args.genre || s.genre.toLowerCase() === args.genre.toLowerCase())
        .filter((s) => (!args.min_release_date || s.release_date >= args.min_release_date) && (!args.max_release_date || s.release_date <= args.max_release_date))
        .filter((s) => (args.min_duration === undefined || s.duration >= args.min_duration) && (args.max_duration === undefined || s.duration <= args.max_duration))
        .filter((s) => args.min_rating === undefined || s.rating >= args.min_rating)
        .map((s) => songView(ctx, s))
        .filter((v) => matchesQuery(args.query, v.title, v.album_title, ...v.artists.map((a) => a.name)));
      return paginate(sortRows(views.map((v) => ({ ...v, id: v.song_id })), args.sort_by), args).map(({ id: _id, ...v }) => v);
    },
  }),
  api({
    name: 'show_song',
    method: 'GET',
    auth: false,
    description: 'Show one song of the catalog.',
    params: z.object({ song_id: z.number().int().describe('The song id.') }),
    returns: record('song_id', 'title', 'album_id', 'album_title', 'artists', 'duration', 'release_date', 'genre', 'play_count', 'rating', 'like_count', 'review_count'),
    changes: [],
    errors: ['song_not_found: no song with that id'],
    handler: (ctx, args) => songView(ctx, requireSong(ctx, args.song_id)),
  }),
  api({
    name: 'show_song_privates',
    method: 'GET',
    auth: true,
    description: "Show the user's relation to a song: liked, reviewed, in the library.",
    params: z.object({ song_id: z.number().int().describe('The song id.') }),
    returns: record('song_id', 'liked', 'reviewed', 'in_library'),
    changes: [],
    errors: ['song_not_found: no song with that id'],
    handler: (ctx, args) => {
      const song = requireSong(ctx, args.song_id);
      const has = (table: string) => ctx.sql(`SELECT 1 FROM ${table} WHERE user_id = ? AND song_id = ?`).get(ctx.user.id, song.id) !== undefined;
      return { song_id: song.id, liked: has('spotify_song_likes'), reviewed: has('spotify_song_reviews'), in_library: has('spotify_library_songs') };
    },
  }),
];
