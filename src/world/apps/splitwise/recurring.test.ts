import { describe, expect, it } from 'vitest';
import { advance } from './recurring.ts';
import { useSplitwise } from './test-helpers.ts';

const { succeeds, fails, one, all, user, now, group, stranger, diff: { change } } = useSplitwise(43);

describe('splitwise recurring expenses', () => {
  it('advances dates, clamping month ends', () => {
    expect(advance('2023-01-31', 'month')).toBe('2023-02-28');
    expect(advance('2023-05-18', 'week')).toBe('2023-05-25');
    expect(advance('2024-02-29', 'year')).toBe('2025-02-28');
  });

  it('creates, lists and deletes recurring expenses', () => {
    const apartment = group('Apartment 4B');
    const { record, response } = succeeds<{ recurring_expense_id: number }>('create_recurring_expense', { description: 'Cleaning service', paid_amount: 120, group_id: apartment.id, every: 'month', start_date: '2023-06-01' });
    const roommates = all('SELECT user_id FROM splitwise_group_members WHERE group_id = ? AND user_id != ? ORDER BY joined_at, id', apartment.id, user().id).map((r) => r.user_id);
    expect(record.diff).toEqual([change('recurring_expenses', { inserted: [{
      id: response.recurring_expense_id, creator_id: user().id, group_id: apartment.id, description: 'Cleaning service', paid_amount: 120, debtor_ids: JSON.stringify(roommates),
      every: 'month', next_date: '2023-06-01', times_recorded: 0, created_at: now(),
    }] })]);
    const listed = succeeds<{ description: string; next_date: string }[]>('show_recurring_expenses', { page_limit: 20 }).response;
    expect(listed.map((r) => r.description)).toEqual(['Comcast internet', 'Spotify Family plan', 'Cleaning service', 'Water and trash']);
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, every: 'month', start_date: '2023-06-01' }, 422, 'no_debtors');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, debtor_emails: [user().email], every: 'month', start_date: '2023-06-01' }, 422, 'payer_is_debtor');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, debtor_emails: ['nobody@example.invalid'], every: 'month', start_date: '2023-06-01' }, 404, 'user_not_found');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: apartment.id, debtor_emails: [stranger().email], every: 'month', start_date: '2023-06-01' }, 422, 'not_group_member');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: group('Book Club 2022').id, every: 'month', start_date: '2023-06-01' }, 409, 'group_deleted');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: apartment.id, every: 'month', start_date: '2023-02-30' }, 422, 'invalid_date');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: apartment.id, every: 'daily', start_date: '2023-06-01' }, 422, 'invalid_arguments');
    const row = one('SELECT * FROM splitwise_recurring_expenses WHERE id = ?', response.recurring_expense_id);
    const removed = succeeds('delete_recurring_expense', { recurring_expense_id: row.id });
    expect(removed.record.diff).toEqual([change('recurring_expenses', { deleted: [row] })]);
    fails('delete_recurring_expense', { recurring_expense_id: row.id }, 404, 'recurring_expense_not_found');
  });

  it('records due occurrences as expenses and moves the rule on', () => {
    const rule = one("SELECT * FROM splitwise_recurring_expenses WHERE description = 'Comcast internet'");
    const { record, response } = succeeds<{ expense_ids: number[] }>('record_due_recurring_expenses');
    expect(response.expense_ids).toHaveLength(1);
    const id = response.expense_ids[0];
    const date = rule.next_date as string;
    expect(record.diff.find((d) => d.table === 'expenses')?.inserted).toEqual([expect.objectContaining({ id, description: `Comcast internet (${date})`, paid_amount: 70, payer_id: user().id, group_id: rule.group_id, created_at: now() })]);
    expect(record.diff.find((d) => d.table === 'expense_shares')?.inserted.map((s) => [s.debtor_id, s.share_amount]).sort()).toEqual(JSON.parse(rule.debtor_ids as string).map((d: number) => [d, 23.33]).sort());
    expect(record.diff.find((d) => d.table === 'notifications')?.inserted).toHaveLength(2);
    expect(record.diff.find((d) => d.table === 'recurring_expenses')?.updated).toEqual([{ id: rule.id, before: { next_date: date, times_recorded: rule.times_recorded }, after: { next_date: advance(date, 'month'), times_recorded: (rule.times_recorded as number) + 1 } }]);
    fails('record_due_recurring_expenses', {}, 409, 'nothing_due');
  });

  it('catches up on several missed weeks, bounded', () => {
    const family = group('Family Gifts');
    succeeds('create_recurring_expense', { description: 'Weekly flowers for Grandma', paid_amount: 30, group_id: family.id, every: 'week', start_date: '2023-04-27' });
    succeeds('create_recurring_expense', { description: 'Ancient subscription', paid_amount: 3, group_id: family.id, every: 'week', start_date: '2000-01-06' });
    const { record } = succeeds<{ expense_ids: number[] }>('record_due_recurring_expenses');
    const descriptions = (record.diff.find((d) => d.table === 'expenses')?.inserted.map((e) => String(e.description)) ?? []).sort();
    expect(descriptions.filter((d) => String(d).startsWith('Weekly flowers'))).toEqual(['2023-04-27', '2023-05-04', '2023-05-11', '2023-05-18'].map((d) => `Weekly flowers for Grandma (${d})`));
    expect(descriptions.filter((d) => String(d).startsWith('Ancient'))).toHaveLength(24);
  });
});

describe('splitwise recurring expenses whose group changed', () => {
  it('refuses to record when a debtor left the group or the group was deleted, writing nothing', () => {
    const family = group('Family Gifts');
    const outsider = stranger();
    succeeds('add_member_to_group', { group_id: family.id, user_email: outsider.email });
    succeeds('create_recurring_expense', { description: 'Cake fund', paid_amount: 20, group_id: family.id, debtor_emails: [outsider.email], every: 'week', start_date: '2023-05-01' });
    succeeds('remove_member_from_group', { group_id: family.id, user_email: outsider.email });
    succeeds('delete_recurring_expense', { recurring_expense_id: one("SELECT id FROM splitwise_recurring_expenses WHERE description = 'Comcast internet'").id });
    fails('record_due_recurring_expenses', {}, 422, 'not_group_member');
    succeeds('delete_recurring_expense', { recurring_expense_id: one("SELECT id FROM splitwise_recurring_expenses WHERE description = 'Cake fund'").id });
    succeeds('create_recurring_expense', { description: 'Gift wrap', paid_amount: 12, group_id: family.id, every: 'month', start_date: '2023-05-02' });
    succeeds('delete_group', { group_id: family.id });
    fails('record_due_recurring_expenses', {}, 409, 'group_deleted');
  });
});
