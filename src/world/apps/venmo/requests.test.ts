import { describe, expect, it } from 'vitest';
import type { Req } from './test-helpers.ts';
import { useVenmo } from './test-helpers.ts';

const { world: w, call, succeeded, read, failed, all, user, balance, cards, person, friendEmail, pendingReceived, pendingSent } = useVenmo(51);
const now = '2023-05-18T12:00:00';

describe('venmo payment requests', () => {
  it('create_payment_request writes the request and notifies the payer', () => {
    const friend = person(friendEmail());
    const record = call('create_payment_request', { user_email: friend.email, amount: 30, description: 'Concert parking' });
    const { payment_request_id: id } = succeeded<{ payment_request_id: number }>(record);
    const notification = w.current.sql('SELECT * FROM venmo_notifications WHERE user_id = ? AND created_at = ?').get(friend.id, now);
    expect(record.diff).toEqual([
      { app: 'venmo', table: 'notifications', inserted: [notification], updated: [], deleted: [] },
      {
        app: 'venmo', table: 'payment_requests', updated: [], deleted: [],
        inserted: [{
          id, requester_id: user().id, payer_id: friend.id, amount: 30, description: 'Concert parking', private: 0, status: 'pending', transaction_id: null,
          created_at: now, updated_at: now, approved_at: null, denied_at: null, last_reminded_at: null,
        }],
      },
    ]);
    expect(notification).toMatchObject({ type: 'payment_request_received', data: JSON.stringify({ payment_request_id: id }) });
    failed(call('create_payment_request', { user_email: user().email, amount: 30 }), 422, 'self_request');
    failed(call('create_payment_request', { user_email: 'ghost@example.com', amount: 30 }), 404, 'user_not_found');
  });

  it('approve_payment_request pays the requester and closes the request', () => {
    const request = pendingReceived()[0] ?? expect.fail('no pending request');
    const requester = person(request.requester.email);
    const [mine, theirs] = [balance(user().id), balance(requester.id)];
    const record = call('approve_payment_request', { payment_request_id: request.payment_request_id });
    const { transaction_id } = succeeded<{ transaction_id: number }>(record);
    expect(record.diff.map((c) => [c.table, c.inserted.length, c.updated.length])).toEqual([
      ['notifications', 1, 0], ['payment_requests', 0, 1], ['transactions', 1, 0], ['users', 0, 2],
    ]);
    expect(record.diff[1]?.updated[0]).toEqual({
      id: request.payment_request_id,
      before: { status: 'pending', transaction_id: null, approved_at: null, updated_at: expect.any(String) },
      after: { status: 'approved', transaction_id, approved_at: now, updated_at: now },
    });
    expect(record.diff[2]?.inserted[0]).toMatchObject({ id: transaction_id, sender_id: user().id, receiver_id: requester.id, amount: request.amount, description: request.description });
    expect(balance(user().id)).toBe(Math.round((mine - request.amount) * 100) / 100);
    expect(balance(requester.id)).toBe(Math.round((theirs + request.amount) * 100) / 100);
    expect(record.diff[0]?.inserted[0]).toMatchObject({ user_id: requester.id, type: 'payment_request_approved' });
    // Approving again: the request is no longer pending.
    failed(call('approve_payment_request', { payment_request_id: request.payment_request_id }), 409, 'not_pending');
  });

  it('approve refuses non-pending, someone else’s role, unknown ids and short balances', () => {
    const denied = succeeded<Req[]>(call('show_received_payment_requests', { status: 'denied' }))[0] ?? expect.fail('no denied request');
    failed(call('approve_payment_request', { payment_request_id: denied.payment_request_id }), 409, 'not_pending');
    const sent = pendingSent()[0] ?? expect.fail('no sent request');
    failed(call('approve_payment_request', { payment_request_id: sent.payment_request_id }), 403, 'not_payer');
    failed(call('approve_payment_request', { payment_request_id: 12 }), 404, 'payment_request_not_found');
    w.current.captureDiff(() => w.current.db.prepare('UPDATE venmo_users SET balance = 1 WHERE person_id = ?').run(user().id));
    const request = pendingReceived()[0] ?? expect.fail('no pending request');
    failed(call('approve_payment_request', { payment_request_id: request.payment_request_id }), 422, 'insufficient_balance');
    const card = cards()[0] ?? expect.fail('no card');
    succeeded(call('approve_payment_request', { payment_request_id: request.payment_request_id, payment_card_id: card.id }));
    expect(cards()[0]?.balance).toBe(Math.round((card.balance - request.amount) * 100) / 100);
  });

  it('deny, remind, update and delete follow the roles and the pending state', () => {
    const received = pendingReceived()[0] ?? expect.fail('no pending request');
    const denied = call('deny_payment_request', { payment_request_id: received.payment_request_id });
    succeeded(denied);
    expect(denied.diff[1]?.updated[0]?.after).toEqual({ status: 'denied', denied_at: now, updated_at: now });
    expect(denied.diff[0]?.inserted[0]).toMatchObject({ type: 'payment_request_denied', user_id: person(received.requester.email).id });
    failed(call('deny_payment_request', { payment_request_id: received.payment_request_id }), 409, 'not_pending');

    const sent = pendingSent()[0] ?? expect.fail('no sent request');
    failed(call('deny_payment_request', { payment_request_id: sent.payment_request_id }), 403, 'not_payer');
    const reminded = call('remind_payment_request', { payment_request_id: sent.payment_request_id });
    succeeded(reminded);
    expect(reminded.diff.map((c) => c.table)).toEqual(['notifications', 'payment_requests']);
    expect(reminded.diff[1]?.updated).toEqual([{ id: sent.payment_request_id, before: { last_reminded_at: null }, after: { last_reminded_at: now } }]);
    failed(call('remind_payment_request', { payment_request_id: pendingReceived()[0]?.payment_request_id ?? 0 }), 403, 'not_requester');

    const updated = call('update_payment_request', { payment_request_id: sent.payment_request_id, amount: 99.5 });
    succeeded(updated);
    expect(updated.diff[0]?.updated[0]?.after).toEqual({ amount: 99.5, updated_at: now });

    failed(call('delete_payment_request', { payment_request_id: pendingReceived()[0]?.payment_request_id ?? 0 }), 403, 'not_requester');
    const approved = succeeded<Req[]>(call('show_sent_payment_requests', { status: 'approved' }))[0] ?? expect.fail('no approved request');
    failed(call('delete_payment_request', { payment_request_id: approved.payment_request_id }), 409, 'not_pending');
    const deleted = call('delete_payment_request', { payment_request_id: sent.payment_request_id });
    succeeded(deleted);
    expect(deleted.diff).toEqual([{ app: 'venmo', table: 'payment_requests', inserted: [], updated: [], deleted: [expect.objectContaining({ id: sent.payment_request_id, amount: 99.5 })] }]);
    expect(w.current.call('venmo', 'delete_payment_request', { payment_request_id: sent.payment_request_id }).status).toBe(401);
  });
});

