import { describe, expect, it } from 'vitest';
import { useSplitwiseViews } from './test-helpers.ts';

const { call, succeeded, failed, all, user, group, idOf } = useSplitwiseViews(23);
const now = '2023-05-18T12:00:00';

describe('splitwise payments and balances', () => {
  it('record_payment lowers what you owe and notifies the receiver', () => {
    const owed = succeeded<{ balances: { email: string; balance: number }[] }>(call('show_balances')).balances.find((b) => b.balance < 0) ?? expect.fail('you owe no one');
    const record = call('record_payment', { receiver_email: owed.email, amount: 5 });
    const { payment_id: id } = succeeded<{ payment_id: number }>(record);
    const note = all('SELECT * FROM splitwise_notifications WHERE created_at = ?', now);
    expect(record.diff).toEqual([
      { app: 'splitwise', table: 'notifications', inserted: note, updated: [], deleted: [] },
      { app: 'splitwise', table: 'payments', updated: [], deleted: [], inserted: [{ id, payer_id: user().id, receiver_id: idOf(owed.email), amount: 5, group_id: null, description: '', deleted: 0, created_at: now }] },
    ]);
    expect(note[0]).toMatchObject({ user_id: idOf(owed.email), type: 'payment_received' });
    const after = succeeded<{ balances: { email: string; balance: number }[] }>(call('show_balances')).balances.find((b) => b.email === owed.email);
    expect(after?.balance).toBe(Math.round((owed.balance + 5) * 100) / 100);
    failed(call('record_payment', { receiver_email: user().email, amount: 5 }), 422, 'self_payment');
    failed(call('delete_payment', { payment_id: 3 }), 404, 'payment_not_found');
    succeeded(call('delete_payment', { payment_id: id }));
    failed(call('delete_payment', { payment_id: id }), 409, 'already_deleted');
  });

  it('settle_up pays exactly what you owe in a group, and refuses when nothing is owed', () => {
    const apartment = group('Apartment 4B');
    const owed = succeeded<{ balances: { email: string; balance: number }[] }>(call('show_balances', { group_id: apartment.group_id })).balances.find((b) => b.balance < 0) ?? expect.fail('nothing owed');
    const record = call('settle_up', { user_email: owed.email, group_id: apartment.group_id });
    expect(succeeded<{ amount: number }>(record).amount).toBe(-owed.balance);
    expect(record.diff.find((c) => c.table === 'payments')?.inserted[0]).toMatchObject({ amount: -owed.balance, group_id: apartment.group_id, receiver_id: idOf(owed.email) });
    expect(succeeded<{ balances: { email: string }[] }>(call('show_balances', { group_id: apartment.group_id })).balances.map((b) => b.email)).not.toContain(owed.email);
    failed(call('settle_up', { user_email: owed.email, group_id: apartment.group_id }), 409, 'nothing_owed');
    const groups = succeeded<{ name: string; balance: number }[]>(call('show_group_balances'));
    expect(groups.map((g) => g.name)).toContain('Apartment 4B');
    const unread = succeeded<unknown[]>(call('show_notifications', { read: false, page_limit: 20 }));
    expect(unread.length).toBeGreaterThan(0);
  });
});
