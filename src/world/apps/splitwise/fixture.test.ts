import { describe, expect, it } from 'vitest';
import { useApp } from '../test-world.ts';

const { world: worldRef, call, succeeded } = useApp('splitwise', 23);

describe('splitwise fixture', () => {
  it('has live groups with the user, a dozen expenses with shares and some payments', () => {
    const groups = succeeded<{ group_id: number; member_count: number }[]>(call('show_groups', { page_limit: 20 }));
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g) => g.member_count >= 3)).toBe(true);
    const count = (sql: string) => (worldRef.current.sql(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses')).toBeGreaterThanOrEqual(12);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses e WHERE NOT EXISTS (SELECT 1 FROM splitwise_expense_shares s WHERE s.expense_id = e.id)')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses e WHERE (SELECT SUM(share_amount) FROM splitwise_expense_shares s WHERE s.expense_id = e.id) > e.paid_amount')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_payments')).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses WHERE group_id IS NULL')).toBeGreaterThanOrEqual(2);
    const balances = succeeded<{ total_balance: number; balances: { balance: number }[] }>(call('show_balances'));
    expect(balances.balances.some((b) => b.balance > 0) && balances.balances.some((b) => b.balance < 0)).toBe(true);
  });
});
