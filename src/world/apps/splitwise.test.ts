import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../schemas/world.ts';
import { useWorld } from './test-world.ts';

const worldRef = useWorld(23);

const now = '2023-05-18T12:00:00';
const call = (api: string, args: Record<string, unknown> = {}) => worldRef.current.callAsUser('splitwise', api, args);
function ok<T = Record<string, unknown>>(record: CallRecord): T {
  expect(record.error).toBeUndefined();
  return record.response as T;
}
function failed(record: CallRecord, status: number, code: string): void {
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}
const me = () => worldRef.current.mainUser();
type Group = { group_id: number; name: string; creator: { email: string }; members: { email: string }[] };
const group = (name: string): Group => {
  const found = ok<{ group_id: number; name: string }[]>(call('show_groups', { include_deleted: true, page_limit: 20 })).find((g) => g.name === name) ?? expect.fail(`no group ${name}`);
  return ok<Group>(call('show_group', { group_id: found.group_id }));
};
const others = (g: Group) => g.members.map((m) => m.email).filter((e) => e !== me().email);
const idOf = (email: string) => worldRef.current.personByEmail(email)?.id ?? expect.fail(`no person ${email}`);
const rows = (sql: string, ...params: unknown[]) => worldRef.current.sql(sql).all(...params) as Record<string, unknown>[];
type Expense = { expense_id: number; description: string; payer: { email: string }; creator: { email: string }; shares: { debtor: { email: string }; debt_amount: number }[] };
const expenseNamed = (text: string) => ok<Expense[]>(call('show_expenses', { query: text, include_deleted: true }))[0] ?? expect.fail(`no expense ${text}`);

describe('splitwise fixture', () => {
  it('has live groups with the user, a dozen expenses with shares and some payments', () => {
    const groups = ok<{ group_id: number; member_count: number }[]>(call('show_groups', { page_limit: 20 }));
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g) => g.member_count >= 3)).toBe(true);
    const count = (sql: string) => (worldRef.current.sql(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses')).toBeGreaterThanOrEqual(12);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses e WHERE NOT EXISTS (SELECT 1 FROM splitwise_expense_shares s WHERE s.expense_id = e.id)')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses e WHERE (SELECT SUM(share_amount) FROM splitwise_expense_shares s WHERE s.expense_id = e.id) > e.paid_amount')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_payments')).toBeGreaterThanOrEqual(3);
    expect(count('SELECT COUNT(*) AS n FROM splitwise_expenses WHERE group_id IS NULL')).toBeGreaterThanOrEqual(2);
    const balances = ok<{ total_balance: number; balances: { balance: number }[] }>(call('show_balances'));
    expect(balances.balances.some((b) => b.balance > 0) && balances.balances.some((b) => b.balance < 0)).toBe(true);
  });
});

