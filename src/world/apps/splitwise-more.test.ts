import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../schemas/world.ts';
import { advance } from './splitwise/more.ts';
import { expectRefused, useWorld } from './test-world.ts';

// The splitwise APIs added for breadth: group membership by code, comments, payments, friends,
// activity, notifications, recurring expenses and a spending summary.
const w = useWorld(43);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('splitwise', api, args);
function ok<T = Record<string, unknown>>(api: string, args: Record<string, unknown> = {}): { record: CallRecord; response: T } {
  const record = call(api, args);
  expect(record.error, `${api} ${JSON.stringify(args)}`).toBeUndefined();
  return { record, response: record.response as T };
}
function fails(api: string, args: Record<string, unknown>, status: number, code: string, record = call(api, args)): void {
  expectRefused(record, status, code);
}
type Row = Record<string, unknown> & { id: number };
const one = (sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as Row;
const all = (sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as Row[];
const user = () => w.current.mainUser();
const now = () => w.current.now();
const group = (name: string) => one('SELECT * FROM splitwise_groups WHERE name = ?', name);
const expense = (description: string) => one('SELECT * FROM splitwise_expenses WHERE description = ?', description);
const person = (id: unknown) => one('SELECT * FROM admin_people WHERE id = ?', id) as Row & { email: string; first_name: string };
const change = (table: string, parts: { inserted?: unknown[]; updated?: unknown[]; deleted?: unknown[] }) => ({ app: 'splitwise', table, inserted: [], updated: [], deleted: [], ...parts });
function callAs(personId: number, api: string, args: Record<string, unknown>): CallRecord {
  const p = person(personId);
  const { password } = one("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'splitwise'", personId) as Row & { password: string };
  const token = (w.current.call('splitwise', 'login', { username: p.email, password }).response as { access_token: string }).access_token;
  return w.current.call('splitwise', api, args, { token });
}
/** Someone in no splitwise group with the user. */
const stranger = () => one(`SELECT * FROM admin_people WHERE id != ? AND id NOT IN (SELECT m2.user_id FROM splitwise_group_members m1
  JOIN splitwise_group_members m2 ON m2.group_id = m1.group_id WHERE m1.user_id = ?) ORDER BY rowid LIMIT 1`, user().id, user().id) as Row & { email: string };

describe('splitwise membership', () => {
  it('joins a group by invitation code and notifies its creator', () => {
    const family = group('Family Gifts');
    const outsider = stranger();
    const joined = callAs(outsider.id, 'accept_group_invitation', { invitation_code: (family.invitation_code as string).toLowerCase() });
    expect(joined.error).toBeUndefined();
    const member = joined.diff.find((d) => d.table === 'group_members')?.inserted[0];
    expect(joined.diff).toEqual([
      change('group_members', { inserted: [{ id: member?.id, group_id: family.id, user_id: outsider.id, joined_at: now() }] }),
      change('notifications', { inserted: [expect.objectContaining({ user_id: user().id, type: 'member_joined', read: 0 })] }),
    ]);
    fails('accept_group_invitation', {}, 409, 'already_member', callAs(outsider.id, 'accept_group_invitation', { invitation_code: family.invitation_code }));
    fails('accept_group_invitation', { invitation_code: 'NOPE1234' }, 404, 'invalid_code');
    fails('accept_group_invitation', {}, 404, 'invalid_code', callAs(outsider.id, 'accept_group_invitation', { invitation_code: group('Book Club 2022').invitation_code }));
  });

  it('regenerates an invitation code (creator only); the old one stops working', () => {
    const family = group('Family Gifts');
    const { record, response } = ok<{ invitation_code: string }>('regenerate_invitation_code', { group_id: family.id });
    expect(response.invitation_code).toMatch(/^[0-9A-Z]{8}$/);
    expect(record.diff).toEqual([change('groups', { updated: [{ id: family.id, before: { invitation_code: family.invitation_code, updated_at: family.updated_at }, after: { invitation_code: response.invitation_code, updated_at: now() } }] })]);
    fails('accept_group_invitation', {}, 404, 'invalid_code', callAs(stranger().id, 'accept_group_invitation', { invitation_code: family.invitation_code }));
    fails('regenerate_invitation_code', { group_id: group('Apartment 4B').id }, 403, 'not_owner');
    fails('regenerate_invitation_code', { group_id: group('Book Club 2022').id }, 409, 'group_deleted');
    fails('regenerate_invitation_code', { group_id: 1 }, 404, 'group_not_found');
  });

  it('exits a group only when settled and not its creator', () => {
    const apartment = group('Apartment 4B');
    fails('exit_group', { group_id: apartment.id }, 409, 'unsettled_balance');
    fails('exit_group', { group_id: group('Tahoe Ski Trip 2023').id }, 409, 'creator_cannot_exit');
    fails('exit_group', { group_id: 1 }, 404, 'group_not_found');
    const balances = (ok<{ balances: { email: string; balance: number }[] }>('show_balances', { group_id: apartment.id }).response).balances;
    for (const b of balances) {
      if (b.balance < 0) ok('settle_up', { user_email: b.email, group_id: apartment.id });
      else callAs(w.current.personByEmail(b.email)?.id as number, 'settle_up', { user_email: user().email, group_id: apartment.id });
    }
    const link = one('SELECT * FROM splitwise_group_members WHERE group_id = ? AND user_id = ?', apartment.id, user().id);
    const { record } = ok('exit_group', { group_id: apartment.id });
    expect(record.diff).toEqual([change('group_members', { deleted: [link] })]);
    fails('exit_group', { group_id: apartment.id }, 403, 'not_member');
  });
});

describe('splitwise comments', () => {
  it('posts a comment and notifies the others in the expense', () => {
    const cabin = expense('Cabin rental, 3 nights');
    const debtors = all('SELECT debtor_id FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id', cabin.id).map((r) => r.debtor_id);
    const { record, response } = ok<{ comment_id: number }>('post_expense_comment', { expense_id: cabin.id, content: 'Deposit came back!' });
    expect(record.diff[0]).toEqual(change('comments', { inserted: [{ id: response.comment_id, expense_id: cabin.id, author_id: user().id, content: 'Deposit came back!', created_at: now(), updated_at: now() }] }));
    expect(record.diff[1]?.inserted.map((n) => n.user_id).sort()).toEqual([...debtors].sort());
    expect(record.diff[1]?.inserted.every((n) => n.type === 'expense_comment')).toBe(true);
    fails('post_expense_comment', { expense_id: 1, content: 'x' }, 404, 'expense_not_found');
    fails('post_expense_comment', { expense_id: cabin.id, content: '  ' }, 422, 'invalid_arguments');
    const listed = ok<{ content: string; author: { email: string } }[]>('show_expense_comments', { expense_id: cabin.id }).response;
    expect(listed.map((c) => c.content)).toEqual(['Best cabin yet, booking again next year?', 'Yes! Same weekend if it is free.', 'Deposit came back!']);
    fails('show_expense_comments', { expense_id: 1 }, 404, 'expense_not_found');
  });

  it('edits and deletes only your own comments', () => {
    const mine = one('SELECT * FROM splitwise_comments WHERE author_id = ? ORDER BY id LIMIT 1', user().id);
    const { record } = ok('update_expense_comment', { comment_id: mine.id, content: 'Same weekend, for sure.' });
    expect(record.diff).toEqual([change('comments', { updated: [{ id: mine.id, before: { content: mine.content, updated_at: mine.updated_at }, after: { content: 'Same weekend, for sure.', updated_at: now() } }] })]);
    const theirs = one('SELECT * FROM splitwise_comments WHERE author_id != ? ORDER BY id LIMIT 1', user().id);
    fails('update_expense_comment', { comment_id: theirs.id, content: 'x' }, 403, 'not_owner');
    fails('delete_expense_comment', { comment_id: theirs.id }, 403, 'not_owner');
    fails('update_expense_comment', { comment_id: 1, content: 'x' }, 404, 'comment_not_found');
    const current = one('SELECT * FROM splitwise_comments WHERE id = ?', mine.id);
    const removed = ok('delete_expense_comment', { comment_id: mine.id });
    expect(removed.record.diff).toEqual([change('comments', { deleted: [current] })]);
    fails('delete_expense_comment', { comment_id: mine.id }, 404, 'comment_not_found');
  });
});

describe('splitwise payments', () => {
  it('shows, updates, deletes and undeletes a payment', () => {
    const mine = one('SELECT * FROM splitwise_payments WHERE payer_id = ? ORDER BY id LIMIT 1', user().id);
    expect(ok('show_payment', { payment_id: mine.id }).response).toMatchObject({ payment_id: mine.id, amount: mine.amount, payer: expect.objectContaining({ email: user().email }), deleted: false });
    fails('show_payment', { payment_id: 1 }, 404, 'payment_not_found');
    const { record } = ok('update_payment', { payment_id: mine.id, amount: 40.004, description: 'Gas money' });
    expect(record.diff).toEqual([change('payments', { updated: [{ id: mine.id, before: { amount: mine.amount, description: mine.description }, after: { amount: 40, description: 'Gas money' } }] })]);
    fails('update_payment', { payment_id: mine.id }, 422, 'nothing_to_update');
    const received = one('SELECT * FROM splitwise_payments WHERE receiver_id = ? ORDER BY id LIMIT 1', user().id);
    fails('update_payment', { payment_id: received.id, amount: 1 }, 403, 'not_owner');
    fails('undelete_payment', { payment_id: received.id }, 403, 'not_owner');
    fails('undelete_payment', { payment_id: mine.id }, 409, 'not_deleted');
    ok('delete_payment', { payment_id: mine.id });
    fails('update_payment', { payment_id: mine.id, amount: 1 }, 409, 'payment_deleted');
    const restored = ok('undelete_payment', { payment_id: mine.id });
    expect(restored.record.diff).toEqual([change('payments', { updated: [{ id: mine.id, before: { deleted: 1 }, after: { deleted: 0 } }] })]);
    fails('undelete_payment', { payment_id: 1 }, 404, 'payment_not_found');
  });
});

describe('splitwise overviews', () => {
  it('lists friends with balances and shared groups', () => {
    const friends = ok<{ name: string; email: string; balance: number; shared_group_count: number }[]>('show_friends', { page_limit: 20 }).response;
    const balances = ok<{ balances: { email: string; balance: number }[] }>('show_balances').response.balances;
    for (const b of balances) expect(friends.find((f) => f.email === b.email)?.balance).toBe(b.balance);
    const roommate = friends.find((f) => f.email === person(one('SELECT user_id FROM splitwise_group_members WHERE group_id = ? AND user_id != ? LIMIT 1', group('Apartment 4B').id, user().id).user_id).email);
    expect(roommate?.shared_group_count).toBeGreaterThanOrEqual(1);
    expect(friends.map((f) => f.name)).toEqual([...friends.map((f) => f.name)].sort());
    expect(friends.some((f) => f.email === user().email)).toBe(false);
  });

  it('shows the activity feed newest first, per group, without deleted items', () => {
    const feed = ok<{ type: string; id: number; created_at: string; group_id: number | null }[]>('show_activity', { page_limit: 20 }).response;
    expect(feed).toHaveLength(20);
    expect(feed.map((f) => f.created_at)).toEqual([...feed.map((f) => f.created_at)].sort().reverse());
    expect(new Set(feed.map((f) => f.type))).toEqual(new Set(['expense', 'payment']));
    expect(feed.some((f) => f.id === expense('New shower curtain and bath mats').id)).toBe(false);
    const tahoe = group('Tahoe Ski Trip 2023');
    const inTahoe = ok<{ group_id: number }[]>('show_activity', { group_id: tahoe.id, page_limit: 20 }).response;
    expect(inTahoe.length).toBeGreaterThan(3);
    expect(inTahoe.every((f) => f.group_id === tahoe.id)).toBe(true);
    fails('show_activity', { group_id: 1 }, 404, 'group_not_found');
  });

  it('marks notifications read: given ones, or all unread', () => {
    const unread = all('SELECT * FROM splitwise_notifications WHERE user_id = ? AND read = 0 ORDER BY id', user().id);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const first = unread[0] as Row;
    const { record, response } = ok('mark_notifications_read', { notification_ids: [first.id] });
    expect(response).toEqual({ message: 'Marked as read.', marked_count: 1 });
    expect(record.diff).toEqual([change('notifications', { updated: [{ id: first.id, before: { read: 0 }, after: { read: 1 } }] })]);
    const others = one('SELECT id FROM splitwise_notifications WHERE user_id != ? LIMIT 1', user().id);
    fails('mark_notifications_read', { notification_ids: [others.id] }, 404, 'notification_not_found');
    const rest = ok('mark_notifications_read', {});
    expect(rest.response).toEqual({ message: 'Marked as read.', marked_count: unread.length - 1 });
    fails('mark_notifications_read', {}, 409, 'nothing_to_mark');
  });

  it('summarises spending over a range', () => {
    const apartment = group('Apartment 4B');
    // February and March: two rents paid by roommates (3150, a third each) and March electricity (128.40).
    const summary = ok('show_expense_summary', { group_id: apartment.id, start_date: '2023-02-01', end_date: '2023-03-31' }).response;
    expect(summary).toEqual({ expense_count: 3, total_paid: 6428.4, paid_by_you: 0, your_share: 2142.8 });
    const lunch = ok<{ paid_by_you: number; your_share: number }>('show_expense_summary', { group_id: group('Team Lunch Crew').id, start_date: '2023-01-01', end_date: '2023-01-31' }).response;
    // Tacos at El Camion (64, paid by you, three others owe 16 each): your share is 16.
    expect(lunch).toMatchObject({ paid_by_you: 64, your_share: 16 });
    fails('show_expense_summary', { group_id: 1 }, 404, 'group_not_found');
    fails('show_expense_summary', { start_date: 'May' }, 422, 'invalid_arguments');
  });
});

describe('splitwise recurring expenses', () => {
  it('advances dates, clamping month ends', () => {
    expect(advance('2023-01-31', 'month')).toBe('2023-02-28');
    expect(advance('2023-05-18', 'week')).toBe('2023-05-25');
    expect(advance('2024-02-29', 'year')).toBe('2025-02-28');
  });

  it('creates, lists and deletes recurring expenses', () => {
    const apartment = group('Apartment 4B');
    const { record, response } = ok<{ recurring_expense_id: number }>('create_recurring_expense', { description: 'Cleaning service', paid_amount: 120, group_id: apartment.id, every: 'month', start_date: '2023-06-01' });
    const roommates = all('SELECT user_id FROM splitwise_group_members WHERE group_id = ? AND user_id != ? ORDER BY joined_at, id', apartment.id, user().id).map((r) => r.user_id);
    expect(record.diff).toEqual([change('recurring_expenses', { inserted: [{
      id: response.recurring_expense_id, creator_id: user().id, group_id: apartment.id, description: 'Cleaning service', paid_amount: 120, debtor_ids: JSON.stringify(roommates),
      every: 'month', next_date: '2023-06-01', times_recorded: 0, created_at: now(),
    }] })]);
    const listed = ok<{ description: string; next_date: string }[]>('show_recurring_expenses', { page_limit: 20 }).response;
    expect(listed.map((r) => r.description)).toEqual(['Comcast internet', 'Spotify Family plan', 'Cleaning service', 'Water and trash']);
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, every: 'month', start_date: '2023-06-01' }, 422, 'no_debtors');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, debtor_emails: [user().email], every: 'month', start_date: '2023-06-01' }, 422, 'payer_is_debtor');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, debtor_emails: ['nobody@example.invalid'], every: 'month', start_date: '2023-06-01' }, 404, 'user_not_found');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: apartment.id, debtor_emails: [stranger().email], every: 'month', start_date: '2023-06-01' }, 422, 'not_group_member');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: group('Book Club 2022').id, every: 'month', start_date: '2023-06-01' }, 409, 'group_deleted');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: apartment.id, every: 'month', start_date: '2023-02-30' }, 422, 'invalid_date');
    fails('create_recurring_expense', { description: 'x', paid_amount: 10, group_id: apartment.id, every: 'daily', start_date: '2023-06-01' }, 422, 'invalid_arguments');
    const row = one('SELECT * FROM splitwise_recurring_expenses WHERE id = ?', response.recurring_expense_id);
    const removed = ok('delete_recurring_expense', { recurring_expense_id: row.id });
    expect(removed.record.diff).toEqual([change('recurring_expenses', { deleted: [row] })]);
    fails('delete_recurring_expense', { recurring_expense_id: row.id }, 404, 'recurring_expense_not_found');
  });

  it('records due occurrences as expenses and moves the rule on', () => {
    const rule = one("SELECT * FROM splitwise_recurring_expenses WHERE description = 'Comcast internet'");
    const { record, response } = ok<{ expense_ids: number[] }>('record_due_recurring_expenses');
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
    ok('create_recurring_expense', { description: 'Weekly flowers for Grandma', paid_amount: 30, group_id: family.id, every: 'week', start_date: '2023-04-27' });
    ok('create_recurring_expense', { description: 'Ancient subscription', paid_amount: 3, group_id: family.id, every: 'week', start_date: '2000-01-06' });
    const { record } = ok<{ expense_ids: number[] }>('record_due_recurring_expenses');
    const descriptions = (record.diff.find((d) => d.table === 'expenses')?.inserted.map((e) => String(e.description)) ?? []).sort();
    expect(descriptions.filter((d) => String(d).startsWith('Weekly flowers'))).toEqual(['2023-04-27', '2023-05-04', '2023-05-11', '2023-05-18'].map((d) => `Weekly flowers for Grandma (${d})`));
    expect(descriptions.filter((d) => String(d).startsWith('Ancient'))).toHaveLength(24);
  });
});

