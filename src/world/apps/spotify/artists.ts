import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, record } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';
import { artistView, requireArtist, type ArtistRow } from './store.ts';

/** The public artist catalog. */
export const artistApis: ApiDef[] = [
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
    returns: list(record('artist_id', 'name', 'genre', 'follower_count')),
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT * FROM spotify_artists ORDER BY id').all() as ArtistRow[])
        .filter((a) => matchesQuery(args.query, a.name))
        .filter((a) => !args.genre || a.genre.toLowerCase() === args.genre.toLowerCase())
        .filter((a) => args.min_follower_count === undefined || a.follower_count >= args.min_follower_count);
      return paginate(sortRows(rows, args.sort_by), args).map((a) => artistView(a));
    },
  }),
  api({
    name: 'show_artist',
    method: 'GET',
    auth: false,
    description: 'Show an artist with their albums and songs.',
    params: z.object({ artist_id: z.number().int().describe('The artist id.') }),
    returns: record('artist_id', 'name', 'genre', 'follower_count', 'album_ids', 'song_ids'),
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
