import { describe, expect, it } from 'vitest';
import { useVenmo } from './test-helpers.ts';

const { world: w, call, succeeded, failed, user, balance, userRow, cards, person, friendEmail } = useVenmo(51);
const now = '2023-05-18T12:00:00';

describe('venmo transactions', () => {
  it('lists transactions by direction, newest first, with people as {name, email}', () => {
    const sent = succeeded<{ sender: { email: string }; created_at: string }[]>(call('show_transactions', { direction: 'sent', page_limit: 20 }));
    expect(sent.length).toBeGreaterThanOrEqual(8);
    expect(sent.every((t) => t.sender.email === user().email)).toBe(true);
    expect(sent.map((t) => t.created_at)).toEqual([...sent.map((t) => t.created_at)].sort().reverse());
    const rent = succeeded<{ description: string; private: boolean }[]>(call('show_transactions', { query: 'rent share', page_limit: 20 }));
    expect(rent.length).toBe((w.current.sql("SELECT COUNT(*) AS n FROM venmo_transactions WHERE description LIKE '%rent share%'").get() as { n: number }).n);
    expect(rent.length).toBeGreaterThanOrEqual(2);
    expect(rent.every((t) => t.private === true)).toBe(true);
  });
});

describe('venmo money', () => {
  it('create_transaction from the balance moves money and notifies the receiver', () => {
    const friend = person(friendEmail());
    const [mine, theirs] = [balance(user().id), balance(friend.id)];
    const record = call('create_transaction', { receiver_email: friend.email, amount: 12.5, description: 'Pho lunch' });
    const { transaction_id: id } = succeeded<{ transaction_id: number }>(record);
    const notification = w.current.sql('SELECT * FROM venmo_notifications WHERE user_id = ? AND created_at = ?').get(friend.id, now) as Record<string, unknown>;
    expect(record.diff).toEqual([
      { app: 'venmo', table: 'notifications', inserted: [notification], updated: [], deleted: [] },
      {
        app: 'venmo', table: 'transactions', updated: [], deleted: [],
        inserted: [{ id, sender_id: user().id, receiver_id: friend.id, amount: 12.5, description: 'Pho lunch', private: 0, payment_card_id: null, like_count: 0, comment_count: 0, created_at: now, updated_at: now }],
      },
      {
        app: 'venmo', table: 'users', inserted: [], deleted: [],
        updated: [
          { id: userRow(user().id).id, before: { balance: mine }, after: { balance: Math.round((mine - 12.5) * 100) / 100 } },
          { id: userRow(friend.id).id, before: { balance: theirs }, after: { balance: Math.round((theirs + 12.5) * 100) / 100 } },
        ].sort((a, b) => a.id - b.id),
      },
    ]);
    expect(notification).toMatchObject({ type: 'transaction_received', read: 0, data: JSON.stringify({ transaction_id: id }) });
  });

  it('create_transaction with a card debits the card, not the balance', () => {
    const friend = person(friendEmail());
    const card = cards()[0] ?? expect.fail('no card');
    const record = call('create_transaction', { receiver_email: friend.email, amount: 40, payment_card_id: card.id, private: true });
    succeeded(record);
    expect(record.diff.map((c) => `${c.app}.${c.table}`)).toEqual(['supervisor.payment_cards', 'venmo.notifications', 'venmo.transactions', 'venmo.users']);
    expect(record.diff[0]?.updated).toEqual([{ id: card.id, before: { balance: card.balance }, after: { balance: card.balance - 40 } }]);
    expect(record.diff[3]?.updated.map((u) => u.id)).toEqual([userRow(friend.id).id]);
    expect(record.diff[2]?.inserted[0]).toMatchObject({ payment_card_id: card.id, private: 1 });
  });

  it('create_transaction refuses bad receivers, cards and balances without changing anything', () => {
    const friend = friendEmail();
    failed(call('create_transaction', { receiver_email: 'nobody@nowhere.org', amount: 5 }), 404, 'user_not_found');
    failed(call('create_transaction', { receiver_email: user().email, amount: 5 }), 422, 'self_payment');
    failed(call('create_transaction', { receiver_email: friend, amount: 100_000 }), 422, 'insufficient_balance');
    failed(call('create_transaction', { receiver_email: friend, amount: 5, payment_card_id: 42 }), 404, 'payment_card_not_found');
    const expired = cards().find((c) => c.expiry_year < 2023) ?? expect.fail('no expired card');
    failed(call('create_transaction', { receiver_email: friend, amount: 5, payment_card_id: expired.id }), 422, 'card_expired');
    const card = cards()[1] ?? expect.fail('no card');
    failed(call('create_transaction', { receiver_email: friend, amount: card.balance + 1, payment_card_id: card.id }), 422, 'insufficient_card_balance');
    failed(call('create_transaction', { receiver_email: friend, amount: 0 }), 422, 'invalid_arguments');
    const anonymous = w.current.call('venmo', 'create_transaction', { receiver_email: friend, amount: 5 });
    expect([anonymous.status, anonymous.error?.code, anonymous.diff]).toEqual([401, 'unauthorized', []]);
  });

  it('update_transaction changes only the given fields of your own transaction', () => {
    const sent = succeeded<{ transaction_id: number; description: string }[]>(call('show_transactions', { direction: 'sent', private: false }))[0] ?? expect.fail('no sent transaction');
    const id = sent.transaction_id;
    const record = call('update_transaction', { transaction_id: id, description: 'Movie night', private: true });
    expect(succeeded(record)).toEqual({ message: 'Updated the transaction.' });
    const before = record.diff[0]?.updated[0]?.before;
    expect(record.diff).toEqual([
      { app: 'venmo', table: 'transactions', inserted: [], deleted: [], updated: [{ id, before, after: { description: 'Movie night', private: 1, updated_at: now } }] },
    ]);
    expect(before).toMatchObject({ description: sent.description, private: 0 });
    const [received] = succeeded<{ transaction_id: number }[]>(call('show_transactions', { direction: 'received' }));
    failed(call('update_transaction', { transaction_id: received?.transaction_id ?? 0, description: 'x' }), 403, 'not_owner');
    failed(call('update_transaction', { transaction_id: 1, description: 'x' }), 404, 'transaction_not_found');
  });
});
