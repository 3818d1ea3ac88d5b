import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, all, user, now, fails, foreignInsert, inStock, cartRow, card } = useAmazon(71);

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
    expect(order).toMatchObject({ user_id: user().id, payment_card_id: visa.id, base_cost: base, status: 'placed', created_at: now() });
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
    fails('show_order', { order_id: 1 }, 404, 'order_not_found');
  });

  it('refuses expired or unknown cards, unknown addresses, missing stock and low balance', () => {
    const product = inStock();
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    fails('place_order', { payment_card_id: card('Old Debit').id }, 422, 'card_expired');
    fails('place_order', { payment_card_id: 1 }, 404, 'payment_card_not_found');
    fails('place_order', { address_id: 1 }, 404, 'address_not_found');
    w.current.db.prepare('UPDATE supervisor_payment_cards SET balance = 1 WHERE id = ?').run(card('Travel Mastercard').id);
    fails('place_order', { payment_card_id: card('Travel Mastercard').id }, 422, 'insufficient_balance');
    w.current.db.prepare('UPDATE amazon_products SET inventory_quantity = 1 WHERE id = ?').run(product.id);
    fails('place_order', {}, 409, 'out_of_stock');
  });
});

describe('amazon order cancellation', () => {
  it('cancels an order that has not shipped: refund, stock back', () => {
    const product = inStock();
    call('add_product_to_cart', { product_id: product.id, quantity: 2 });
    const orderId = (call('place_order').response as { order_id: number }).order_id;
    const order = one<{ total_cost: number; payment_card_id: number }>('SELECT * FROM amazon_orders WHERE id = ?', orderId);
    const card = one<{ balance: number }>('SELECT balance FROM supervisor_payment_cards WHERE id = ?', order.payment_card_id);
    const cancelled = call('cancel_order', { order_id: orderId });
    expect(cancelled.response).toMatchObject({ refund_amount: order.total_cost });
    expect(cancelled.diff).toEqual([
      { app: 'amazon', table: 'orders', inserted: [], updated: [{ id: orderId, before: { status: 'placed' }, after: { status: 'cancelled' } }], deleted: [] },
      { app: 'amazon', table: 'products', inserted: [], updated: [{ id: product.id, before: { inventory_quantity: product.inventory_quantity - 2 }, after: { inventory_quantity: product.inventory_quantity } }], deleted: [] },
      { app: 'supervisor', table: 'payment_cards', inserted: [], updated: [{ id: order.payment_card_id, before: { balance: card.balance }, after: { balance: Math.round((card.balance + order.total_cost) * 100) / 100 } }], deleted: [] },
    ]);
    fails('cancel_order', { order_id: orderId }, 409, 'order_not_cancellable');
    const shipped = one<{ id: number }>("SELECT id FROM amazon_orders WHERE user_id = ? AND status != 'placed' ORDER BY id LIMIT 1", user().id);
    fails('cancel_order', { order_id: shipped.id }, 409, 'order_not_cancellable');
    fails('cancel_order', { order_id: 1 }, 404, 'order_not_found');
    const other = all<{ id: number }>('SELECT id FROM admin_people ORDER BY rowid')[1]!.id;
    foreignInsert("INSERT INTO amazon_orders (id, user_id, payment_card_id, address_id, base_cost, tax, delivery_fee, gift_wrap_fee, total_cost, status, created_at) VALUES (9990003, ?, 1, 1, 1, 0, 0, 0, 1, 'placed', '2023-05-01T00:00:00')", other);
    fails('cancel_order', { order_id: 9990003 }, 403, 'not_owner');
  });
});
