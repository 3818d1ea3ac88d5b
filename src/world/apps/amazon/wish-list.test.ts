import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, all, user, fails, diff: { inserted: ins, deleted: del } } = useAmazon(71);

describe('amazon wish list', () => {
  it('adds to and removes from the wish list', () => {
    const product = one<{ id: number }>('SELECT id FROM amazon_products WHERE id NOT IN (SELECT product_id FROM amazon_wish_list_items) ORDER BY id LIMIT 1');
    const added = call('add_product_to_wish_list', { product_id: product.id });
    const row = one<Record<string, unknown>>('SELECT * FROM amazon_wish_list_items WHERE product_id = ?', product.id);
    expect(added.diff).toEqual([{ app: 'amazon', table: 'wish_list_items', inserted: [row], updated: [], deleted: [] }]);
    expect((call('show_wish_list', {}).response as { product_id: number }[])[0]?.product_id).toBe(product.id);
    fails('add_product_to_wish_list', { product_id: product.id }, 409, 'already_in_wish_list');
    expect(call('remove_product_from_wish_list', { product_id: product.id }).diff[0]?.deleted).toEqual([row]);
    fails('remove_product_from_wish_list', { product_id: product.id }, 409, 'not_in_wish_list');
  });
});

describe('amazon cart and wish list moves', () => {
  it('moves a product from the cart to the wish list and back', () => {
    const product = one<{ id: number }>('SELECT id FROM amazon_products WHERE inventory_quantity >= 5 AND id NOT IN (SELECT product_id FROM amazon_wish_list_items) ORDER BY id LIMIT 1');
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    const cartRow = one('SELECT * FROM amazon_cart_items WHERE product_id = ?', product.id);
    const moved = call('move_product_from_cart_to_wish_list', { product_id: product.id });
    const wishRow = one('SELECT * FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?', user().id, product.id);
    expect(moved.diff).toEqual([del('cart_items', [cartRow]), ins('wish_list_items', [wishRow])]);
    fails('move_product_from_cart_to_wish_list', { product_id: product.id }, 404, 'product_not_in_cart');
    call('add_product_to_cart', { product_id: product.id });
    fails('move_product_from_cart_to_wish_list', { product_id: product.id }, 409, 'already_in_wish_list');

    const inCart = one<{ id: number; quantity: number }>('SELECT * FROM amazon_cart_items WHERE product_id = ?', product.id);
    const back = call('move_product_from_wish_list_to_cart', { product_id: product.id, quantity: 2 });
    expect(back.diff).toEqual([
      { app: 'amazon', table: 'cart_items', inserted: [], updated: [{ id: inCart.id, before: { quantity: 1 }, after: { quantity: 3 } }], deleted: [] },
      del('wish_list_items', [wishRow]),
    ]);
    fails('move_product_from_wish_list_to_cart', { product_id: product.id }, 404, 'product_not_in_wish_list');
  });

  it('moves a wished product into an empty cart line and checks stock', () => {
    const wished = one<{ product_id: number }>('SELECT product_id FROM amazon_wish_list_items WHERE user_id = ? ORDER BY id LIMIT 1', user().id);
    const product = one<{ inventory_quantity: number }>('SELECT inventory_quantity FROM amazon_products WHERE id = ?', wished.product_id);
    fails('move_product_from_wish_list_to_cart', { product_id: wished.product_id, quantity: product.inventory_quantity + 1 }, 409, 'out_of_stock');
    const wishRow = one('SELECT * FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?', user().id, wished.product_id);
    const moved = call('move_product_from_wish_list_to_cart', { product_id: wished.product_id });
    const cartRow = one('SELECT * FROM amazon_cart_items WHERE product_id = ?', wished.product_id);
    expect(cartRow).toMatchObject({ quantity: 1, gift_wrap_quantity: 0, added_at: w.current.now() });
    expect(moved.diff).toEqual([ins('cart_items', [cartRow]), del('wish_list_items', [wishRow])]);
  });

  it('clears the wish list', () => {
    const rows = all('SELECT * FROM amazon_wish_list_items WHERE user_id = ? ORDER BY id', user().id);
    expect(rows.length).toBeGreaterThan(0);
    const cleared = call('clear_wish_list');
    expect(cleared.response).toMatchObject({ removed_count: rows.length });
    expect(cleared.diff).toEqual([del('wish_list_items', rows)]);
    fails('clear_wish_list', {}, 409, 'wish_list_empty');
  });
});
