import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record } from '../../returns.ts';
import { pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { requireProduct } from './store.ts';

interface ReviewRow {
  id: number;
  user_id: number;
  product_id: number;
  rating: number;
  title: string;
  text: string;
  is_verified: number;
  created_at: string;
  updated_at: string;
}

function checkRating(ctx: ApiContext, rating: number | undefined): void {
  if (rating !== undefined && (rating < 1 || rating > 5)) ctx.fail(422, 'invalid_rating', 'The rating must be a whole number from 1 to 5.');
}

/** A product's rating is the mean of its reviews (2 decimals); review_count their number. */
function refreshProductRating(ctx: ApiContext, productId: number): void {
  const stats = ctx.sql('SELECT COUNT(*) AS n, AVG(rating) AS mean FROM amazon_product_reviews WHERE product_id = ?').get(productId) as { n: number; mean: number | null };
  ctx.sql('UPDATE amazon_products SET rating = ?, review_count = ? WHERE id = ?').run(Math.round((stats.mean ?? 0) * 100) / 100, stats.n, productId);
}

function ownReview(ctx: ApiContext, id: number): ReviewRow {
  const row = ctx.sql('SELECT * FROM amazon_product_reviews WHERE id = ?').get(id) as ReviewRow | undefined;
  if (!row) return ctx.fail(404, 'product_review_not_found', `The product review with id ${id} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The product review with id ${id} is not yours.`);
  return row;
}

const productId = z.number().int().describe('The product id.');
const reviewId = z.number().int().describe('The product review id.');
const ratingParam = z.number().int().describe('Rating from 1 to 5.');

/** Product reviews: one per person and product; a product's rating is their mean. */
export const reviewApis: ApiDef[] = [
  api({
    name: 'show_product_reviews',
    method: 'GET',
    auth: false,
    description: 'List the reviews of a product, newest first.',
    params: z.object({ product_id: productId, min_rating: z.number().int().optional().describe('Only reviews rated at least this.'), ...pageParams }),
    returns: list(record('product_review_id', 'product_id', field('user', person), 'rating', 'title', 'text', 'is_verified', 'created_at', 'updated_at')),
    changes: [],
    errors: ['product_not_found: no product with that id'],
    handler: (ctx, args) => {
      requireProduct(ctx, args.product_id);
      const rows = (ctx.sql('SELECT * FROM amazon_product_reviews WHERE product_id = ? ORDER BY created_at DESC, id').all(args.product_id) as ReviewRow[]).filter(
        (r) => args.min_rating === undefined || r.rating >= args.min_rating,
      );
      return paginate(rows, args).map((r) => ({
        product_review_id: r.id, product_id: r.product_id, user: personRef(ctx, r.user_id), rating: r.rating, title: r.title, text: r.text,
        is_verified: toBool(r.is_verified), created_at: r.created_at, updated_at: r.updated_at,
      }));
    },
  }),
  api({
    name: 'write_product_review',
    method: 'POST',
    auth: true,
    description: "Review a product (one review per product; verified if you ordered it). Updates the product's rating.",
    params: z.object({
      product_id: productId,
      rating: ratingParam,
      title: z.string().default('').describe('Review title.'),
      text: z.string().default('').describe('Review text.'),
    }),
    returns: message('product_review_id'),
    changes: ['amazon.product_reviews', 'amazon.products'],
    errors: ['product_not_found: no product with that id', 'invalid_rating: rating is not 1-5', 'already_reviewed: you already reviewed this product'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      checkRating(ctx, args.rating);
      if (ctx.sql('SELECT 1 FROM amazon_product_reviews WHERE user_id = ? AND product_id = ?').get(ctx.user.id, product.id)) {
        return ctx.fail(409, 'already_reviewed', 'You already reviewed this product; update that review instead.');
      }
      const ordered = ctx.sql('SELECT 1 FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? AND i.product_id = ?').get(ctx.user.id, product.id) !== undefined;
      const id = ctx.newId('product_reviews');
      ctx.sql('INSERT INTO amazon_product_reviews (id, user_id, product_id, rating, title, text, is_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
        id, ctx.user.id, product.id, args.rating, args.title, args.text, ordered ? 1 : 0, ctx.now(), ctx.now(),
      );
      refreshProductRating(ctx, product.id);
      return { message: 'Review posted.', product_review_id: id };
    },
  }),
  api({
    name: 'update_product_review',
    method: 'PATCH',
    auth: true,
    description: 'Change your review of a product. Omitted fields stay as they are.',
    params: z.object({
      product_review_id: reviewId,
      rating: ratingParam.optional(),
      title: z.string().optional().describe('New title.'),
      text: z.string().optional().describe('New text.'),
    }),
    returns: message(),
    changes: ['amazon.product_reviews', 'amazon.products'],
    errors: ['product_review_not_found: no review with that id', 'not_owner: the review is not yours', 'invalid_rating: rating is not 1-5'],
    handler: (ctx, args) => {
      const row = ownReview(ctx, args.product_review_id);
      checkRating(ctx, args.rating);
      if (updateFields(ctx, 'amazon_product_reviews', row.id, { rating: args.rating, title: args.title, text: args.text }) > 0) {
        updateFields(ctx, 'amazon_product_reviews', row.id, { updated_at: ctx.now() });
        refreshProductRating(ctx, row.product_id);
      }
      return { message: 'Review updated.' };
    },
  }),
  api({
    name: 'delete_product_review',
    method: 'DELETE',
    auth: true,
    description: 'Delete your review of a product.',
    params: z.object({ product_review_id: reviewId }),
    returns: message(),
    changes: ['amazon.product_reviews', 'amazon.products'],
    errors: ['product_review_not_found: no review with that id', 'not_owner: the review is not yours'],
    handler: (ctx, args) => {
      const row = ownReview(ctx, args.product_review_id);
      ctx.sql('DELETE FROM amazon_product_reviews WHERE id = ?').run(row.id);
      refreshProductRating(ctx, row.product_id);
      return { message: 'Review deleted.' };
    },
  }),
];
