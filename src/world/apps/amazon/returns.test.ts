import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { call, one, all, user, now, fails, foreignInsert } = useAmazon(71);

describe('amazon returns', () => {
  it('initiates a return of a delivered item', () => {
    const item = one<{ id: number; order_id: number; product_id: number; quantity: number }>(
      'SELECT i.* FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? AND i.delivered_at IS NOT NULL ORDER BY i.id LIMIT 1',
      user().id,
    );
    const record = call('initiate_return', { order_id: item.order_id, product_id: item.product_id, reason: 'Wrong size' });
    const id = (record.response as { return_id: number }).return_id;
    expect(record.diff).toEqual([
      { app: 'amazon', table: 'order_items', inserted: [], updated: [{ id: item.id, before: { returned_quantity: 0 }, after: { returned_quantity: 1 } }], deleted: [] },
      { app: 'amazon', table: 'returns', inserted: [{ id, user_id: user().id, order_id: item.order_id, product_id: item.product_id, quantity: 1, reason: 'Wrong size', status: 'initiated', created_at: now() }], updated: [], deleted: [] },
    ]);
    // Newest first: the new return heads the list (the fixture also has an older refunded one).
    expect((call('show_returns', {}).response as unknown[])[0]).toMatchObject({ return_id: id, status: 'initiated' });
    fails('initiate_return', { order_id: item.order_id, product_id: item.product_id, quantity: item.quantity }, 422, 'invalid_quantity');
    fails('initiate_return', { order_id: item.order_id, product_id: 1 }, 404, 'product_not_in_order');
    fails('initiate_return', { order_id: 1, product_id: item.product_id }, 404, 'order_not_found');
    const pending = one<{ order_id: number; product_id: number }>('SELECT i.* FROM amazon_order_items i WHERE i.delivered_at IS NULL ORDER BY i.id LIMIT 1');
    fails('initiate_return', { order_id: pending.order_id, product_id: pending.product_id }, 409, 'not_delivered');
  });
});

describe('amazon return details', () => {
  it('shows and cancels a return', () => {
    const item = one<{ order_id: number; product_id: number; price: number; id: number; returned_quantity: number }>(
      'SELECT i.* FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? AND i.delivered_at IS NOT NULL ORDER BY i.id LIMIT 1', user().id);
    const returnId = (call('initiate_return', { order_id: item.order_id, product_id: item.product_id, reason: 'too small' }).response as { return_id: number }).return_id;
    expect(call('show_return', { return_id: returnId }).response).toMatchObject({ return_id: returnId, quantity: 1, reason: 'too small', status: 'initiated', refund_amount: item.price, product_name: expect.any(String) });
    fails('show_return', { return_id: 1 }, 404, 'return_not_found');
    const cancelled = call('cancel_return', { return_id: returnId });
    expect(cancelled.diff).toEqual([
      { app: 'amazon', table: 'order_items', inserted: [], updated: [{ id: item.id, before: { returned_quantity: item.returned_quantity + 1 }, after: { returned_quantity: item.returned_quantity } }], deleted: [] },
      { app: 'amazon', table: 'returns', inserted: [], updated: [{ id: returnId, before: { status: 'initiated' }, after: { status: 'cancelled' } }], deleted: [] },
    ]);
    fails('cancel_return', { return_id: returnId }, 409, 'return_not_cancellable');
    fails('cancel_return', { return_id: 1 }, 404, 'return_not_found');
    const other = all<{ id: number }>('SELECT id FROM admin_people ORDER BY rowid')[1]!.id;
    foreignInsert("INSERT INTO amazon_returns (id, user_id, order_id, product_id, quantity, reason, status, created_at) VALUES (9990004, ?, 1, 1, 1, '', 'initiated', '2023-05-01T00:00:00')", other);
    fails('show_return', { return_id: 9990004 }, 403, 'not_owner');
    fails('cancel_return', { return_id: 9990004 }, 403, 'not_owner');
  });
});
