import type { SeedContext } from '../../types.ts';

function minutesBefore(now: string, minutes: number): string {
  return new Date(Date.parse(`${now}Z`) - minutes * 60_000).toISOString().slice(0, 19);
}

/**
 * Liked and saved albums, liked public playlists, a short queue and ~3 months of listening
 * history. Runs after the original spotify rows, so their ids and content stay as they were.
 */
export function seedSpotifyExtras(ctx: SeedContext): void {
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
