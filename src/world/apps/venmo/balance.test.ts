import { describe, expect, it } from 'vitest';
import { useVenmo } from './test-helpers.ts';

const { call, succeeded, read, failed, one, all, user, balance, userRow, cards } = useVenmo(51);
const now = '2023-05-18T12:00:00';

describe('venmo balance', () => {
  it('adds to and withdraws from the Venmo balance through a card', () => {
    const card = cards()[0] ?? expect.fail('no card');
    const mine = balance(user().id);
    const added = call('add_to_venmo_balance', { amount: 100, payment_card_id: card.id });
    const { bank_transfer_id: id } = succeeded<{ bank_transfer_id: number }>(added);
    expect(added.diff).toEqual([
      { app: 'supervisor', table: 'payment_cards', inserted: [], deleted: [], updated: [{ id: card.id, before: { balance: card.balance }, after: { balance: card.balance - 100 } }] },
      { app: 'venmo', table: 'bank_transfers', updated: [], deleted: [], inserted: [{ id, user_id: user().id, payment_card_id: card.id, amount: 100, direction: 'card_to_venmo', created_at: now }] },
      { app: 'venmo', table: 'users', inserted: [], deleted: [], updated: [{ id: userRow(user().id).id, before: { balance: mine }, after: { balance: mine + 100 } }] },
    ]);
    const withdrawn = call('withdraw_from_venmo_balance', { amount: 50.25, payment_card_id: card.id });
    succeeded(withdrawn);
    expect(balance(user().id)).toBe(Math.round((mine + 100 - 50.25) * 100) / 100);
    expect(withdrawn.diff[1]?.inserted[0]).toMatchObject({ direction: 'venmo_to_card', amount: 50.25 });
    failed(call('withdraw_from_venmo_balance', { amount: 99_999, payment_card_id: card.id }), 422, 'insufficient_balance');
    failed(call('add_to_venmo_balance', { amount: 99_999, payment_card_id: card.id }), 422, 'insufficient_card_balance');
    const expired = cards().find((c) => c.expiry_year < 2023) ?? expect.fail('no expired card');
    failed(call('add_to_venmo_balance', { amount: 5, payment_card_id: expired.id }), 422, 'card_expired');
    const shown = succeeded<{ payment_card_id: number; expired: boolean }[]>(call('show_payment_cards')).map((c) => [c.payment_card_id, c.expired]);
    expect(shown).toEqual(cards().map((c) => [c.id, c.expiry_year < 2023]).sort((a, b) => Number(a[0]) - Number(b[0])));
  });
});

describe('venmo balance reads', () => {
  it('show_venmo_balance returns the stored balance', () => {
    const { balance } = one<{ balance: number }>('SELECT balance FROM venmo_users WHERE person_id = ?', user().id);
    expect(read(call('show_venmo_balance'))).toEqual({ venmo_balance: balance });
  });

  it('show_bank_transfers lists the user’s transfers newest first, by direction', () => {
    const rows = all<{ id: number; amount: number; direction: string; payment_card_id: number; created_at: string }>(
      'SELECT id, amount, direction, payment_card_id, created_at FROM venmo_bank_transfers WHERE user_id = ? ORDER BY created_at DESC, id', user().id);
    expect(rows.length).toBeGreaterThan(0);
    const listed = read(call('show_bank_transfers', { page_limit: 20 }));
    expect(listed).toEqual(rows.map(({ id, ...rest }) => ({ bank_transfer_id: id, ...rest })));
    const out = read<{ direction: string }[]>(call('show_bank_transfers', { direction: 'venmo_to_card', page_limit: 20 }));
    expect(out.length).toBe(rows.filter((r) => r.direction === 'venmo_to_card').length);
    expect(out.every((r) => r.direction === 'venmo_to_card')).toBe(true);
  });
});
