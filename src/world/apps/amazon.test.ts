import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../engine.ts';
import { freshWorld } from '../fixture.ts';

let world: World;
let userId: number;
let now: string;

beforeEach(() => {
  world = freshWorld({ seed: 13 });
  userId = world.mainUser().id;
  now = world.now();
});
afterEach(() => world.close());

const call = (api: string, args: Record<string, unknown>) => world.callAsUser('amazon', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => world.db.prepare(sql).get(...params) as T;
const count = (sql: string, ...params: unknown[]) => (world.db.prepare(sql).get(...params) as { n: number }).n;
const inStock = (offset = 0) => one<{ id: number; price: number; inventory_quantity: number; delivery_days: number; name: string }>('SELECT * FROM amazon_products WHERE inventory_quantity >= 5 ORDER BY id LIMIT 1 OFFSET ?', offset);
const cartRow = (productId: number) => one<Record<string, unknown>>('SELECT * FROM amazon_cart_items WHERE user_id = ? AND product_id = ?', userId, productId);
const card = (name: string) => one<{ id: number; balance: number }>('SELECT * FROM supervisor_payment_cards WHERE card_name = ?', name);

function expectFailure(api: string, args: Record<string, unknown>, status: number, code: string): void {
  const record = call(api, args);
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}

describe('amazon fixture', () => {
  it('meets the minimums and starts with an empty cart', () => {
    expect(count('SELECT COUNT(*) AS n FROM amazon_products')).toBeGreaterThanOrEqual(80);
    expect(count('SELECT COUNT(*) AS n FROM amazon_sellers')).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(DISTINCT product_type) AS n FROM amazon_products')).toBeGreaterThanOrEqual(20);
    expect(count('SELECT COUNT(*) AS n FROM amazon_product_reviews WHERE user_id != ?', userId)).toBeGreaterThanOrEqual(50);
    expect(count('SELECT COUNT(*) AS n FROM amazon_orders WHERE user_id = ?', userId)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ?', userId)).toBeGreaterThanOrEqual(5);
    expect(count('SELECT COUNT(*) AS n FROM amazon_wish_list_items WHERE user_id = ?', userId)).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM amazon_cart_items')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM amazon_products WHERE inventory_quantity = 0')).toBeGreaterThanOrEqual(1);
  });

  it('place_order with {} on the fixture fails with cart_empty and an empty diff', () => {
    expectFailure('place_order', {}, 409, 'cart_empty');
  });
});

