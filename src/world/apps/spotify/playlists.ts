import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { field, list, message, person, record } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, sortParam, sortRows, updateFields } from '../common.ts';
import { ownPlaylist, playlistView, requireSong, songView, visiblePlaylist, type PlaylistRow, type SongRow } from './store.ts';

const playlistId = z.number().int().describe('The playlist id.');
const songId = z.number().int().describe('The song id.');
const playlistReturns = list(record('playlist_id', 'title', 'is_public', field('owner', person), 'like_count', 'created_at', 'song_ids'));

export const playlistApis: ApiDef[] = [
  api({
    name: 'show_playlist_library',
    method: 'GET',
    auth: true,
    description: "List the user's own playlists.",
    params: z.object({
      query: z.string().optional().describe('Text to find in the playlist title.'),
      is_public: z.boolean().optional().describe('Only public (true) or only private (false) playlists.'),
      sort_by: sortParam(['created_at', 'title', 'like_count']),
      ...pageParams,
    }),
    returns: playlistReturns,
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT * FROM spotify_playlists WHERE owner_id = ? ORDER BY id').all(ctx.user.id) as PlaylistRow[])
        .filter((p) => matchesQuery(args.query, p.title))
        .filter((p) => args.is_public === undefined || (p.is_public === 1) === args.is_public);
      return paginate(sortRows(rows, args.sort_by), args).map((p) => playlistView(ctx, p));
    },
  }),
  api({
    name: 'search_playlists',
    method: 'GET',
    auth: true,
    description: "Search all public playlists plus the user's own private ones. Most liked first by default.",
    params: z.object({
      query: z.string().optional().describe('Text to find in the playlist title.'),
      is_public: z.boolean().optional().describe('Only public (true) or only private (false) playlists.'),
      sort_by: sortParam(['like_count', 'created_at', 'title'], '-like_count'),
      ...pageParams,
    }),
    returns: playlistReturns,
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT * FROM spotify_playlists WHERE is_public = 1 OR owner_id = ? ORDER BY id').all(ctx.user.id) as PlaylistRow[])
        .filter((p) => matchesQuery(args.query, p.title))
        .filter((p) => args.is_public === undefined || (p.is_public === 1) === args.is_public);
      return paginate(sortRows(rows, args.sort_by), args).map((p) => playlistView(ctx, p));
    },
  }),
  api({
    name: 'show_playlist',
    method: 'GET',
    auth: true,
    description: 'Show a playlist (your own or a public one) with its songs in playlist order.',
    params: z.object({ playlist_id: playlistId }),
    returns: record('playlist_id', 'title', 'is_public', 'owner', 'like_count', 'created_at', 'song_ids', field('songs', list(record('song_id', 'title', 'artists', 'duration', '...')))),
    changes: [],
    errors: ['playlist_not_found: no playlist with that id', "not_owner: someone else's private playlist"],
    handler: (ctx, args) => {
      const view = playlistView(ctx, visiblePlaylist(ctx, args.playlist_id));
      const songs = view.song_ids.map((id) => songView(ctx, ctx.sql('SELECT * FROM spotify_songs WHERE id = ?').get(id) as SongRow));
      return { ...view, songs };
    },
  }),
  api({
    name: 'create_playlist',
    method: 'POST',
    auth: true,
    description: 'Create an empty playlist.',
    params: z.object({
      title: z.string().min(1).describe('Title of the playlist.'),
      is_public: z.boolean().default(false).describe('Whether other people can see it.'),
    }),
    returns: message('playlist_id'),
    changes: ['spotify.playlists'],
    handler: (ctx, args) => {
      const id = ctx.newId('playlists');
      ctx.sql('INSERT INTO spotify_playlists (id, owner_id, title, is_public, like_count, created_at) VALUES (?, ?, ?, ?, 0, ?)').run(
        id,
        ctx.user.id,
        args.title,
        args.is_public ? 1 : 0,
        ctx.now(),
      );
      return { message: 'Playlist created.', playlist_id: id };
    },
  }),
  api({
    name: 'update_playlist',
    method: 'PATCH',
    auth: true,
    description: "Rename a playlist or change whether it is public. Omitted fields stay as they are.",
    params: z.object({
      playlist_id: playlistId,
      title: z.string().min(1).optional().describe('New title.'),
      is_public: z.boolean().optional().describe('New visibility.'),
    }),
    returns: message(),
    changes: ['spotify.playlists'],
    errors: ['playlist_not_found: no playlist with that id', 'not_owner: the playlist is not yours'],
    handler: (ctx, args) => {
      const row = ownPlaylist(ctx, args.playlist_id);
      updateFields(ctx, 'spotify_playlists', row.id, { title: args.title, is_public: args.is_public });
      return { message: 'Playlist updated.' };
    },
  }),
  api({
    name: 'delete_playlist',
    method: 'DELETE',
    auth: true,
    description: 'Delete a playlist (its song list goes with it).',
    params: z.object({ playlist_id: playlistId }),
    returns: message(),
    changes: ['spotify.playlists', 'spotify.playlist_songs'],
    errors: ['playlist_not_found: no playlist with that id', 'not_owner: the playlist is not yours'],
    handler: (ctx, args) => {
      const row = ownPlaylist(ctx, args.playlist_id);
      ctx.sql('DELETE FROM spotify_playlist_songs WHERE playlist_id = ?').run(row.id);
      ctx.sql('DELETE FROM spotify_playlists WHERE id = ?').run(row.id);
      return { message: 'Playlist deleted.' };
    },
  }),
  api({
    name: 'add_song_to_playlist',
    method: 'POST',
    auth: true,
    description: 'Add a song at the end of one of your playlists.',
    params: z.object({ playlist_id: playlistId, song_id: songId }),
    returns: message(),
    changes: ['spotify.playlist_songs'],
    errors: [
      'playlist_not_found: no playlist with that id',
      'not_owner: the playlist is not yours',
      'song_not_found: no song with that id',
      'already_in_playlist: the song is already in the playlist',
    ],
    handler: (ctx, args) => {
      const row = ownPlaylist(ctx, args.playlist_id);
      const song = requireSong(ctx, args.song_id);
      if (ctx.sql('SELECT 1 FROM spotify_playlist_songs WHERE playlist_id = ? AND song_id = ?').get(row.id, song.id)) {
        return ctx.fail(409, 'already_in_playlist', `The song ${song.id} is already in the playlist.`);
      }
      ctx.sql('INSERT INTO spotify_playlist_songs (id, playlist_id, song_id, added_at) VALUES (?, ?, ?, ?)').run(ctx.newId('playlist_songs'), row.id, song.id, ctx.now());
      return { message: 'Song added to the playlist.' };
    },
  }),
  api({
    name: 'remove_song_from_playlist',
    method: 'DELETE',
    auth: true,
    description: 'Remove a song from one of your playlists.',
    params: z.object({ playlist_id: playlistId, song_id: songId }),
    returns: message(),
    changes: ['spotify.playlist_songs'],
    errors: ['playlist_not_found: no playlist with that id', 'not_owner: the playlist is not yours', 'not_in_playlist: the song is not in the playlist'],
    handler: (ctx, args) => {
      const row = ownPlaylist(ctx, args.playlist_id);
      const result = ctx.sql('DELETE FROM spotify_playlist_songs WHERE playlist_id = ? AND song_id = ?').run(row.id, args.song_id);
      if (result.changes === 0) return ctx.fail(409, 'not_in_playlist', `The song ${args.song_id} is not in the playlist.`);
      return { message: 'Song removed from the playlist.' };
    },
  }),
];
