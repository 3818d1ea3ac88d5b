import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record } from '../../returns.ts';
import { pageParams, paginate, personRef, updateFields } from '../common.ts';
import { requireSong } from './store.ts';

interface ReviewRow {
  id: number;
  user_id: number;
  song_id: number;
  rating: number;
  title: string;
  text: string;
  created_at: string;
  updated_at: string;
}

function checkRating(ctx: ApiContext, rating: number | undefined): void {
  if (rating !== undefined && (rating < 1 || rating > 5)) ctx.fail(422, 'invalid_rating', 'The rating must be a whole number from 1 to 5.');
}

/** Keeps a song's rating (mean of its reviews, 2 decimals) and review_count in step with its reviews. */
function refreshSongRating(ctx: ApiContext, songId: number): void {
  const stats = ctx.sql('SELECT COUNT(*) AS n, AVG(rating) AS mean FROM spotify_song_reviews WHERE song_id = ?').get(songId) as { n: number; mean: number | null };
  ctx.sql('UPDATE spotify_songs SET rating = ?, review_count = ? WHERE id = ?').run(Math.round((stats.mean ?? 0) * 100) / 100, stats.n, songId);
}

function ownReview(ctx: ApiContext, id: number): ReviewRow {
  const row = ctx.sql('SELECT * FROM spotify_song_reviews WHERE id = ?').get(id) as ReviewRow | undefined;
  if (!row) return ctx.fail(404, 'song_review_not_found', `The song review with id ${id} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The song review with id ${id} is not yours.`);
  return row;
}

const ratingParam = z.number().int().describe('Rating from 1 to 5.');
const reviewId = z.number().int().describe('The song review id.');

export const reviewApis: ApiDef[] = [
  api({
    name: 'show_song_reviews',
    method: 'GET',
    auth: false,
    description: 'List the reviews of a song, newest first.',
    params: z.object({ song_id: z.number().int().describe('The song id.'), ...pageParams }),
    returns: list(record('song_review_id', 'song_id', field('user', person), 'rating', 'title', 'text', 'created_at', 'updated_at')),
    changes: [],
    errors: ['song_not_found: no song with that id'],
    handler: (ctx, args) => {
      requireSong(ctx, args.song_id);
      const rows = ctx.sql('SELECT * FROM spotify_song_reviews WHERE song_id = ? ORDER BY created_at DESC, id').all(args.song_id) as ReviewRow[];
      return paginate(rows, args).map((r) => ({
        song_review_id: r.id, song_id: r.song_id, user: personRef(ctx, r.user_id), rating: r.rating, title: r.title, text: r.text, created_at: r.created_at, updated_at: r.updated_at,
      }));
    },
  }),
  api({
    name: 'review_song',
    method: 'POST',
    auth: true,
    description: "Review a song (one review per song). Updates the song's rating and review_count.",
    params: z.object({
      song_id: z.number().int().describe('The song id.'),
      rating: ratingParam,
      title: z.string().default('').describe('Review title.'),
      text: z.string().default('').describe('Review text.'),
    }),
    returns: message('song_review_id'),
    changes: ['spotify.song_reviews', 'spotify.songs'],
    errors: ['song_not_found: no song with that id', 'invalid_rating: rating is not 1-5', 'already_reviewed: you already reviewed this song'],
    handler: (ctx, args) => {
      const song = requireSong(ctx, args.song_id);
      checkRating(ctx, args.rating);
      if (ctx.sql('SELECT 1 FROM spotify_song_reviews WHERE user_id = ? AND song_id = ?').get(ctx.user.id, song.id)) {
        return ctx.fail(409, 'already_reviewed', 'You already reviewed this song; update that review instead.');
      }
      const id = ctx.newId('song_reviews');
      ctx.sql('INSERT INTO spotify_song_reviews (id, user_id, song_id, rating, title, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        id, ctx.user.id, song.id, args.rating, args.title, args.text, ctx.now(), ctx.now(),
      );
      refreshSongRating(ctx, song.id);
      return { message: 'Song reviewed.', song_review_id: id };
    },
  }),
  api({
    name: 'update_song_review',
    method: 'PATCH',
    auth: true,
    description: 'Change your review of a song. Omitted fields stay as they are.',
    params: z.object({
      song_review_id: reviewId,
      rating: ratingParam.optional(),
      title: z.string().optional().describe('New title.'),
      text: z.string().optional().describe('New text.'),
    }),
    returns: message(),
    changes: ['spotify.song_reviews', 'spotify.songs'],
    errors: ['song_review_not_found: no review with that id', 'not_owner: the review is not yours', 'invalid_rating: rating is not 1-5'],
    handler: (ctx, args) => {
      const row = ownReview(ctx, args.song_review_id);
      checkRating(ctx, args.rating);
      if (updateFields(ctx, 'spotify_song_reviews', row.id, { rating: args.rating, title: args.title, text: args.text }) > 0) {
        updateFields(ctx, 'spotify_song_reviews', row.id, { updated_at: ctx.now() });
        refreshSongRating(ctx, row.song_id);
      }
      return { message: 'Review updated.' };
    },
  }),
  api({
    name: 'delete_song_review',
    method: 'DELETE',
    auth: true,
    description: 'Delete your review of a song.',
    params: z.object({ song_review_id: reviewId }),
    returns: message(),
    changes: ['spotify.song_reviews', 'spotify.songs'],
    errors: ['song_review_not_found: no review with that id', 'not_owner: the review is not yours'],
    handler: (ctx, args) => {
      const row = ownReview(ctx, args.song_review_id);
      ctx.sql('DELETE FROM spotify_song_reviews WHERE id = ?').run(row.id);
      refreshSongRating(ctx, row.song_id);
      return { message: 'Review deleted.' };
    },
  }),
];
