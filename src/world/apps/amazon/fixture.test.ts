import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, user, fails } = useAmazon(71);
const count = (sql: string, ...params: unknown[]) => (w.current.db.prepare(sql).get(...params) as { n: number }).n;

describe('amazon fixture', () => {
  it('meets the minimums and starts with an empty cart', () => {
    expect(count('SELECT COUNT(*) AS n FROM amazon_products')).toBeGreaterThanOrEqual(80);
    expect(count('SELECT COUNT(*) AS n FROM amazon_sellers')).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(DISTINCT product_type) AS n FROM amazon_products')).toBeGreaterThanOrEqual(20);
    expect(count('SELECT COUNT(*) AS n FROM amazon_product_reviews WHERE user_id != ?', user().id)).toBeGreaterThanOrEqual(50);
    expect(count('SELECT COUNT(*) AS n FROM amazon_orders WHERE user_id = ?', user().id)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ?', user().id)).toBeGreaterThanOrEqual(5);
    expect(count('SELECT COUNT(*) AS n FROM amazon_wish_list_items WHERE user_id = ?', user().id)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM amazon_cart_items')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM amazon_products WHERE inventory_quantity = 0')).toBeGreaterThanOrEqual(1);
  });

  it('place_order with {} on the fixture fails with cart_empty and an empty diff', () => {
    fails('place_order', {}, 409, 'cart_empty');
  });
});

describe('amazon fixture extras', () => {
  it('has orders across 2022 and 2023 and a refunded return', () => {
    const orders = call('show_orders', { page_limit: 20 }).response as { created_at: string }[];
    expect(new Set(orders.map((o) => o.created_at.slice(0, 4)))).toEqual(new Set(['2022', '2023']));
    expect(orders.length).toBeGreaterThanOrEqual(9);
    const returns = call('show_returns').response as { return_id: number; status: string }[];
    expect(returns.map((r) => r.status)).toContain('refunded');
    const refunded = returns.find((r) => r.status === 'refunded')!;
    expect(call('show_return', { return_id: refunded.return_id }).response).toMatchObject({ status: 'refunded', quantity: 1, refund_amount: expect.any(Number) });
    fails('cancel_return', { return_id: refunded.return_id }, 409, 'return_not_cancellable');
    expect(one<{ n: number }>('SELECT COUNT(DISTINCT product_id) AS n FROM amazon_product_questions').n).toBeGreaterThanOrEqual(30);
  });
});