describe('amazon products and reviews', () => {
  it('searches and shows products without a token', () => {
    const found = world.call('amazon', 'search_products', { product_type: 'book', sort_by: '+price', page_limit: 20 }).response as { product_type: string; price: number; product_id: number }[];
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((p) => p.product_type === 'book')).toBe(true);
    expect(found.map((p) => p.price)).toEqual([...found.map((p) => p.price)].sort((a, b) => a - b));
    expect(world.call('amazon', 'show_product', { product_id: found[0]!.product_id }).response).toMatchObject({ product_id: found[0]!.product_id, seller: { name: 'Harbor Light Books' } });
    expect(world.call('amazon', 'show_product', { product_id: 1 }).error?.code).toBe('product_not_found');
  });

  it('writes, updates and deletes a review, keeping the product rating', () => {
    const product = one<{ id: number; rating: number; review_count: number }>('SELECT * FROM amazon_products WHERE review_count = 0 ORDER BY id LIMIT 1');
    const record = call('write_product_review', { product_id: product.id, rating: 5, title: 'Great' });
    const id = (record.response as { product_review_id: number }).product_review_id;
    const review = { id, user_id: userId, product_id: product.id, rating: 5, title: 'Great', text: '', is_verified: 0, created_at: now, updated_at: now };
    expect(record.diff).toEqual([
      { app: 'amazon', table: 'product_reviews', inserted: [review], updated: [], deleted: [] },
      { app: 'amazon', table: 'products', inserted: [], updated: [{ id: product.id, before: { rating: 0, review_count: 0 }, after: { rating: 5, review_count: 1 } }], deleted: [] },
    ]);
    expectFailure('write_product_review', { product_id: product.id, rating: 3 }, 409, 'already_reviewed');
    expectFailure('write_product_review', { product_id: product.id, rating: 0 }, 422, 'invalid_rating');
    expectFailure('write_product_review', { product_id: 1, rating: 3 }, 404, 'product_not_found');
    const updated = call('update_product_review', { product_review_id: id, rating: 3, text: 'Changed my mind' });
    expect(updated.diff[0]?.updated).toEqual([{ id, before: { rating: 5, text: '' }, after: { rating: 3, text: 'Changed my mind' } }]);
    expect(updated.diff[1]?.updated).toEqual([{ id: product.id, before: { rating: 5 }, after: { rating: 3 } }]);
    expect(world.call('amazon', 'show_product_reviews', { product_id: product.id }).response).toMatchObject([{ product_review_id: id, rating: 3, is_verified: false }]);
    const deleted = call('delete_product_review', { product_review_id: id });
    expect(deleted.diff[0]?.deleted).toEqual([{ ...review, rating: 3, text: 'Changed my mind' }]);
    expect(deleted.diff[1]?.updated).toEqual([{ id: product.id, before: { rating: 3, review_count: 1 }, after: { rating: 0, review_count: 0 } }]);
    expectFailure('delete_product_review', { product_review_id: id }, 404, 'product_review_not_found');
    const foreign = one<{ id: number }>('SELECT id FROM amazon_product_reviews WHERE user_id != ? ORDER BY id LIMIT 1', userId);
    expectFailure('update_product_review', { product_review_id: foreign.id, rating: 1 }, 403, 'not_owner');
  });
});

