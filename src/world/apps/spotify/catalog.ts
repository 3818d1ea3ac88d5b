import { z } from 'zod';
import { api } from '../../types.ts';
import { fromJson, matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';
import { albumView, artistView, requireArtist, requireSong, songView, type AlbumRow, type ArtistRow, type SongRow } from './shared.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const catalogApis = [
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
    returns: '[{song_id, title, album_id, album_title, artists[{id, name}], duration, release_date, genre, play_count, rating, like_count, review_count}]',
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
    returns: '{song_id, title, album_id, album_title, artists, duration, release_date, genre, play_count, rating, like_count, review_count}',
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
    returns: '{song_id, liked, reviewed, in_library}',
    changes: [],
    errors: ['song_not_found: no song with that id'],
    handler: (ctx, args) => {
      const song = requireSong(ctx, args.song_id);
      const has = (table: string) => ctx.sql(`SELECT 1 FROM ${table} WHERE user_id = ? AND song_id = ?`).get(ctx.user.id, song.id) !== undefined;
      return { song_id: song.id, liked: has('spotify_song_likes'), reviewed: has('spotify_song_reviews'), in_library: has('spotify_library_songs') };
    },
  }),
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
    returns: '[{album_id, title, artists, genre, release_date, like_count, duration, song_ids}]',
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
    returns: '{album_id, title, artists, genre, release_date, like_count, duration, song_ids, songs[{song_id, title, duration}]}',
    changes: [],
    errors: ['album_not_found: no album with that id'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT * FROM spotify_albums WHERE id = ?').get(args.album_id) as AlbumRow | undefined;
      if (!row) return ctx.fail(404, 'album_not_found', `The album with id ${args.album_id} does not exist.`);
      const songs = ctx.sql('SELECT id AS song_id, title, duration FROM spotify_songs WHERE album_id = ? ORDER BY id').all(row.id);
      return { ...albumView(ctx, row), songs };
    },
  }),
  api({
    name: 'search_artists',
    method: 'GET',
    auth: false,
    description: 'Search artists by name and genre.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the artist name.'),
      genre: z.string().optional().describe('Only artists of this genre.'),
      min_follower_count: z.number().int().optional().describe('At least this many followers.'),
      sort_by: sortParam(['follower_count', 'name']),
      ...pageParams,
    }),
    returns: '[{artist_id, name, genre, follower_count}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT * FROM spotify_artists ORDER BY id').all() as ArtistRow[])
        .filter((a) => matchesQuery(args.query, a.name))
        .filter((a) => !args.genre || a.genre.toLowerCase() === args.genre.toLowerCase())
        .filter((a) => args.min_follower_count === undefined || a.follower_count >= args.min_follower_count);
      return paginate(sortRows(rows as unknown as Record<string, unknown>[], args.sort_by), args).map((a) => artistView(a as unknown as ArtistRow));
    },
  }),
  api({
    name: 'show_artist',
    method: 'GET',
    auth: false,
    description: 'Show an artist with their albums and songs.',
    params: z.object({ artist_id: z.number().int().describe('The artist id.') }),
    returns: '{artist_id, name, genre, follower_count, album_ids, song_ids}',
    changes: [],
    errors: ['artist_not_found: no artist with that id'],
    handler: (ctx, args) => {
      const artist = requireArtist(ctx, args.artist_id);
      const by = (table: string) =>
        (ctx.sql(`SELECT ${table}.id FROM ${table}, json_each(${table}.artist_ids) j WHERE j.value = ? ORDER BY ${table}.id`).all(artist.id) as { id: number }[]).map((r) => r.id);
      return { ...artistView(artist), album_ids: by('spotify_albums'), song_ids: by('spotify_songs') };
    },
  }),
];