describe('splitwise recurring expenses whose group changed', () => {
  it('refuses to record when a debtor left the group or the group was deleted, writing nothing', () => {
    const family = group('Family Gifts');
    const outsider = stranger();
    ok('add_member_to_group', { group_id: family.id, user_email: outsider.email });
    ok('create_recurring_expense', { description: 'Cake fund', paid_amount: 20, group_id: family.id, debtor_emails: [outsider.email], every: 'week', start_date: '2023-05-01' });
    ok('remove_member_from_group', { group_id: family.id, user_email: outsider.email });
    ok('delete_recurring_expense', { recurring_expense_id: one("SELECT id FROM splitwise_recurring_expenses WHERE description = 'Comcast internet'").id });
    fails('record_due_recurring_expenses', {}, 422, 'not_group_member');
    ok('delete_recurring_expense', { recurring_expense_id: one("SELECT id FROM splitwise_recurring_expenses WHERE description = 'Cake fund'").id });
    ok('create_recurring_expense', { description: 'Gift wrap', paid_amount: 12, group_id: family.id, every: 'month', start_date: '2023-05-02' });
    ok('delete_group', { group_id: family.id });
    fails('record_due_recurring_expenses', {}, 409, 'group_deleted');
  });
});

// Older splitwise reads that had no test of their own.
describe('splitwise older reads', () => {
  it('show_group_expenses lists a group newest first, deleted ones on request', () => {
    const apartment = group('Apartment 4B');
    const live = ok<{ description: string; deleted: boolean; created_at: string }[]>('show_group_expenses', { group_id: apartment.id, page_limit: 20 }).response;
    expect(live.map((e) => e.created_at)).toEqual([...live.map((e) => e.created_at)].sort().reverse());
    expect(live.some((e) => e.description === 'New shower curtain and bath mats')).toBe(false);
    const everything = ok<{ description: string }[]>('show_group_expenses', { group_id: apartment.id, include_deleted: true, page_limit: 20 }).response;
    expect(everything).toHaveLength(live.length + 1);
    expect(ok<{ description: string }[]>('show_group_expenses', { group_id: apartment.id, query: 'rent' }).response.map((e) => e.description).sort()).toEqual(['Rent - February', 'Rent - March']);
    fails('show_group_expenses', { group_id: 1 }, 404, 'group_not_found');
    const outsider = stranger();
    fails('show_group_expenses', {}, 403, 'not_member', callAs(outsider.id, 'show_group_expenses', { group_id: apartment.id }));
  });

  it('show_payments lists payments made and received, by person and group', () => {
    const payments = ok<{ payment_id: number; payer: { email: string }; receiver: { email: string }; group_id: number | null }[]>('show_payments', { page_limit: 20 }).response;
    expect(payments.length).toBe(4);
    expect(payments.every((p) => p.payer.email === user().email || p.receiver.email === user().email)).toBe(true);
    const tahoe = group('Tahoe Ski Trip 2023');
    expect(ok<unknown[]>('show_payments', { group_id: tahoe.id }).response).toHaveLength(2);
    const first = payments[0];
    const other = first?.payer.email === user().email ? first.receiver.email : first?.payer.email;
    expect(ok<{ payment_id: number }[]>('show_payments', { user_email: other }).response.map((p) => p.payment_id)).toContain(first?.payment_id);
  });
});

