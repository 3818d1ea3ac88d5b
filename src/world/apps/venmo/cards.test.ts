import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { call, one, user, fails } = useApp('venmo', 51);

describe('venmo bank transfers and cards', () => {
  it('shows a bank transfer and a payment card of the user only', () => {
    const transfer = one<{ id: number; amount: number; direction: string; payment_card_id: number }>('SELECT * FROM venmo_bank_transfers WHERE user_id = ? ORDER BY id LIMIT 1', user().id);
    expect(call('show_bank_transfer', { bank_transfer_id: transfer.id }).response).toMatchObject({ bank_transfer_id: transfer.id, amount: transfer.amount, direction: transfer.direction, card_name: expect.any(String) });
    fails('show_bank_transfer', { bank_transfer_id: 1 }, 404, 'bank_transfer_not_found');
    const cards = call('show_payment_cards').response as { payment_card_id: number }[];
    expect(call('show_payment_card', { payment_card_id: cards[0]!.payment_card_id }).response).toEqual(cards[0]);
    fails('show_payment_card', { payment_card_id: 1 }, 404, 'payment_card_not_found');
    const foreign = one<{ id: number } | undefined>("SELECT id FROM supervisor_payment_cards WHERE owner_name != ? LIMIT 1", `${user().first_name} ${user().last_name}`);
    if (foreign) fails('show_payment_card', { payment_card_id: foreign.id }, 404, 'payment_card_not_found');
  });
});