describe('amazon cart and wish list', () => {
  it('adds to the cart, merging quantities, and checks stock', () => {
    const product = inStock();
    const first = call('add_product_to_cart', { product_id: product.id });
    const row = cartRow(product.id);
    expect(first.diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [{ id: row.id, user_id: userId, product_id: product.id, quantity: 1, gift_wrap_quantity: 0, added_at: now }], updated: [], deleted: [] }]);
    const second = call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    expect(second.diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [], updated: [{ id: row.id, before: { quantity: 1 }, after: { quantity: 3 } }], deleted: [] }]);
    expectFailure('add_product_to_cart', { product_id: product.id, quantity: product.inventory_quantity }, 409, 'out_of_stock');
    const soldOut = one<{ id: number }>('SELECT id FROM amazon_products WHERE inventory_quantity = 0 ORDER BY id LIMIT 1');
    expectFailure('add_product_to_cart', { product_id: soldOut.id }, 409, 'out_of_stock');
    expectFailure('add_product_to_cart', { product_id: 1 }, 404, 'product_not_found');
    const anonymous = world.call('amazon', 'add_product_to_cart', { product_id: product.id });
    expect({ ok: anonymous.ok, status: anonymous.status, diff: anonymous.diff }).toEqual({ ok: false, status: 401, diff: [] });
  });

  it('updates quantities, gift wrapping, deletes and clears', () => {
    const a = inStock(0);
    const b = inStock(1);
    call('add_product_to_cart', { product_id: a.id, quantity: 2 });
    call('add_product_to_cart', { product_id: b.id });
    const rowA = cartRow(a.id);
    expect(call('add_gift_wrapping_to_cart', { product_id: a.id, gift_wrap_quantity: 2 }).diff[0]?.updated).toEqual([{ id: rowA.id, before: { gift_wrap_quantity: 0 }, after: { gift_wrap_quantity: 2 } }]);
    expectFailure('add_gift_wrapping_to_cart', { product_id: a.id, gift_wrap_quantity: 3 }, 422, 'invalid_quantity');
    expect(call('update_product_quantity_in_cart', { product_id: a.id, quantity: 1 }).diff[0]?.updated).toEqual([{ id: rowA.id, before: { quantity: 2, gift_wrap_quantity: 2 }, after: { quantity: 1, gift_wrap_quantity: 1 } }]);
    expectFailure('update_product_quantity_in_cart', { product_id: a.id, quantity: a.inventory_quantity + 1 }, 409, 'out_of_stock');
    const cart = call('show_cart', {}).response as { cart_items: unknown[]; base_cost: number; gift_wrap_fee: number; total_cost: number };
    expect(cart.cart_items).toHaveLength(2);
    expect(cart.base_cost).toBeCloseTo(a.price + b.price, 2);
    expect(cart.gift_wrap_fee).toBe(4.99);
    expect(call('remove_gift_wrapping_from_cart', { product_id: a.id }).diff[0]?.updated).toEqual([{ id: rowA.id, before: { gift_wrap_quantity: 1 }, after: { gift_wrap_quantity: 0 } }]);
    expectFailure('remove_gift_wrapping_from_cart', { product_id: a.id }, 409, 'not_gift_wrapped');
    const rowB = cartRow(b.id);
    expect(call('delete_product_from_cart', { product_id: b.id }).diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [], updated: [], deleted: [rowB] }]);
    expectFailure('delete_product_from_cart', { product_id: b.id }, 404, 'product_not_in_cart');
    expectFailure('update_product_quantity_in_cart', { product_id: b.id, quantity: 1 }, 404, 'product_not_in_cart');
    const rowA2 = cartRow(a.id);
    expect(call('clear_cart', {}).diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [], updated: [], deleted: [rowA2] }]);
  });

  it('adds to and removes from the wish list', () => {
    const product = one<{ id: number }>('SELECT id FROM amazon_products WHERE id NOT IN (SELECT product_id FROM amazon_wish_list_items) ORDER BY id LIMIT 1');
    const added = call('add_product_to_wish_list', { product_id: product.id });
    const row = one<Record<string, unknown>>('SELECT * FROM amazon_wish_list_items WHERE product_id = ?', product.id);
    expect(added.diff).toEqual([{ app: 'amazon', table: 'wish_list_items', inserted: [row], updated: [], deleted: [] }]);
    expect((call('show_wish_list', {}).response as { product_id: number }[])[0]?.product_id).toBe(product.id);
    expectFailure('add_product_to_wish_list', { product_id: product.id }, 409, 'already_in_wish_list');
    expect(call('remove_product_from_wish_list', { product_id: product.id }).diff[0]?.deleted).toEqual([row]);
    expectFailure('remove_product_from_wish_list', { product_id: product.id }, 409, 'not_in_wish_list');
  });
});