describe('splitwise groups', () => {
  it('create_group without others writes the group and your membership', () => {
    const record = call('create_group', { name: 'Road trip', description: 'Big Sur in June' });
    const { group_id: id } = ok<{ group_id: number }>(record);
    const code = ok<{ invitation_code: string }>(call('show_group', { group_id: id })).invitation_code;
    const member = rows('SELECT id FROM splitwise_group_members WHERE group_id = ?', id)[0]?.id;
    expect(record.diff).toEqual([
      { app: 'splitwise', table: 'group_members', updated: [], deleted: [], inserted: [{ id: member, group_id: id, user_id: me().id, joined_at: now }] },
      {
        app: 'splitwise', table: 'groups', updated: [], deleted: [],
        inserted: [{ id, name: 'Road trip', description: 'Big Sur in June', creator_id: me().id, invitation_code: code, deleted: 0, created_at: now, updated_at: now }],
      },
    ]);
    expect(worldRef.current.call('splitwise', 'create_group', { name: 'x' }).status).toBe(401);
    failed(call('create_group', { name: 'Road trip', member_emails: ['nobody@nowhere.org'] }), 404, 'user_not_found');
  });

  it('create_group with members emails them an invitation through gmail', () => {
    const friends = others(group('Tahoe Ski Trip 2023')).slice(0, 2);
    const record = call('create_group', { name: 'Wine tasting', member_emails: friends });
    const { group_id: id } = ok<{ group_id: number }>(record);
    expect(rows('SELECT user_id FROM splitwise_group_members WHERE group_id = ? ORDER BY user_id', id).map((r) => r.user_id)).toEqual(
      [me().id, ...friends.map(idOf)].sort((a, b) => a - b),
    );
    expect(record.diff.some((c) => c.app === 'gmail' && c.inserted.length > 0)).toBe(true);
    expect(JSON.stringify(record.diff.filter((c) => c.app === 'gmail'))).toContain('Wine tasting');
  });

  it('updates, deletes and restores groups under the creator rule', () => {
    const tahoe = group('Tahoe Ski Trip 2023');
    const updated = call('update_group', { group_id: tahoe.group_id, name: 'Tahoe 2023' });
    ok(updated);
    expect(updated.diff).toEqual([
      { app: 'splitwise', table: 'groups', inserted: [], deleted: [], updated: [{ id: tahoe.group_id, before: { name: 'Tahoe Ski Trip 2023', updated_at: expect.any(String) }, after: { name: 'Tahoe 2023', updated_at: now } }] },
    ]);
    const deleted = call('delete_group', { group_id: tahoe.group_id });
    expect(deleted.diff[0]?.updated[0]?.after).toEqual({ deleted: 1 });
    failed(call('delete_group', { group_id: tahoe.group_id }), 409, 'already_deleted');
    failed(call('update_group', { group_id: tahoe.group_id, name: 'x' }), 409, 'group_deleted');
    ok(call('undelete_group', { group_id: tahoe.group_id }));
    failed(call('undelete_group', { group_id: tahoe.group_id }), 409, 'not_deleted');
    const apartment = group('Apartment 4B');
    expect(apartment.creator.email).not.toBe(me().email);
    failed(call('delete_group', { group_id: apartment.group_id }), 403, 'not_owner');
    failed(call('show_group', { group_id: 77 }), 404, 'group_not_found');
    worldRef.current.captureDiff(() => worldRef.current.db.prepare('DELETE FROM splitwise_group_members WHERE group_id = ? AND user_id = ?').run(apartment.group_id, me().id));
    failed(call('show_group', { group_id: apartment.group_id }), 403, 'not_member');
  });

  it('adds and removes members, refusing unsettled ones', () => {
    const lunch = group('Team Lunch Crew');
    const outsider = others(group('Tahoe Ski Trip 2023'))[0] ?? expect.fail('no outsider');
    const added = call('add_member_to_group', { group_id: lunch.group_id, user_email: outsider });
    ok(added);
    expect(added.diff.map((c) => [c.table, c.inserted.length])).toEqual([['group_members', 1], ['notifications', 1]]);
    expect(added.diff[0]?.inserted[0]).toMatchObject({ group_id: lunch.group_id, user_id: idOf(outsider), joined_at: now });
    expect(added.diff[1]?.inserted[0]).toMatchObject({ user_id: idOf(outsider), type: 'added_to_group' });
    failed(call('add_member_to_group', { group_id: lunch.group_id, user_email: outsider }), 409, 'already_member');
    failed(call('add_member_to_group', { group_id: lunch.group_id, user_email: 'ghost@example.com' }), 404, 'user_not_found');
    const removed = call('remove_member_from_group', { group_id: lunch.group_id, user_email: outsider });
    expect(removed.diff).toEqual([{ app: 'splitwise', table: 'group_members', inserted: [], updated: [], deleted: [added.diff[0]?.inserted[0]] }]);
    failed(call('remove_member_from_group', { group_id: lunch.group_id, user_email: outsider }), 404, 'member_not_found');
    failed(call('remove_member_from_group', { group_id: lunch.group_id, user_email: others(lunch)[0] ?? '' }), 409, 'unsettled_balance');
  });
});

