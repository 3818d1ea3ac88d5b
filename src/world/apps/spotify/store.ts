import { z } from 'zod';
import type { ApiContext } from '../../types.ts';
import { fromJson, personRef, toBool } from '../common.ts';

/** Release dates, `YYYY-MM-DD`. */
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export interface SongRow {
  id: number;
  title: string;
  album_id: number;
  artist_ids: string;
  duration: number;
  release_date: string;
  genre: string;
  play_count: number;
  rating: number;
  like_count: number;
  review_count: number;
}

export interface AlbumRow {
  id: number;
  title: string;
  artist_ids: string;
  genre: string;
  release_date: string;
  like_count: number;
}

export interface ArtistRow {
  id: number;
  name: string;
  genre: string;
  follower_count: number;
  created_at: string;
}

export interface PlaylistRow {
  id: number;
  owner_id: number;
  title: string;
  is_public: number;
  like_count: number;
  created_at: string;
}

function artistRefs(ctx: ApiContext, idsJson: string): { id: number; name: string }[] {
  return fromJson<number[]>(idsJson, []).map((id) => {
    const row = ctx.sql('SELECT name FROM spotify_artists WHERE id = ?').get(id) as { name: string } | undefined;
    return { id, name: row?.name ?? 'Unknown artist' };
  });
}

export function songView(ctx: ApiContext, row: SongRow) {
  const album = ctx.sql('SELECT title FROM spotify_albums WHERE id = ?').get(row.album_id) as { title: string } | undefined;
  return {
    song_id: row.id,
    title: row.title,
    album_id: row.album_id,
    album_title: album?.title ?? null,
    artists: artistRefs(ctx, row.artist_ids),
    duration: row.duration,
    release_date: row.release_date,
    genre: row.genre,
    play_count: row.play_count,
    rating: row.rating,
    like_count: row.like_count,
    review_count: row.review_count,
  };
}

export function albumView(ctx: ApiContext, row: AlbumRow) {
  const songs = ctx.sql('SELECT id, duration FROM spotify_songs WHERE album_id = ? ORDER BY id').all(row.id) as { id: number; duration: number }[];
  return {
    album_id: row.id,
    title: row.title,
    artists: artistRefs(ctx, row.artist_ids),
    genre: row.genre,
    release_date: row.release_date,
    like_count: row.like_count,
    duration: songs.reduce((sum, s) => sum + s.duration, 0),
    song_ids: songs.map((s) => s.id),
  };
}

export function artistView(row: ArtistRow) {
  return { artist_id: row.id, name: row.name, genre: row.genre, follower_count: row.follower_count };
}

export function playlistView(ctx: ApiContext, row: PlaylistRow) {
  const songs = ctx.sql('SELECT song_id FROM spotify_playlist_songs WHERE playlist_id = ? ORDER BY added_at, id').all(row.id) as { song_id: number }[];
  return {
    playlist_id: row.id,
    title: row.title,
    is_public: toBool(row.is_public),
    owner: personRef(ctx, row.owner_id),
    like_count: row.like_count,
    created_at: row.created_at,
    song_ids: songs.map((s) => s.song_id),
  };
}

export function requireSong(ctx: ApiContext, id: number): SongRow {
  return (ctx.sql('SELECT * FROM spotify_songs WHERE id = ?').get(id) as SongRow | undefined) ?? ctx.fail(404, 'song_not_found', `The song with id ${id} does not exist.`);
}

export function requireAlbum(ctx: ApiContext, id: number): AlbumRow {
  return (ctx.sql('SELECT * FROM spotify_albums WHERE id = ?').get(id) as AlbumRow | undefined) ?? ctx.fail(404, 'album_not_found', `The album with id ${id} does not exist.`);
}

export function requireArtist(ctx: ApiContext, id: number): ArtistRow {
  return (ctx.sql('SELECT * FROM spotify_artists WHERE id = ?').get(id) as ArtistRow | undefined) ?? ctx.fail(404, 'artist_not_found', `The artist with id ${id} does not exist.`);
}

/** A playlist the caller may see: their own or a public one; someone else's private one is 403. */
export function visiblePlaylist(ctx: ApiContext, id: number): PlaylistRow {
  const row = ctx.sql('SELECT * FROM spotify_playlists WHERE id = ?').get(id) as PlaylistRow | undefined;
  if (!row) return ctx.fail(404, 'playlist_not_found', `The playlist with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id && !toBool(row.is_public)) return ctx.fail(403, 'not_owner', `The playlist with id ${id} is private to its owner.`);
  return row;
}

/** A playlist the caller owns (for writes). */
export function ownPlaylist(ctx: ApiContext, id: number): PlaylistRow {
  const row = ctx.sql('SELECT * FROM spotify_playlists WHERE id = ?').get(id) as PlaylistRow | undefined;
  if (!row) return ctx.fail(404, 'playlist_not_found', `The playlist with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The playlist with id ${id} does not belong to you.`);
  return row;
}
