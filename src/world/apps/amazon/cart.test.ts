import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, user, now, fails, inStock, cartRow } = useAmazon(71);

describe('amazon cart', () => {
  it('adds to the cart, merging quantities, and checks stock', () => {
    const product = inStock();
    const first = call('add_product_to_cart', { product_id: product.id });
    const row = cartRow(product.id);
    expect(first.diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [{ id: row.id, user_id: user().id, product_id: product.id, quantity: 1, gift_wrap_quantity: 0, added_at: now() }], updated: [], deleted: [] }]);
    const second = call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    expect(second.diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [], updated: [{ id: row.id, before: { quantity: 1 }, after: { quantity: 3 } }], deleted: [] }]);
    fails('add_product_to_cart', { product_id: product.id, quantity: product.inventory_quantity }, 409, 'out_of_stock');
    const soldOut = one<{ id: number }>('SELECT id FROM amazon_products WHERE inventory_quantity = 0 ORDER BY id LIMIT 1');
    fails('add_product_to_cart', { product_id: soldOut.id }, 409, 'out_of_stock');
    fails('add_product_to_cart', { product_id: 1 }, 404, 'product_not_found');
    const anonymous = w.current.call('amazon', 'add_product_to_cart', { product_id: product.id });
    expect({ ok: anonymous.ok, status: anonymous.status, diff: anonymous.diff }).toEqual({ ok: false, status: 401, diff: [] });
  });

  it('updates quantities, gift wrapping, deletes and clears', () => {
    const a = inStock(0);
    const b = inStock(1);
    call('add_product_to_cart', { product_id: a.id, quantity: 2 });
    call('add_product_to_cart', { product_id: b.id });
    const rowA = cartRow(a.id);
    expect(call('add_gift_wrapping_to_cart', { product_id: a.id, gift_wrap_quantity: 2 }).diff[0]?.updated).toEqual([{ id: rowA.id, before: { gift_wrap_quantity: 0 }, after: { gift_wrap_quantity: 2 } }]);
    fails('add_gift_wrapping_to_cart', { product_id: a.id, gift_wrap_quantity: 3 }, 422, 'invalid_quantity');
    expect(call('update_product_quantity_in_cart', { product_id: a.id, quantity: 1 }).diff[0]?.updated).toEqual([{ id: rowA.id, before: { quantity: 2, gift_wrap_quantity: 2 }, after: { quantity: 1, gift_wrap_quantity: 1 } }]);
    fails('update_product_quantity_in_cart', { product_id: a.id, quantity: a.inventory_quantity + 1 }, 409, 'out_of_stock');
    const cart = call('show_cart', {}).response as { cart_items: unknown[]; base_cost: number; gift_wrap_fee: number; total_cost: number };
    expect(cart.cart_items).toHaveLength(2);
    expect(cart.base_cost).toBeCloseTo(a.price + b.price, 2);
    expect(cart.gift_wrap_fee).toBe(4.99);
    expect(call('remove_gift_wrapping_from_cart', { product_id: a.id }).diff[0]?.updated).toEqual([{ id: rowA.id, before: { gift_wrap_quantity: 1 }, after: { gift_wrap_quantity: 0 } }]);
    fails('remove_gift_wrapping_from_cart', { product_id: a.id }, 409, 'not_gift_wrapped');
    const rowB = cartRow(b.id);
    expect(call('delete_product_from_cart', { product_id: b.id }).diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [], updated: [], deleted: [rowB] }]);
    fails('delete_product_from_cart', { product_id: b.id }, 404, 'product_not_in_cart');
    fails('update_product_quantity_in_cart', { product_id: b.id, quantity: 1 }, 404, 'product_not_in_cart');
    const rowA2 = cartRow(a.id);
    expect(call('clear_cart', {}).diff).toEqual([{ app: 'amazon', table: 'cart_items', inserted: [], updated: [], deleted: [rowA2] }]);
  });
});
