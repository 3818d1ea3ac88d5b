import { describe, expect, it } from 'vitest';
import { useSplitwise } from './test-helpers.ts';

const { succeeds, fails, one, user, diff: { change } } = useSplitwise(43);

describe('splitwise payments', () => {
  it('shows, updates, deletes and undeletes a payment', () => {
    const mine = one('SELECT * FROM splitwise_payments WHERE payer_id = ? ORDER BY id LIMIT 1', user().id);
    expect(succeeds('show_payment', { payment_id: mine.id }).response).toMatchObject({ payment_id: mine.id, amount: mine.amount, payer: expect.objectContaining({ email: user().email }), deleted: false });
    fails('show_payment', { payment_id: 1 }, 404, 'payment_not_found');
    const { record } = succeeds('update_payment', { payment_id: mine.id, amount: 40.004, description: 'Gas money' });
    expect(record.diff).toEqual([change('payments', { updated: [{ id: mine.id, before: { amount: mine.amount, description: mine.description }, after: { amount: 40, description: 'Gas money' } }] })]);
    fails('update_payment', { payment_id: mine.id }, 422, 'nothing_to_update');
    const received = one('SELECT * FROM splitwise_payments WHERE receiver_id = ? ORDER BY id LIMIT 1', user().id);
    fails('update_payment', { payment_id: received.id, amount: 1 }, 403, 'not_owner');
    fails('undelete_payment', { payment_id: received.id }, 403, 'not_owner');
    fails('undelete_payment', { payment_id: mine.id }, 409, 'not_deleted');
    succeeds('delete_payment', { payment_id: mine.id });
    fails('update_payment', { payment_id: mine.id, amount: 1 }, 409, 'payment_deleted');
    const restored = succeeds('undelete_payment', { payment_id: mine.id });
    expect(restored.record.diff).toEqual([change('payments', { updated: [{ id: mine.id, before: { deleted: 1 }, after: { deleted: 0 } }] })]);
    fails('undelete_payment', { payment_id: 1 }, 404, 'payment_not_found');
  });
});
