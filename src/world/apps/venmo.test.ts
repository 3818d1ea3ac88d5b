import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../schemas/world.ts';
import { useWorld } from './test-world.ts';

const worldRef = useWorld(11);

const call = (api: string, args: Record<string, unknown> = {}) => worldRef.current.callAsUser('venmo', api, args);
function ok<T = Record<string, unknown>>(record: CallRecord): T {
  expect(record.error).toBeUndefined();
  expect(record.ok).toBe(true);
  return record.response as T;
}
function failed(record: CallRecord, status: number, code: string): void {
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}
const me = () => worldRef.current.mainUser();
const balance = (personId: number) => (worldRef.current.sql('SELECT balance FROM venmo_users WHERE person_id = ?').get(personId) as { balance: number }).balance;
const userRow = (personId: number) => worldRef.current.sql('SELECT id FROM venmo_users WHERE person_id = ?').get(personId) as { id: number };
const person = (email: string) => worldRef.current.personByEmail(email) ?? expect.fail(`no person ${email}`);
const cards = () => worldRef.current.sql('SELECT id, card_name, balance, expiry_year FROM supervisor_payment_cards ORDER BY expiry_year DESC, id').all() as { id: number; card_name: string; balance: number; expiry_year: number }[];
const friendEmail = () => ok<{ email: string }[]>(call('show_friends'))[0]?.email ?? expect.fail('no friend');
type Req = { payment_request_id: number; amount: number; description: string; requester: { email: string }; payer: { email: string } };
const pendingReceived = () => ok<Req[]>(call('show_received_payment_requests', { status: 'pending' }));
const pendingSent = () => ok<Req[]>(call('show_sent_payment_requests', { status: 'pending' }));
const now = '2023-05-18T12:00:00';

describe('venmo fixture', () => {
  it('has accounts, friends, a varied history, open requests both ways and notifications', () => {
    const id = me().id;
    const count = (sql: string, ...params: unknown[]) => (worldRef.current.sql(sql).get(...params) as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM venmo_users')).toBe(30);
    expect(balance(id)).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM venmo_friendships WHERE user_id = ?', id)).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE sender_id = ? OR receiver_id = ?', id, id)).toBeGreaterThanOrEqual(20);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE sender_id = ?', id)).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE receiver_id = ?', id)).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE private = 1 AND (sender_id = ? OR receiver_id = ?)', id, id)).toBeGreaterThanOrEqual(3);
    expect(pendingReceived().length).toBeGreaterThanOrEqual(3);
    expect(pendingSent().length).toBeGreaterThanOrEqual(2);
    expect(ok<unknown[]>(call('show_sent_payment_requests', { status: 'approved' })).length).toBeGreaterThanOrEqual(1);
    expect(count('SELECT COUNT(*) AS n FROM venmo_notifications WHERE user_id = ?', id)).toBeGreaterThanOrEqual(5);
    // Counters agree with the like and comment rows.
    expect(count(`SELECT COUNT(*) AS n FROM venmo_transactions t WHERE like_count != (SELECT COUNT(*) FROM venmo_likes l WHERE l.transaction_id = t.id)
      OR comment_count != (SELECT COUNT(*) FROM venmo_comments c WHERE c.transaction_id = t.id)`)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM venmo_likes')).toBeGreaterThan(0);
  });

  it('lists transactions by direction, newest first, with people as {name, email}', () => {
    const sent = ok<{ sender: { email: string }; created_at: string }[]>(call('show_transactions', { direction: 'sent', page_limit: 20 }));
    expect(sent.length).toBeGreaterThanOrEqual(8);
    expect(sent.every((t) => t.sender.email === me().email)).toBe(true);
    expect(sent.map((t) => t.created_at)).toEqual([...sent.map((t) => t.created_at)].sort().reverse());
    const rent = ok<{ description: string; private: boolean }[]>(call('show_transactions', { query: 'rent share', page_limit: 20 }));
    expect(rent.length).toBe((worldRef.current.sql("SELECT COUNT(*) AS n FROM venmo_transactions WHERE description LIKE '%rent share%'").get() as { n: number }).n);
    expect(rent.length).toBeGreaterThanOrEqual(2);
    expect(rent.every((t) => t.private === true)).toBe(true);
  });
});