describe('splitwise expenses', () => {
  it('record_expense writes the expense, equal shares and one notification per debtor', () => {
    const apartment = group('Apartment 4B');
    const [a, b] = others(apartment);
    const record = call('record_expense', { description: 'Plants for the balcony', paid_amount: 100, debtor_emails: [a, b], group_id: apartment.group_id });
    const { expense_id: id } = ok<{ expense_id: number }>(record);
    const shares = rows('SELECT * FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id', id);
    const notes = rows('SELECT * FROM splitwise_notifications WHERE created_at = ? ORDER BY id', now);
    expect(record.diff).toEqual([
      { app: 'splitwise', table: 'expense_shares', inserted: shares, updated: [], deleted: [] },
      {
        app: 'splitwise', table: 'expenses', updated: [], deleted: [],
        inserted: [{ id, creator_id: me().id, group_id: apartment.group_id, payer_id: me().id, description: 'Plants for the balcony', paid_amount: 100, deleted: 0, created_at: now, updated_at: now }],
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
    const theirs = call('record_expense', { description: 'Parking', paid_amount: 30, payer_email: friend, debtor_emails: [me().email], debt_amounts: [12.5] });
    ok(theirs);
    expect(theirs.diff.find((c) => c.table === 'expenses')?.inserted[0]).toMatchObject({ payer_id: idOf(friend), creator_id: me().id, group_id: null });
    expect(theirs.diff.find((c) => c.table === 'expense_shares')?.inserted[0]).toMatchObject({ debtor_id: me().id, share_amount: 12.5 });
  });

  it('record_expense refuses every broken split without writing', () => {
    const tahoe = group('Tahoe Ski Trip 2023');
    const [a, b] = others(tahoe) as [string, string];
    const stranger = others(group('Team Lunch Crew'))[0] ?? '';
    const base = { description: 'Dinner', paid_amount: 60 };
    failed(call('record_expense', { ...base }), 422, 'no_debtors');
    failed(call('record_expense', { ...base, debtor_emails: [a, a] }), 422, 'duplicate_debtor');
    failed(call('record_expense', { ...base, debtor_emails: [me().email] }), 422, 'payer_is_debtor');
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
    const before = rows('SELECT * FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id', expense.expense_id);
    const [first, second, third, fourth] = before;
    const debtors = before.map((s) => worldRef.current.personById(Number(s.debtor_id))?.email);
    const expenses = (worldRef.current.sql('SELECT COUNT(*) AS n FROM splitwise_expenses').get() as { n: number }).n;
    const record = call('update_expense', { expense_id: expense.expense_id, paid_amount: 120, debt_amounts: [30, 30, 20, 20] });
    ok(record);
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
    expect(theirs.payer.email).not.toBe(me().email);
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
    expect(ok<{ expense_id: number }[]>(call('show_expenses', { query: 'Costco' })).length).toBe(0);
    const restored = call('undelete_expense', { expense_id: mine.expense_id });
    expect(restored.diff[0]?.updated[0]?.after).toEqual({ deleted: 0 });
    failed(call('undelete_expense', { expense_id: mine.expense_id }), 409, 'not_deleted');
  });
});

describe('splitwise payments and balances', () => {
  it('record_payment lowers what you owe and notifies the receiver', () => {
    const owed = ok<{ balances: { email: string; balance: number }[] }>(call('show_balances')).balances.find((b) => b.balance < 0) ?? expect.fail('you owe no one');
    const record = call('record_payment', { receiver_email: owed.email, amount: 5 });
    const { payment_id: id } = ok<{ payment_id: number }>(record);
    const note = rows('SELECT * FROM splitwise_notifications WHERE created_at = ?', now);
    expect(record.diff).toEqual([
      { app: 'splitwise', table: 'notifications', inserted: note, updated: [], deleted: [] },
      { app: 'splitwise', table: 'payments', updated: [], deleted: [], inserted: [{ id, payer_id: me().id, receiver_id: idOf(owed.email), amount: 5, group_id: null, description: '', deleted: 0, created_at: now }] },
    ]);
    expect(note[0]).toMatchObject({ user_id: idOf(owed.email), type: 'payment_received' });
    const after = ok<{ balances: { email: string; balance: number }[] }>(call('show_balances')).balances.find((b) => b.email === owed.email);
    expect(after?.balance).toBe(Math.round((owed.balance + 5) * 100) / 100);
    failed(call('record_payment', { receiver_email: me().email, amount: 5 }), 422, 'self_payment');
    failed(call('delete_payment', { payment_id: 3 }), 404, 'payment_not_found');
    ok(call('delete_payment', { payment_id: id }));
    failed(call('delete_payment', { payment_id: id }), 409, 'already_deleted');
  });

  it('settle_up pays exactly what you owe in a group, and refuses when nothing is owed', () => {
    const apartment = group('Apartment 4B');
    const owed = ok<{ balances: { email: string; balance: number }[] }>(call('show_balances', { group_id: apartment.group_id })).balances.find((b) => b.balance < 0) ?? expect.fail('nothing owed');
    const record = call('settle_up', { user_email: owed.email, group_id: apartment.group_id });
    expect(ok<{ amount: number }>(record).amount).toBe(-owed.balance);
    expect(record.diff.find((c) => c.table === 'payments')?.inserted[0]).toMatchObject({ amount: -owed.balance, group_id: apartment.group_id, receiver_id: idOf(owed.email) });
    expect(ok<{ balances: { email: string }[] }>(call('show_balances', { group_id: apartment.group_id })).balances.map((b) => b.email)).not.toContain(owed.email);
    failed(call('settle_up', { user_email: owed.email, group_id: apartment.group_id }), 409, 'nothing_owed');
    const groups = ok<{ name: string; balance: number }[]>(call('show_group_balances'));
    expect(groups.map((g) => g.name)).toContain('Apartment 4B');
    const unread = ok<unknown[]>(call('show_notifications', { read: false, page_limit: 20 }));
    expect(unread.length).toBeGreaterThan(0);
  });
});
