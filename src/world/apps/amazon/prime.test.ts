import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, user, fails, foreignInsert, diff: { inserted: ins,  } } = useAmazon(71);

describe('amazon prime', () => {
  it('shows history, cancels the running plan, and subscribes again after it ends', () => {
    const history = call('show_prime_subscriptions').response as { plan: string; is_active: boolean; renews_at: string | null }[];
    expect(history.map((h) => [h.plan, h.is_active])).toEqual([['monthly', true], ['yearly', false]]);
    fails('subscribe_prime', { plan: 'yearly' }, 409, 'already_subscribed');
    const running = one<{ id: number; renews_at: string }>('SELECT * FROM amazon_prime_subscriptions WHERE user_id = ? AND cancelled_at IS NULL', user().id);
    const cancelled = call('cancel_prime_subscription');
    expect(cancelled.response).toMatchObject({ ends_at: running.renews_at });
    expect(cancelled.diff).toEqual([{ app: 'amazon', table: 'prime_subscriptions', inserted: [], updated: [{ id: running.id, before: { cancelled_at: null }, after: { cancelled_at: w.current.now() } }], deleted: [] }]);
    fails('cancel_prime_subscription', {}, 409, 'already_cancelled');
    expect((call('show_prime_subscriptions').response as { is_active: boolean; ends_at: string }[])[0]).toMatchObject({ is_active: true, ends_at: running.renews_at });

    w.current.advanceClock(10 * 86_400);
    fails('cancel_prime_subscription', {}, 409, 'not_subscribed');
    fails('subscribe_prime', { payment_card_id: 1 }, 404, 'payment_card_not_found');
    const card = one<{ id: number; balance: number }>('SELECT * FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1');
    const subscribed = call('subscribe_prime', { plan: 'yearly' });
    const row = one('SELECT * FROM amazon_prime_subscriptions WHERE id = ?', (subscribed.response as { prime_subscription_id: number }).prime_subscription_id);
    expect(row).toMatchObject({ plan: 'yearly', price: 139, payment_card_id: card.id, started_at: '2023-05-28T12:00:00', renews_at: '2024-05-28T12:00:00', cancelled_at: null });
    expect(subscribed.diff).toEqual([
      ins('prime_subscriptions', [row]),
      { app: 'supervisor', table: 'payment_cards', inserted: [], updated: [{ id: card.id, before: { balance: card.balance }, after: { balance: Math.round((card.balance - 139) * 100) / 100 } }], deleted: [] },
    ]);
  });

  it('refuses a card that cannot pay', () => {
    w.current.advanceClock(10 * 86_400);
    const card = one<{ id: number }>('SELECT id FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1');
    foreignInsert('UPDATE supervisor_payment_cards SET balance = 3 WHERE id = ?', card.id);
    fails('subscribe_prime', { plan: 'monthly' }, 422, 'insufficient_balance');
    foreignInsert('UPDATE supervisor_payment_cards SET expiry_year = 2020 WHERE id = ?', card.id);
    fails('subscribe_prime', { plan: 'monthly', payment_card_id: card.id }, 422, 'card_expired');
  });
});