describe('venmo money', () => {
  it('create_transaction from the balance moves money and notifies the receiver', () => {
    const friend = person(friendEmail());
    const [mine, theirs] = [balance(me().id), balance(friend.id)];
    const record = call('create_transaction', { receiver_email: friend.email, amount: 12.5, description: 'Pho lunch' });
    const { transaction_id: id } = ok<{ transaction_id: number }>(record);
    const notification = worldRef.current.sql('SELECT * FROM venmo_notifications WHERE user_id = ? AND created_at = ?').get(friend.id, now) as Record<string, unknown>;
    expect(record.diff).toEqual([
      { app: 'venmo', table: 'notifications', inserted: [notification], updated: [], deleted: [] },
      {
        app: 'venmo', table: 'transactions', updated: [], deleted: [],
        inserted: [{ id, sender_id: me().id, receiver_id: friend.id, amount: 12.5, description: 'Pho lunch', private: 0, payment_card_id: null, like_count: 0, comment_count: 0, created_at: now, updated_at: now }],
      },
      {
        app: 'venmo', table: 'users', inserted: [], deleted: [],
        updated: [
          { id: userRow(me().id).id, before: { balance: mine }, after: { balance: Math.round((mine - 12.5) * 100) / 100 } },
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
    ok(record);
    expect(record.diff.map((c) => `${c.app}.${c.table}`)).toEqual(['supervisor.payment_cards', 'venmo.notifications', 'venmo.transactions', 'venmo.users']);
    expect(record.diff[0]?.updated).toEqual([{ id: card.id, before: { balance: card.balance }, after: { balance: card.balance - 40 } }]);
    expect(record.diff[3]?.updated.map((u) => u.id)).toEqual([userRow(friend.id).id]);
    expect(record.diff[2]?.inserted[0]).toMatchObject({ payment_card_id: card.id, private: 1 });
  });

  it('create_transaction refuses bad receivers, cards and balances without changing anything', () => {
    const friend = friendEmail();
    failed(call('create_transaction', { receiver_email: 'nobody@nowhere.org', amount: 5 }), 404, 'user_not_found');
    failed(call('create_transaction', { receiver_email: me().email, amount: 5 }), 422, 'self_payment');
    failed(call('create_transaction', { receiver_email: friend, amount: 100_000 }), 422, 'insufficient_balance');
    failed(call('create_transaction', { receiver_email: friend, amount: 5, payment_card_id: 42 }), 404, 'payment_card_not_found');
    const expired = cards().find((c) => c.expiry_year < 2023) ?? expect.fail('no expired card');
    failed(call('create_transaction', { receiver_email: friend, amount: 5, payment_card_id: expired.id }), 422, 'card_expired');
    const card = cards()[1] ?? expect.fail('no card');
    failed(call('create_transaction', { receiver_email: friend, amount: card.balance + 1, payment_card_id: card.id }), 422, 'insufficient_card_balance');
    failed(call('create_transaction', { receiver_email: friend, amount: 0 }), 422, 'invalid_arguments');
    const anonymous = worldRef.current.call('venmo', 'create_transaction', { receiver_email: friend, amount: 5 });
    expect([anonymous.status, anonymous.error?.code, anonymous.diff]).toEqual([401, 'unauthorized', []]);
  });

  it('update_transaction changes only the given fields of your own transaction', () => {
    const sent = ok<{ transaction_id: number; description: string }[]>(call('show_transactions', { direction: 'sent', private: false }))[0] ?? expect.fail('no sent transaction');
    const id = sent.transaction_id;
    const record = call('update_transaction', { transaction_id: id, description: 'Movie night', private: true });
    expect(ok(record)).toEqual({ message: 'Updated the transaction.' });
    const before = record.diff[0]?.updated[0]?.before;
    expect(record.diff).toEqual([
      { app: 'venmo', table: 'transactions', inserted: [], deleted: [], updated: [{ id, before, after: { description: 'Movie night', private: 1, updated_at: now } }] },
    ]);
    expect(before).toMatchObject({ description: sent.description, private: 0 });
    const [received] = ok<{ transaction_id: number }[]>(call('show_transactions', { direction: 'received' }));
    failed(call('update_transaction', { transaction_id: received?.transaction_id ?? 0, description: 'x' }), 403, 'not_owner');
    failed(call('update_transaction', { transaction_id: 1, description: 'x' }), 404, 'transaction_not_found');
  });

  it('adds to and withdraws from the Venmo balance through a card', () => {
    const card = cards()[0] ?? expect.fail('no card');
    const mine = balance(me().id);
    const added = call('add_to_venmo_balance', { amount: 100, payment_card_id: card.id });
    const { bank_transfer_id: id } = ok<{ bank_transfer_id: number }>(added);
    expect(added.diff).toEqual([
      { app: 'supervisor', table: 'payment_cards', inserted: [], deleted: [], updated: [{ id: card.id, before: { balance: card.balance }, after: { balance: card.balance - 100 } }] },
      { app: 'venmo', table: 'bank_transfers', updated: [], deleted: [], inserted: [{ id, user_id: me().id, payment_card_id: card.id, amount: 100, direction: 'card_to_venmo', created_at: now }] },
      { app: 'venmo', table: 'users', inserted: [], deleted: [], updated: [{ id: userRow(me().id).id, before: { balance: mine }, after: { balance: mine + 100 } }] },
    ]);
    const withdrawn = call('withdraw_from_venmo_balance', { amount: 50.25, payment_card_id: card.id });
    ok(withdrawn);
    expect(balance(me().id)).toBe(Math.round((mine + 100 - 50.25) * 100) / 100);
    expect(withdrawn.diff[1]?.inserted[0]).toMatchObject({ direction: 'venmo_to_card', amount: 50.25 });
    failed(call('withdraw_from_venmo_balance', { amount: 99_999, payment_card_id: card.id }), 422, 'insufficient_balance');
    failed(call('add_to_venmo_balance', { amount: 99_999, payment_card_id: card.id }), 422, 'insufficient_card_balance');
    const expired = cards().find((c) => c.expiry_year < 2023) ?? expect.fail('no expired card');
    failed(call('add_to_venmo_balance', { amount: 5, payment_card_id: expired.id }), 422, 'card_expired');
    const shown = ok<{ payment_card_id: number; expired: boolean }[]>(call('show_payment_cards')).map((c) => [c.payment_card_id, c.expired]);
    expect(shown).toEqual(cards().map((c) => [c.id, c.expiry_year < 2023]).sort((a, b) => Number(a[0]) - Number(b[0])));
  });
});

describe('venmo payment requests', () => {
  it('create_payment_request writes the request and notifies the payer', () => {
    const friend = person(friendEmail());
    const record = call('create_payment_request', { user_email: friend.email, amount: 30, description: 'Concert parking' });
    const { payment_request_id: id } = ok<{ payment_request_id: number }>(record);
    const notification = worldRef.current.sql('SELECT * FROM venmo_notifications WHERE user_id = ? AND created_at = ?').get(friend.id, now);
    expect(record.diff).toEqual([
      { app: 'venmo', table: 'notifications', inserted: [notification], updated: [], deleted: [] },
      {
        app: 'venmo', table: 'payment_requests', updated: [], deleted: [],
        inserted: [{
          id, requester_id: me().id, payer_id: friend.id, amount: 30, description: 'Concert parking', private: 0, status: 'pending', transaction_id: null,
          created_at: now, updated_at: now, approved_at: null, denied_at: null, last_reminded_at: null,
        }],
      },
    ]);
    expect(notification).toMatchObject({ type: 'payment_request_received', data: JSON.stringify({ payment_request_id: id }) });
    failed(call('create_payment_request', { user_email: me().email, amount: 30 }), 422, 'self_request');
    failed(call('create_payment_request', { user_email: 'ghost@example.com', amount: 30 }), 404, 'user_not_found');
  });

  it('approve_payment_request pays the requester and closes the request', () => {
    const request = pendingReceived()[0] ?? expect.fail('no pending request');
    const requester = person(request.requester.email);
    const [mine, theirs] = [balance(me().id), balance(requester.id)];
    const record = call('approve_payment_request', { payment_request_id: request.payment_request_id });
    const { transaction_id } = ok<{ transaction_id: number }>(record);
    expect(record.diff.map((c) => [c.table, c.inserted.length, c.updated.length])).toEqual([
      ['notifications', 1, 0], ['payment_requests', 0, 1], ['transactions', 1, 0], ['users', 0, 2],
    ]);
    expect(record.diff[1]?.updated[0]).toEqual({
      id: request.payment_request_id,
      before: { status: 'pending', transaction_id: null, approved_at: null, updated_at: expect.any(String) },
      after: { status: 'approved', transaction_id, approved_at: now, updated_at: now },
    });
    expect(record.diff[2]?.inserted[0]).toMatchObject({ id: transaction_id, sender_id: me().id, receiver_id: requester.id, amount: request.amount, description: request.description });
    expect(balance(me().id)).toBe(Math.round((mine - request.amount) * 100) / 100);
    expect(balance(requester.id)).toBe(Math.round((theirs + request.amount) * 100) / 100);
    expect(record.diff[0]?.inserted[0]).toMatchObject({ user_id: requester.id, type: 'payment_request_approved' });
    // Approving again: the request is no longer pending.
    failed(call('approve_payment_request', { payment_request_id: request.payment_request_id }), 409, 'not_pending');
  });

  it('approve refuses non-pending, someone else’s role, unknown ids and short balances', () => {
    const denied = ok<Req[]>(call('show_received_payment_requests', { status: 'denied' }))[0] ?? expect.fail('no denied request');
    failed(call('approve_payment_request', { payment_request_id: denied.payment_request_id }), 409, 'not_pending');
    const sent = pendingSent()[0] ?? expect.fail('no sent request');
    failed(call('approve_payment_request', { payment_request_id: sent.payment_request_id }), 403, 'not_payer');
    failed(call('approve_payment_request', { payment_request_id: 12 }), 404, 'payment_request_not_found');
    worldRef.current.captureDiff(() => worldRef.current.db.prepare('UPDATE venmo_users SET balance = 1 WHERE person_id = ?').run(me().id));
    const request = pendingReceived()[0] ?? expect.fail('no pending request');
    failed(call('approve_payment_request', { payment_request_id: request.payment_request_id }), 422, 'insufficient_balance');
    const card = cards()[0] ?? expect.fail('no card');
    ok(call('approve_payment_request', { payment_request_id: request.payment_request_id, payment_card_id: card.id }));
    expect(cards()[0]?.balance).toBe(Math.round((card.balance - request.amount) * 100) / 100);
  });

  it('deny, remind, update and delete follow the roles and the pending state', () => {
    const received = pendingReceived()[0] ?? expect.fail('no pending request');
    const denied = call('deny_payment_request', { payment_request_id: received.payment_request_id });
    ok(denied);
    expect(denied.diff[1]?.updated[0]?.after).toEqual({ status: 'denied', denied_at: now, updated_at: now });
    expect(denied.diff[0]?.inserted[0]).toMatchObject({ type: 'payment_request_denied', user_id: person(received.requester.email).id });
    failed(call('deny_payment_request', { payment_request_id: received.payment_request_id }), 409, 'not_pending');

    const sent = pendingSent()[0] ?? expect.fail('no sent request');
    failed(call('deny_payment_request', { payment_request_id: sent.payment_request_id }), 403, 'not_payer');
    const reminded = call('remind_payment_request', { payment_request_id: sent.payment_request_id });
    ok(reminded);
    expect(reminded.diff.map((c) => c.table)).toEqual(['notifications', 'payment_requests']);
    expect(reminded.diff[1]?.updated).toEqual([{ id: sent.payment_request_id, before: { last_reminded_at: null }, after: { last_reminded_at: now } }]);
    failed(call('remind_payment_request', { payment_request_id: pendingReceived()[0]?.payment_request_id ?? 0 }), 403, 'not_requester');

    const updated = call('update_payment_request', { payment_request_id: sent.payment_request_id, amount: 99.5 });
    ok(updated);
    expect(updated.diff[0]?.updated[0]?.after).toEqual({ amount: 99.5, updated_at: now });

    failed(call('delete_payment_request', { payment_request_id: pendingReceived()[0]?.payment_request_id ?? 0 }), 403, 'not_requester');
    const approved = ok<Req[]>(call('show_sent_payment_requests', { status: 'approved' }))[0] ?? expect.fail('no approved request');
    failed(call('delete_payment_request', { payment_request_id: approved.payment_request_id }), 409, 'not_pending');
    const deleted = call('delete_payment_request', { payment_request_id: sent.payment_request_id });
    ok(deleted);
    expect(deleted.diff).toEqual([{ app: 'venmo', table: 'payment_requests', inserted: [], updated: [], deleted: [expect.objectContaining({ id: sent.payment_request_id, amount: 99.5 })] }]);
    expect(worldRef.current.call('venmo', 'delete_payment_request', { payment_request_id: sent.payment_request_id }).status).toBe(401);
  });
});

describe('venmo social', () => {
  it('adds and removes friends', () => {
    const stranger = ok<{ email: string; is_friend: boolean }[]>(call('search_users', { page_limit: 20 })).find((u) => !u.is_friend) ?? expect.fail('no stranger');
    const added = call('add_friend', { user_email: stranger.email });
    ok(added);
    const row = worldRef.current.sql('SELECT id FROM venmo_friendships WHERE user_id = ? AND friend_id = ?').get(me().id, person(stranger.email).id) as { id: number };
    expect(added.diff).toEqual([{ app: 'venmo', table: 'friendships', updated: [], deleted: [], inserted: [{ id: row.id, user_id: me().id, friend_id: person(stranger.email).id, created_at: now }] }]);
    failed(call('add_friend', { user_email: stranger.email }), 409, 'already_friends');
    failed(call('add_friend', { user_email: me().email }), 422, 'self_friend');
    const removed = call('remove_friend', { user_email: stranger.email });
    ok(removed);
    expect(removed.diff[0]?.deleted).toEqual([{ id: row.id, user_id: me().id, friend_id: person(stranger.email).id, created_at: now }]);
    failed(call('remove_friend', { user_email: stranger.email }), 409, 'not_friends');
    expect(ok<unknown[]>(call('show_social_feed')).length).toBeGreaterThan(0);
  });

  it('likes, unlikes and comments keep the counters in step', () => {
    const t = ok<{ transaction_id: number; like_count: number }[]>(call('show_transactions', { private: false }))[0] ?? expect.fail('no public transaction');
    const id = t.transaction_id;
    const liked = call('like_transaction', { transaction_id: id });
    ok(liked);
    expect(liked.diff.map((c) => [c.table, c.inserted.length])).toEqual([['likes', 1], ['transactions', 0]]);
    expect(liked.diff[1]?.updated).toEqual([{ id, before: { like_count: t.like_count }, after: { like_count: t.like_count + 1 } }]);
    failed(call('like_transaction', { transaction_id: id }), 409, 'already_liked');
    ok(call('unlike_transaction', { transaction_id: id }));
    failed(call('unlike_transaction', { transaction_id: id }), 409, 'not_liked');
    const commented = call('create_transaction_comment', { transaction_id: id, content: 'Great night!' });
    const { comment_id } = ok<{ comment_id: number }>(commented);
    expect(commented.diff[0]?.inserted).toEqual([{ id: comment_id, transaction_id: id, user_id: me().id, content: 'Great night!', created_at: now }]);
    expect(ok<{ comments: { content: string }[] }>(call('show_transaction', { transaction_id: id })).comments.map((c) => c.content)).toContain('Great night!');
    const theirs = worldRef.current.sql('SELECT id FROM venmo_comments WHERE user_id != ? LIMIT 1').get(me().id) as { id: number };
    failed(call('delete_transaction_comment', { comment_id: theirs.id }), 403, 'not_owner');
    const removed = call('delete_transaction_comment', { comment_id });
    ok(removed);
    expect(removed.diff.map((c) => [c.table, c.deleted.length, c.updated.length])).toEqual([['comments', 1, 0], ['transactions', 0, 1]]);
    const hidden = worldRef.current.sql('SELECT id FROM venmo_transactions WHERE private = 1 AND sender_id != ? AND receiver_id != ?').get(me().id, me().id) as { id: number };
    failed(call('show_transaction', { transaction_id: hidden.id }), 404, 'transaction_not_found');
    failed(call('like_transaction', { transaction_id: hidden.id }), 404, 'transaction_not_found');
  });

  it('shows and marks notifications', () => {
    const unread = ok<{ notification_id: number; read: boolean }[]>(call('show_notifications', { read: false, page_limit: 20 }));
    expect(unread.length).toBeGreaterThan(0);
    const first = unread[0] ?? expect.fail('no notification');
    const marked = call('mark_notifications_as_read', { notification_id: first.notification_id });
    expect(marked.diff).toEqual([{ app: 'venmo', table: 'notifications', inserted: [], deleted: [], updated: [{ id: first.notification_id, before: { read: 0 }, after: { read: 1 } }] }]);
    const all = call('mark_notifications_as_read', {});
    expect(all.diff[0]?.updated.length).toBe(unread.length - 1);
    failed(call('mark_notifications_as_read', { notification_id: 5 }), 404, 'notification_not_found');
  });
});
