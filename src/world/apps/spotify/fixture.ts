import type { Rng } from '../../ids.ts';
import type { SeedContext } from '../../types.ts';
import { ALBUM_TITLES, ARTISTS, OTHER_PLAYLIST_TITLES, REVIEW_LINES, SONG_TITLES, TITLE_FIRST, TITLE_SECOND, USER_PLAYLISTS } from './data.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function dateBetween(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = year === 2023 ? rng.int(1, 4) : rng.int(1, 12);
  return `${year}-${pad(month)}-${pad(rng.int(1, 28))}`;
}

function stampBetween(rng: Rng, fromYear: number, toYear: number): string {
  return `${dateBetween(rng, fromYear, toYear)}T${pad(rng.int(7, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
}

/** Unique song titles: the hand-written ones first, then "Adjective Noun" pairs. */
function titleSource(rng: Rng): () => string {
  const pool = [...rng.shuffle(SONG_TITLES), ...rng.shuffle(TITLE_FIRST.flatMap((a) => TITLE_SECOND.map((b) => `${a} ${b}`)))];
  let next = 0;
  return () => pool[next++] ?? `Untitled ${next}`;
}

interface SongSeed {
  id: number;
  genre: string;
}

/** Catalog (32 artists, 48 albums, ~190 songs), reviews by others, playlists, library, likes and follows. */
export function seedSpotify(ctx: SeedContext): void {
  const { rng, user } = ctx;
  const others = ctx.people.slice(1);
  const artists = ARTISTS.map(([name, genre]) => ({
    id: ctx.insert('spotify_artists', { name, genre, follower_count: rng.int(800, 2_400_000), created_at: stampBetween(rng, 2015, 2021) }),
    genre,
  }));
  const albumOwners = [...artists, ...rng.sample(artists, ALBUM_TITLES.length - artists.length)];
  const nextTitle = titleSource(rng);
  const songs: SongSeed[] = [];
  rng.shuffle(ALBUM_TITLES).forEach((title, index) => {
    const artist = albumOwners[index % albumOwners.length] ?? artists[0]!;
    const releaseDate = dateBetween(rng, 1998, 2023);
    const albumId = ctx.insert('spotify_albums', { title, artist_ids: [artist.id], genre: artist.genre, release_date: releaseDate, like_count: rng.int(50, 90_000) });
    const count = rng.int(3, 5);
    for (let track = 0; track < count; track += 1) {
      const peers = artists.filter((a) => a.id !== artist.id && a.genre === artist.genre);
      const featured = peers.length > 0 && rng.chance(0.2) ? rng.pick(peers) : undefined;
      const long = artist.genre === 'classical' || artist.genre === 'jazz';
      const id = ctx.insert('spotify_songs', {
        title: nextTitle(),
        album_id: albumId,
        artist_ids: featured ? [artist.id, featured.id] : [artist.id],
        duration: long ? rng.int(180, 640) : rng.int(118, 330),
        release_date: releaseDate,
        genre: artist.genre,
        play_count: rng.int(1_000, 9_000_000),
        rating: 0,
        like_count: rng.int(10, 250_000),
        review_count: 0,
      });
      songs.push({ id, genre: artist.genre });
    }
  });

  // Reviews by other people; a song's rating is the mean of its reviews.
  for (const song of rng.sample(songs, 80)) {
    const reviewers = rng.sample(others, rng.int(1, 3));
    const ratings = reviewers.map((reviewer) => {
      const rating = rng.int(1, 5) < 3 ? rng.int(1, 3) : rng.int(4, 5);
      const created = stampBetween(rng, 2021, 2023);
      ctx.insert('spotify_song_reviews', { user_id: reviewer.id, song_id: song.id, rating, title: rating >= 4 ? 'Love it' : rating === 3 ? 'Okay' : 'Meh', text: rng.pick(REVIEW_LINES[rating] ?? ['']), created_at: created, updated_at: created });
      return rating;
    });
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    ctx.db.prepare('UPDATE spotify_songs SET rating = ?, review_count = ? WHERE id = ?').run(mean, ratings.length, song.id);
  }

  const fillPlaylist = (playlistId: number, pool: readonly SongSeed[], count: number) => {
    for (const song of rng.sample(pool, count)) {
      ctx.insert('spotify_playlist_songs', { playlist_id: playlistId, song_id: song.id, added_at: stampBetween(rng, 2022, 2023) });
    }
  };
  for (const [title, isPublic, genres] of USER_PLAYLISTS) {
    const id = ctx.insert('spotify_playlists', { owner_id: user.id, title, is_public: isPublic, like_count: isPublic ? rng.int(1, 40) : 0, created_at: stampBetween(rng, 2021, 2022) });
    const pool = songs.filter((s) => genres.includes(s.genre));
    fillPlaylist(id, pool.length >= 12 ? pool : songs, rng.int(6, 12));
  }
  OTHER_PLAYLIST_TITLES.forEach((title, index) => {
    const isPublic = index % 4 !== 3;
    const id = ctx.insert('spotify_playlists', { owner_id: rng.pick(others).id, title, is_public: isPublic, like_count: isPublic ? rng.int(0, 1_500) : 0, created_at: stampBetween(rng, 2020, 2023) });
    fillPlaylist(id, songs, rng.int(5, 12));
  });

  for (const song of rng.sample(songs, 25)) ctx.insert('spotify_library_songs', { user_id: user.id, song_id: song.id, added_at: stampBetween(rng, 2021, 2023) });
  for (const song of rng.sample(songs, 20)) ctx.insert('spotify_song_likes', { user_id: user.id, song_id: song.id, liked_at: stampBetween(rng, 2021, 2023) });
  for (const artist of rng.sample(artists, 6)) ctx.insert('spotify_artist_followers', { user_id: user.id, artist_id: artist.id, followed_at: stampBetween(rng, 2020, 2023) });
  seedSecondWave(ctx);
}

function minutesBefore(now: string, minutes: number): string {
  return new Date(Date.parse(`${now}Z`) - minutes * 60_000).toISOString().slice(0, 19);
}

/**
 * Liked and saved albums, liked public playlists, a short queue and ~3 months of listening
 * history. Runs after the original spotify rows, so their ids and content stay as they were.
 */
function seedSecondWave(ctx: SeedContext): void {
  const { rng, user } = ctx;
  const albums = (ctx.db.prepare('SELECT id FROM spotify_albums ORDER BY rowid').all() as { id: number }[]).map((r) => r.id);
  const songs = (ctx.db.prepare('SELECT id FROM spotify_songs ORDER BY rowid').all() as { id: number }[]).map((r) => r.id);
  const publicOthers = (ctx.db.prepare('SELECT id FROM spotify_playlists WHERE owner_id != ? AND is_public = 1 ORDER BY rowid').all(user.id) as { id: number }[]).map((r) => r.id);
  const day = 60 * 24;
  for (const id of rng.sample(albums, 8)) ctx.insert('spotify_album_likes', { user_id: user.id, album_id: id, liked_at: minutesBefore(ctx.now, rng.int(day, day * 400)) });
  for (const id of rng.sample(albums, 6)) ctx.insert('spotify_library_albums', { user_id: user.id, album_id: id, added_at: minutesBefore(ctx.now, rng.int(day, day * 400)) });
  for (const id of rng.sample(publicOthers, 4)) ctx.insert('spotify_playlist_likes', { user_id: user.id, playlist_id: id, liked_at: minutesBefore(ctx.now, rng.int(day, day * 300)) });
  rng.sample(songs, 3).forEach((id, index) => ctx.insert('spotify_queue_songs', { user_id: user.id, song_id: id, position: index + 1, added_at: minutesBefore(ctx.now, 30 - index) }));
  // Favourites come back often, so the history has repeats.
  const favourites = rng.sample(songs, 12);
  const plays = Array.from({ length: 90 }, () => ({ song: rng.chance(0.5) ? rng.pick(favourites) : rng.pick(songs), at: rng.int(45, day * 95) })).sort((a, b) => b.at - a.at);
  for (const play of plays) ctx.insert('spotify_recently_played', { user_id: user.id, song_id: play.song, played_at: minutesBefore(ctx.now, play.at) });
}