describe('amazon orders', () => {
  it('places an order: order, items, inventory, cart, card charge and receipt file', () => {
    const product = inStock();
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    const cartItem = cartRow(product.id);
    const visa = card('Everyday Visa');
    const record = call('place_order', {});
    expect(record.ok).toBe(true);
    const orderId = (record.response as { order_id: number }).order_id;
    const order = one<Record<string, unknown> & { total_cost: number; address_id: number }>('SELECT * FROM amazon_orders WHERE id = ?', orderId);
    const item = one<Record<string, unknown>>('SELECT * FROM amazon_order_items WHERE order_id = ?', orderId);
    const file = one<Record<string, unknown>>('SELECT * FROM file_system_files WHERE path LIKE ?', `%/downloads/receipt_${orderId}.txt`);
    const base = Math.round(product.price * 2 * 100) / 100;
    expect(order).toMatchObject({ user_id: userId, payment_card_id: visa.id, base_cost: base, status: 'placed', created_at: now });
    expect(order.address_id).toBe(one<{ id: number }>("SELECT id FROM supervisor_addresses WHERE name = 'Home'").id);
    expect(record.diff).toEqual([
      { app: 'amazon', table: 'cart_items', inserted: [], updated: [], deleted: [cartItem] },
      { app: 'amazon', table: 'order_items', inserted: [item], updated: [], deleted: [] },
      { app: 'amazon', table: 'orders', inserted: [order], updated: [], deleted: [] },
      { app: 'amazon', table: 'products', inserted: [], updated: [{ id: product.id, before: { inventory_quantity: product.inventory_quantity }, after: { inventory_quantity: product.inventory_quantity - 2 } }], deleted: [] },
      { app: 'file_system', table: 'files', inserted: [file], updated: [], deleted: [] },
      { app: 'supervisor', table: 'payment_cards', inserted: [], updated: [{ id: visa.id, before: { balance: visa.balance }, after: { balance: Math.round((visa.balance - order.total_cost) * 100) / 100 } }], deleted: [] },
    ]);
    expect(item).toMatchObject({ product_id: product.id, quantity: 2, price: product.price, delivered_at: null });
    expect(String(file.content)).toContain(`Order: ${orderId}`);
    expect(call('show_order', { order_id: orderId }).response).toMatchObject({ order_id: orderId, items: [{ product_id: product.id, quantity: 2 }] });
    expect((call('show_orders', {}).response as { order_id: number }[])[0]?.order_id).toBe(orderId);
    expectFailure('show_order', { order_id: 1 }, 404, 'order_not_found');
  });

  it('refuses expired or unknown cards, unknown addresses, missing stock and low balance', () => {
    const product = inStock();
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    expectFailure('place_order', { payment_card_id: card('Old Debit').id }, 422, 'card_expired');
    expectFailure('place_order', { payment_card_id: 1 }, 404, 'payment_card_not_found');
    expectFailure('place_order', { address_id: 1 }, 404, 'address_not_found');
    world.db.prepare('UPDATE supervisor_payment_cards SET balance = 1 WHERE id = ?').run(card('Travel Mastercard').id);
    expectFailure('place_order', { payment_card_id: card('Travel Mastercard').id }, 422, 'insufficient_balance');
    world.db.prepare('UPDATE amazon_products SET inventory_quantity = 1 WHERE id = ?').run(product.id);
    expectFailure('place_order', {}, 409, 'out_of_stock');
  });

  it('initiates a return of a delivered item', () => {
    const item = one<{ id: number; order_id: number; product_id: number; quantity: number }>(
      'SELECT i.* FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? AND i.delivered_at IS NOT NULL ORDER BY i.id LIMIT 1',
      userId,
    );
    const record = call('initiate_return', { order_id: item.order_id, product_id: item.product_id, reason: 'Wrong size' });
    const id = (record.response as { return_id: number }).return_id;
    expect(record.diff).toEqual([
      { app: 'amazon', table: 'order_items', inserted: [], updated: [{ id: item.id, before: { returned_quantity: 0 }, after: { returned_quantity: 1 } }], deleted: [] },
      { app: 'amazon', table: 'returns', inserted: [{ id, user_id: userId, order_id: item.order_id, product_id: item.product_id, quantity: 1, reason: 'Wrong size', status: 'initiated', created_at: now }], updated: [], deleted: [] },
    ]);
    // Newest first: the new return heads the list (the fixture also has an older refunded one).
    expect((call('show_returns', {}).response as unknown[])[0]).toMatchObject({ return_id: id, status: 'initiated' });
    expectFailure('initiate_return', { order_id: item.order_id, product_id: item.product_id, quantity: item.quantity }, 422, 'invalid_quantity');
    expectFailure('initiate_return', { order_id: item.order_id, product_id: 1 }, 404, 'product_not_in_order');
    expectFailure('initiate_return', { order_id: 1, product_id: item.product_id }, 404, 'order_not_found');
    const pending = one<{ order_id: number; product_id: number }>('SELECT i.* FROM amazon_order_items i WHERE i.delivered_at IS NULL ORDER BY i.id LIMIT 1');
    expectFailure('initiate_return', { order_id: pending.order_id, product_id: pending.product_id }, 409, 'not_delivered');
  });
});