describe('venmo payment requests and cards', () => {
  it('approve_payment_request refuses cards that cannot pay, changing nothing', () => {
    const request = read<{ payment_request_id: number; amount: number }[]>(call('show_received_payment_requests', { status: 'pending' }))[0] ?? expect.fail('no pending request');
    const id = request.payment_request_id;
    const cards = all<{ id: number; expiry_year: number; balance: number }>('SELECT id, expiry_year, balance FROM supervisor_payment_cards ORDER BY id');
    failed(call('approve_payment_request', { payment_request_id: id, payment_card_id: 99_999 }), 404, 'payment_card_not_found');
    const expired = cards.find((c) => c.expiry_year < 2023) ?? expect.fail('no expired card');
    failed(call('approve_payment_request', { payment_request_id: id, payment_card_id: expired.id }), 422, 'card_expired');
    const valid = cards.find((c) => c.expiry_year > 2023) ?? expect.fail('no valid card');
    w.current.captureDiff(() => w.current.db.prepare('UPDATE supervisor_payment_cards SET balance = ? WHERE id = ?').run(request.amount / 2, valid.id));
    failed(call('approve_payment_request', { payment_request_id: id, payment_card_id: valid.id }), 422, 'insufficient_card_balance');
    w.current.captureDiff(() => w.current.db.prepare(
      "INSERT INTO supervisor_payment_cards (id, card_name, owner_name, card_number, expiry_year, expiry_month, cvv_number, balance) VALUES (9990001, 'Theirs', 'Someone Else', '4000000000009999', 2030, 1, '123', 9999)").run());
    failed(call('approve_payment_request', { payment_request_id: id, payment_card_id: 9990001 }), 403, 'not_owner');
    // The request is still pending and payable.
    expect(read<{ payment_request_id: number }[]>(call('show_received_payment_requests', { status: 'pending' })).map((r) => r.payment_request_id)).toContain(id);
  });
});
