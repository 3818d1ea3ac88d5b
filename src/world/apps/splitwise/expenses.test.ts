import { describe, expect, it } from 'vitest';
import { useSplitwiseViews } from './test-helpers.ts';

const { world: worldRef, call, succeeded, failed, all, user, group, others, idOf, expenseNamed } = useSplitwiseViews(23);
const now = '2023-05-18T12:00:00';

describe('splitwise expenses', () => {
  it('record_expense writes the expense, equal shares and one notification per debtor', () => {
    const apartment = group('Apartment 4B');
    const [a, b] = others(apartment);
    const record = call('record_expense', { description: 'Plants for the balcony', paid_amount: 100, debtor_emails: [a, b], group_id: apartment.group_id });
    const { expense_id: id } = succeeded<{ expense_id: number }>(record);
    const shares = all('SELECT * FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id', id);
    const notes = all('SELECT * FROM splitwise_notifications WHERE created_at = ? ORDER BY id', now);
    expect(record.diff).toEqual([
      { app: 'splitwise', table: 'expense_shares', inserted: shares, updated: [], deleted: [] },
      {
        app: 'splitwise', table: 'expenses', updated: [], deleted: [],
        inserted: [{ id, creator_id: user().id, group_id: apartment.group_id, payer_id: user().id, description: 'Plants for the balcony', paid_amount: 100, deleted: 0, created_at: now, updated_at: now }],
      },
      { app: 'splitwise', table: 'notifications', inserted: notes, updated: [], deleted: [] },
    ]);
    expect(shares.map((s) => [s.debtor_id, s.share_amount]).sort()).toEqual([[idOf(a ?? ''), 33.33], [idOf(b ?? ''), 33.33]].sort());
    expect(notes.map((n) => [n.user_id, n.type, n.data]).sort()).toEqual(
      [[idOf(a ?? ''), 'expense_added', JSON.stringify({ expense_id: id })], [idOf(b ?? ''), 'expense_added', JSON.stringify({ expense_id: id })]].sort(),
    );
  });

  it('record_expense takes debtors from the group, custom debts and another payer', () => {
    const tahoe = group('Tahoe Ski Trip 2023');
    const byGroup = call('record_expense', { description: 'Snacks', paid_amount: 50, group_id: tahoe.group_id });
    expect(byGroup.diff.find((c) => c.table === 'expense_shares')?.inserted.map((s) => s.share_amount)).toEqual([10, 10, 10, 10]);
    const friend = others(tahoe)[0] ?? '';
    const theirs = call('record_expense', { description: 'Parking', paid_amount: 30, payer_email: friend, debtor_emails: [user().email], debt_amounts: [12.5] });
    succeeded(theirs);
    expect(theirs.diff.find((c) => c.table === 'expenses')?.inserted[0]).toMatchObject({ payer_id: idOf(friend), creator_id: user().id, group_id: null });
    expect(theirs.diff.find((c) => c.table === 'expense_shares')?.inserted[0]).toMatchObject({ debtor_id: user().id, share_amount: 12.5 });
  });

  it('record_expense refuses every broken split without writing', () => {
    const tahoe = group('Tahoe Ski Trip 2023');
    const [a, b] = others(tahoe) as [string, string];
    const stranger = others(group('Team Lunch Crew'))[0] ?? '';
    const base = { description: 'Dinner', paid_amount: 60 };
    failed(call('record_expense', { ...base }), 422, 'no_debtors');
    failed(call('record_expense', { ...base, debtor_emails: [a, a] }), 422, 'duplicate_debtor');
    failed(call('record_expense', { ...base, debtor_emails: [user().email] }), 422, 'payer_is_debtor');
    failed(call('record_expense', { ...base, payer_email: a, debtor_emails: [b] }), 422, 'not_involved');
    failed(call('record_expense', { ...base, debtor_emails: [stranger], group_id: tahoe.group_id }), 422, 'not_group_member');
    failed(call('record_expense', { ...base, debtor_emails: [a, b], debt_amounts: [10] }), 422, 'debt_amounts_mismatch');
    failed(call('record_expense', { ...base, debtor_emails: [a, b], debt_amounts: [40, 30] }), 422, 'debts_exceed_paid_amount');
    failed(call('record_expense', { ...base, debtor_emails: ['ghost@example.com'] }), 404, 'user_not_found');
    failed(call('record_expense', { ...base, debtor_emails: [a], group_id: group('Book Club 2022').group_id }), 409, 'group_deleted');
    failed(call('record_expense', { ...base, debtor_emails: [a], group_id: 99 }), 404, 'group_not_found');
    expect(worldRef.current.call('splitwise', 'record_expense', { ...base, debtor_emails: [a] }).status).toBe(401);
  });

  it('update_expense with a new split edits the same expense’s share rows', () => {
    const expense = expenseNamed('Sushi platter');
    const before = all('SELECT * FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id', expense.expense_id);
    const [first, second, third, fourth] = before;
    const debtors = before.map((s) => worldRef.current.personById(Number(s.debtor_id))?.email);
    const expenses = (worldRef.current.sql('SELECT COUNT(*) AS n FROM splitwise_expenses').get() as { n: number }).n;
    const record = call('update_expense', { expense_id: expense.expense_id, paid_amount: 120, debt_amounts: [30, 30, 20, 20] });
    succeeded(record);
    expect(record.diff).toEqual([
      {
        app: 'splitwise', table: 'expense_shares', inserted: [], deleted: [],
        updated: [
          { id: first?.id, before: { share_amount: first?.share_amount }, after: { share_amount: 30 } },
          { id: second?.id, before: { share_amount: second?.share_amount }, after: { share_amount: 30 } },
          { id: third?.id, before: { share_amount: third?.share_amount }, after: { share_amount: 20 } },
          { id: fourth?.id, before: { share_amount: fourth?.share_amount }, after: { share_amount: 20 } },
        ].sort((x, y) => Number(x.id) - Number(y.id)),
      },
      { app: 'splitwise', table: 'expenses', inserted: [], deleted: [], updated: [{ id: expense.expense_id, before: { paid_amount: 112.4, updated_at: expect.any(String) }, after: { paid_amount: 120, updated_at: now } }] },
    ]);
    expect((worldRef.current.sql('SELECT COUNT(*) AS n FROM splitwise_expenses').get() as { n: number }).n).toBe(expenses);
    // Dropping a debtor deletes their row; the kept ones are re-split equally and keep their ids.
    const narrowed = call('update_expense', { expense_id: expense.expense_id, debtor_emails: debtors.slice(0, 2) });
    const shares = narrowed.diff.find((c) => c.table === 'expense_shares');
    expect(shares?.deleted.map((s) => s.id)).toEqual([third?.id, fourth?.id].sort((x, y) => Number(x) - Number(y)));
    expect(shares?.updated.map((u) => [u.id, u.after.share_amount]).sort()).toEqual([[first?.id, 40], [second?.id, 40]].sort());
    expect(shares?.inserted).toEqual([]);
  });

  it('update_expense, delete_expense and undelete_expense follow ownership and state', () => {
    const theirs = expenseNamed('PG&E');
    expect(theirs.payer.email).not.toBe(user().email);
    failed(call('update_expense', { expense_id: theirs.expense_id, description: 'x' }), 403, 'not_owner');
    failed(call('delete_expense', { expense_id: theirs.expense_id }), 403, 'not_owner');
    failed(call('show_expense', { expense_id: 5 }), 404, 'expense_not_found');
    const mine = expenseNamed('Costco');
    const renamed = call('update_expense', { expense_id: mine.expense_id, description: 'Costco run' });
    expect(renamed.diff).toEqual([
      { app: 'splitwise', table: 'expenses', inserted: [], deleted: [], updated: [{ id: mine.expense_id, before: { description: mine.description, updated_at: expect.any(String) }, after: { description: 'Costco run', updated_at: now } }] },
    ]);
    const deleted = call('delete_expense', { expense_id: mine.expense_id });
    expect(deleted.diff[0]?.updated[0]?.after).toEqual({ deleted: 1 });
    failed(call('delete_expense', { expense_id: mine.expense_id }), 409, 'already_deleted');
    failed(call('update_expense', { expense_id: mine.expense_id, description: 'y' }), 409, 'expense_deleted');
    expect(succeeded<{ expense_id: number }[]>(call('show_expenses', { query: 'Costco' })).length).toBe(0);
    const restored = call('undelete_expense', { expense_id: mine.expense_id });
    expect(restored.diff[0]?.updated[0]?.after).toEqual({ deleted: 0 });
    failed(call('undelete_expense', { expense_id: mine.expense_id }), 409, 'not_deleted');
  });
});
