import { describe, expect, it } from 'vitest';
import { useVenmo } from './test-helpers.ts';

const { world: w, call, succeeded, all, user, balance, pendingReceived, pendingSent } = useVenmo(51);

describe('venmo fixture', () => {
  it('has accounts, friends, a varied history, open requests both ways and notifications', () => {
    const id = user().id;
    const count = (sql: string, ...params: unknown[]) => (w.current.sql(sql).get(...params) as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM venmo_users')).toBe(30);
    expect(balance(id)).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM venmo_friendships WHERE user_id = ?', id)).toBeGreaterThanOrEqual(10);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE sender_id = ? OR receiver_id = ?', id, id)).toBeGreaterThanOrEqual(20);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE sender_id = ?', id)).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE receiver_id = ?', id)).toBeGreaterThanOrEqual(8);
    expect(count('SELECT COUNT(*) AS n FROM venmo_transactions WHERE private = 1 AND (sender_id = ? OR receiver_id = ?)', id, id)).toBeGreaterThanOrEqual(3);
    expect(pendingReceived().length).toBeGreaterThanOrEqual(3);
    expect(pendingSent().length).toBeGreaterThanOrEqual(2);
    expect(succeeded<unknown[]>(call('show_sent_payment_requests', { status: 'approved' })).length).toBeGreaterThanOrEqual(1);
    expect(count('SELECT COUNT(*) AS n FROM venmo_notifications WHERE user_id = ?', id)).toBeGreaterThanOrEqual(5);
    // Counters agree with the like and comment rows.
    expect(count(`SELECT COUNT(*) AS n FROM venmo_transactions t WHERE like_count != (SELECT COUNT(*) FROM venmo_likes l WHERE l.transaction_id = t.id)
      OR comment_count != (SELECT COUNT(*) FROM venmo_comments c WHERE c.transaction_id = t.id)`)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM venmo_likes')).toBeGreaterThan(0);
  });
});

describe('venmo fixture extras', () => {
  it('has over half a year of payments with the user', () => {
    const months = all<{ m: string }>('SELECT DISTINCT substr(created_at, 1, 7) AS m FROM venmo_transactions WHERE sender_id = ? OR receiver_id = ?', user().id, user().id);
    expect(months.length).toBeGreaterThanOrEqual(6);
    const rent = call('show_transactions', { query: 'rent share', page_limit: 20 }).response as unknown[];
    expect(rent.length).toBeGreaterThanOrEqual(4);
  });
});
