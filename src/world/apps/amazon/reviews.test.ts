import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, user, now, fails } = useAmazon(71);

describe('amazon reviews', () => {
  it('writes, updates and deletes a review, keeping the product rating', () => {
    const product = one<{ id: number; rating: number; review_count: number }>('SELECT * FROM amazon_products WHERE review_count = 0 ORDER BY id LIMIT 1');
    const record = call('write_product_review', { product_id: product.id, rating: 5, title: 'Great' });
    const id = (record.response as { product_review_id: number }).product_review_id;
    const review = { id, user_id: user().id, product_id: product.id, rating: 5, title: 'Great', text: '', is_verified: 0, created_at: now(), updated_at: now() };
    expect(record.diff).toEqual([
      { app: 'amazon', table: 'product_reviews', inserted: [review], updated: [], deleted: [] },
      { app: 'amazon', table: 'products', inserted: [], updated: [{ id: product.id, before: { rating: 0, review_count: 0 }, after: { rating: 5, review_count: 1 } }], deleted: [] },
    ]);
    fails('write_product_review', { product_id: product.id, rating: 3 }, 409, 'already_reviewed');
    fails('write_product_review', { product_id: product.id, rating: 0 }, 422, 'invalid_rating');
    fails('write_product_review', { product_id: 1, rating: 3 }, 404, 'product_not_found');
    const updated = call('update_product_review', { product_review_id: id, rating: 3, text: 'Changed my mind' });
    expect(updated.diff[0]?.updated).toEqual([{ id, before: { rating: 5, text: '' }, after: { rating: 3, text: 'Changed my mind' } }]);
    expect(updated.diff[1]?.updated).toEqual([{ id: product.id, before: { rating: 5 }, after: { rating: 3 } }]);
    expect(w.current.call('amazon', 'show_product_reviews', { product_id: product.id }).response).toMatchObject([{ product_review_id: id, rating: 3, is_verified: false }]);
    const deleted = call('delete_product_review', { product_review_id: id });
    expect(deleted.diff[0]?.deleted).toEqual([{ ...review, rating: 3, text: 'Changed my mind' }]);
    expect(deleted.diff[1]?.updated).toEqual([{ id: product.id, before: { rating: 3, review_count: 1 }, after: { rating: 0, review_count: 0 } }]);
    fails('delete_product_review', { product_review_id: id }, 404, 'product_review_not_found');
    const foreign = one<{ id: number }>('SELECT id FROM amazon_product_reviews WHERE user_id != ? ORDER BY id LIMIT 1', user().id);
    fails('update_product_review', { product_review_id: foreign.id, rating: 1 }, 403, 'not_owner');
  });
});
