/**
 * s18 (issue #30, s18-Z8-f1; kit/bought-reviewed.ts): the product a review task's user reviews is
 * one the user ordered. An app that picks it from the user's own orders finds it and passes; the
 * service marks the review verified. The real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { reviewedProducts, withBoughtReviewed } from './bought-reviewed.ts';


describe('a reviewed product is one the user bought', () => {
  it('each review task\'s world holds a delivered order of the product it reviews, once', () => {
    const t = suiteTask('single.amazon.product-reviews');
    expect(reviewedProducts(t as never)).toEqual([7615713]);
    const items = (t.world.rows ?? []).filter((r) => r.app === 'amazon' && r.table === 'order_items');
    // s24 removed (loud-blender-return s24-s14-f1): kit/newer-purchase.ts adds a newer delivered order of another product.
    expect(items.map((r) => r.row.product_id)).toEqual([7615713, 1282410]);
    const order = (t.world.rows ?? []).find((r) => r.table === 'orders' && r.row.id === items[0]!.row.order_id);
    expect(order?.row).toEqual(expect.objectContaining({ status: 'delivered', user_id: 4973216 }));
    // Built again, nothing is added twice: the order is the task's now, and a task reviewing nothing is left alone.
    expect(withBoughtReviewed(t as never)).toBe(t);
    const none = suiteTask('single.amazon.gift-queue');
    expect(withBoughtReviewed(none as never)).toBe(none);
  });

  it('product-reviews: an app that picks the product from the user\'s orders passes the review; the reference\'s review is verified', async () => {
    const t = suiteTask('single.amazon.product-reviews');
    const fromOrders = (ref: Record<string, Obj>) => {
      const review = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'review_product')!;
      review.plan = (review.plan as Obj[]).map((s) =>
        s.call === 'amazon.search_products' ? { call: 'amazon.show_orders', args: { query: '{{inputs.product}}' }, bind: 'orders' }
        : s.call === 'amazon.write_product_review' ? { ...s, args: { ...s.args, product_id: '{{orders.0.items.0.product_id}}' } }
        : s.append ? { ...s, item: { ...s.item, product: '{{orders.0.items.0.name}}' } }
        : s.message ? { message: 'Reviewed {{orders.0.items.0.name}}: {{inputs.stars}} stars, "{{inputs.headline}}".' } : s);
    };
    const { rows } = await runAttacked(t, fromOrders, tempDir('bought-reviewed'));
    expect(failed(rows).filter((id) => id.startsWith('create.'))).toEqual([]);
  });
});
