import { z } from 'zod';
import { api, type ApiContext } from '../../types.ts';
import { fromJson, pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { balancesOf, expenseView, isMember, myGroup, notify, personId, round2, splitDebts, visibleExpense, type ExpenseRow } from './shared.ts';
import type { PaymentRow } from './payments.ts';

/** Comments on expenses, and rules that record the same expense again every week/month/year. */
export const moreSplitwiseTables = {
  comments: 'id INTEGER PRIMARY KEY, expense_id INTEGER NOT NULL, author_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL',
  recurring_expenses: `id INTEGER PRIMARY KEY, creator_id INTEGER NOT NULL, group_id INTEGER, description TEXT NOT NULL, paid_amount REAL NOT NULL,
    debtor_ids TEXT NOT NULL, every TEXT NOT NULL, next_date TEXT NOT NULL, times_recorded INTEGER NOT NULL, created_at TEXT NOT NULL`,
} as const;

interface CommentRow {
  id: number;
  expense_id: number;
  author_id: number;
  content: string;
  created_at: string;
  updated_at: string;
}

interface RecurringRow {
  id: number;
  creator_id: number;
  group_id: number | null;
  description: string;
  paid_amount: number;
  debtor_ids: string;
  every: 'week' | 'month' | 'year';
  next_date: string;
  times_recorded: number;
  created_at: string;
}

const expenseId = z.number().int().describe('Id of the expense.');
const commentId = z.number().int().describe('Id of the comment.');
const paymentId = z.number().int().describe('Id of the payment.');
const groupId = z.number().int().describe('Id of the group.');
const recurringId = z.number().int().describe('Id of the recurring expense.');
const text = z.string().trim().min(1).max(2000).describe('Comment text.');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
/** At most this many occurrences of one rule are recorded per call (a rule far in the past cannot loop long). */
const MAX_CATCH_UP = 24;
const GROUP_ERRORS = ['group_not_found: no such group', 'not_member: you are not in the group'];

function requireComment(ctx: ApiContext, id: number): CommentRow {
  const row = ctx.sql('SELECT * FROM splitwise_comments WHERE id = ?').get(id) as CommentRow | undefined;
  if (!row) return ctx.fail(404, 'comment_not_found', `The comment with id ${id} does not exist.`);
  visibleExpense(ctx, row.expense_id);
  if (row.author_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only change your own comments.');
  return row;
}

/** A payment the caller made or received (404 otherwise, so ids of others' payments reveal nothing). */
function myPayment(ctx: ApiContext, id: number): PaymentRow {
  const row = ctx.sql('SELECT * FROM splitwise_payments WHERE id = ?').get(id) as PaymentRow | undefined;
  if (!row || (row.payer_id !== ctx.user.id && row.receiver_id !== ctx.user.id)) return ctx.fail(404, 'payment_not_found', `The payment with id ${id} does not exist.`);
  return row;
}

function paymentView(ctx: ApiContext, p: PaymentRow) {
  return {
    payment_id: p.id, payer: personRef(ctx, p.payer_id), receiver: personRef(ctx, p.receiver_id), amount: p.amount, group_id: p.group_id,
    description: p.description, deleted: toBool(p.deleted), created_at: p.created_at,
  };
}

function requireRecurring(ctx: ApiContext, id: number): RecurringRow {
  const row = ctx.sql('SELECT * FROM splitwise_recurring_expenses WHERE id = ?').get(id) as RecurringRow | undefined;
  if (!row || row.creator_id !== ctx.user.id) return ctx.fail(404, 'recurring_expense_not_found', `The recurring expense with id ${id} does not exist.`);
  return row;
}

/** Next date of a rule; months and years clamp to the last day of the month. */
export function advance(day: string, every: RecurringRow['every']): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (every === 'week') return new Date(Date.UTC(y, m - 1, d) + 7 * 86_400_000).toISOString().slice(0, 10);
  const first = new Date(Date.UTC(y, m - 1 + (every === 'month' ? 1 : 12), 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

function recurringView(ctx: ApiContext, r: RecurringRow) {
  return {
    recurring_expense_id: r.id, description: r.description, paid_amount: r.paid_amount, group_id: r.group_id,
    debtors: fromJson<number[]>(r.debtor_ids, []).map((id) => personRef(ctx, id)), every: r.every, next_date: r.next_date, times_recorded: r.times_recorded, created_at: r.created_at,
  };
}

export const moreSplitwiseApis = [
  api({
    name: 'exit_group',
    method: 'DELETE',
    auth: true,
    description: 'Leave a group. Your balance in it must be settled; the creator cannot leave (delete the group instead).',
    params: z.object({ group_id: groupId }),
    returns: '{message}',
    changes: ['splitwise.group_members'],
    errors: [...GROUP_ERRORS, 'creator_cannot_exit: you created the group', 'unsettled_balance: you still owe or are owed money in the group'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, false);
      if (group.creator_id === ctx.user.id) return ctx.fail(409, 'creator_cannot_exit', 'You created this group; delete it instead of leaving.');
      if ([...balancesOf(ctx, ctx.user.id, group.id).values()].some((v) => Math.abs(v) >= 0.01)) return ctx.fail(409, 'unsettled_balance', 'Settle your balance in the group before leaving.');
      ctx.sql('DELETE FROM splitwise_group_members WHERE group_id = ? AND user_id = ?').run(group.id, ctx.user.id);
      return { message: 'Left the group.' };
    },
  }),
  api({
    name: 'regenerate_invitation_code',
    method: 'PATCH',
    auth: true,
    description: 'Give a group you created a new invitation code; the old one stops working.',
    params: z.object({ group_id: groupId }),
    returns: '{message, invitation_code}',
    changes: ['splitwise.groups'],
    errors: [...GROUP_ERRORS, 'group_deleted: the group is deleted', 'not_owner: you did not create it'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, true);
      if (group.creator_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the creator of the group can do this.');
      const code = ctx.code(8);
      updateFields(ctx, 'splitwise_groups', group.id, { invitation_code: code, updated_at: ctx.now() });
      return { message: 'New invitation code made.', invitation_code: code };
    },
  }),
  api({
    name: 'accept_group_invitation',
    method: 'POST',
    auth: true,
    description: "Join a group with its invitation code; the group's creator is notified.",
    params: z.object({ invitation_code: z.string().trim().min(1).describe('The code from the invitation.') }),
    returns: '{message, group_id}',
    changes: ['splitwise.group_members', 'splitwise.notifications'],
    errors: ['invalid_code: no live group has that code', 'already_member: you are in the group'],
    handler: (ctx, args) => {
      const group = ctx.sql('SELECT * FROM splitwise_groups WHERE invitation_code = ? AND deleted = 0').get(args.invitation_code.toUpperCase()) as { id: number; name: string; creator_id: number } | undefined;
      if (!group) return ctx.fail(404, 'invalid_code', 'No group has that invitation code.');
      if (isMember(ctx, group.id, ctx.user.id)) return ctx.fail(409, 'already_member', 'You are already a member of this group.');
      ctx.sql('INSERT INTO splitwise_group_members (id, group_id, user_id, joined_at) VALUES (?, ?, ?, ?)').run(ctx.newId('group_members'), group.id, ctx.user.id, ctx.now());
      notify(ctx, group.creator_id, 'member_joined', `${ctx.user.first_name} ${ctx.user.last_name} joined the group "${group.name}".`, { group_id: group.id });
      return { message: 'Joined the group.', group_id: group.id };
    },
  }),
  api({
    name: 'post_expense_comment',
    method: 'POST',
    auth: true,
    description: 'Comment on an expense you can see; everyone else in it (payer and debtors) is notified.',
    params: z.object({ expense_id: expenseId, content: text }),
    returns: '{message, comment_id}',
    changes: ['splitwise.comments', 'splitwise.notifications'],
    errors: ['expense_not_found: no such expense you can see'],
    handler: (ctx, args) => {
      const expense = visibleExpense(ctx, args.expense_id);
      const id = ctx.newId('comments');
      ctx.sql('INSERT INTO splitwise_comments (id, expense_id, author_id, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, expense.id, ctx.user.id, args.content, ctx.now(), ctx.now());
      const debtors = (ctx.sql('SELECT debtor_id FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id').all(expense.id) as { debtor_id: number }[]).map((r) => r.debtor_id);
      for (const other of new Set([expense.payer_id, ...debtors])) {
        if (other !== ctx.user.id) notify(ctx, other, 'expense_comment', `${ctx.user.first_name} ${ctx.user.last_name} commented on "${expense.description}".`, { expense_id: expense.id, comment_id: id });
      }
      return { message: 'Posted the comment.', comment_id: id };
    },
  }),
  api({
    name: 'show_expense_comments',
    method: 'GET',
    auth: true,
    description: 'Comments on an expense, oldest first.',
    params: z.object({ expense_id: expenseId, ...pageParams }),
    returns: '[{comment_id, author{name,email}, content, created_at, updated_at}]',
    changes: [],
    errors: ['expense_not_found: no such expense you can see'],
    handler: (ctx, args) => {
      const expense = visibleExpense(ctx, args.expense_id);
      const rows = ctx.sql('SELECT * FROM splitwise_comments WHERE expense_id = ? ORDER BY created_at, id').all(expense.id) as CommentRow[];
      return paginate(rows, args).map((c) => ({ comment_id: c.id, author: personRef(ctx, c.author_id), content: c.content, created_at: c.created_at, updated_at: c.updated_at }));
    },
  }),
  api({
    name: 'update_expense_comment',
    method: 'PATCH',
    auth: true,
    description: 'Edit a comment you wrote.',
    params: z.object({ comment_id: commentId, content: text }),
    returns: '{message}',
    changes: ['splitwise.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = requireComment(ctx, args.comment_id);
      if (row.content === args.content) return { message: 'Nothing to update.' };
      updateFields(ctx, 'splitwise_comments', row.id, { content: args.content, updated_at: ctx.now() });
      return { message: 'Updated the comment.' };
    },
  }),
  api({
    name: 'delete_expense_comment',
    method: 'DELETE',
    auth: true,
    description: 'Delete a comment you wrote.',
    params: z.object({ comment_id: commentId }),
    returns: '{message}',
    changes: ['splitwise.comments'],
    errors: ['comment_not_found: no such comment', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM splitwise_comments WHERE id = ?').run(requireComment(ctx, args.comment_id).id);
      return { message: 'Deleted the comment.' };
    },
  }),
  api({
    name: 'show_payment',
    method: 'GET',
    auth: true,
    description: 'Show one payment you made or received.',
    params: z.object({ payment_id: paymentId }),
    returns: '{payment_id, payer, receiver, amount, group_id, description, deleted, created_at}',
    changes: [],
    errors: ['payment_not_found: no such payment of yours'],
    handler: (ctx, args) => paymentView(ctx, myPayment(ctx, args.payment_id)),
  }),
  api({
    name: 'update_payment',
    method: 'PATCH',
    auth: true,
    description: 'Change the amount or note of a payment you made.',
    params: z.object({ payment_id: paymentId, amount: z.number().positive().optional().describe('New amount in dollars.'), description: z.string().optional().describe('New note.') }),
    returns: '{message}',
    changes: ['splitwise.payments'],
    errors: ['payment_not_found: no such payment of yours', 'not_owner: you received it', 'payment_deleted: it is deleted', 'nothing_to_update: give amount or description'],
    handler: (ctx, args) => {
      const row = myPayment(ctx, args.payment_id);
      if (row.payer_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the payer can change a payment.');
      if (toBool(row.deleted)) return ctx.fail(409, 'payment_deleted', 'The payment is deleted; undelete it first.');
      if (args.amount === undefined && args.description === undefined) return ctx.fail(422, 'nothing_to_update', 'Give a new amount or description.');
      updateFields(ctx, 'splitwise_payments', row.id, { amount: args.amount === undefined ? undefined : round2(args.amount), description: args.description });
      return { message: 'Updated the payment.' };
    },
  }),
  api({
    name: 'undelete_payment',
    method: 'POST',
    auth: true,
    description: 'Restore a payment you made and deleted.',
    params: z.object({ payment_id: paymentId }),
    returns: '{message}',
    changes: ['splitwise.payments'],
    errors: ['payment_not_found: no such payment of yours', 'not_owner: you received it', 'not_deleted: it is not deleted'],
    handler: (ctx, args) => {
      const row = myPayment(ctx, args.payment_id);
      if (row.payer_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the payer can restore a payment.');
      if (!toBool(row.deleted)) return ctx.fail(409, 'not_deleted', 'The payment is not deleted.');
      updateFields(ctx, 'splitwise_payments', row.id, { deleted: false });
      return { message: 'Restored the payment.' };
    },
  }),
  api({
    name: 'show_friends',
    method: 'GET',
    auth: true,
    description: 'People you share a group or an expense with, by name, with your balance with each (positive: they owe you).',
    params: z.object({ ...pageParams }),
    returns: '[{name, email, balance, shared_group_count}]',
    changes: [],
    handler: (ctx, args) => {
      const me = ctx.user.id;
      const ids = new Set<number>();
      const groups = new Map<number, number>();
      for (const r of ctx.sql('SELECT m2.user_id FROM splitwise_group_members m1 JOIN splitwise_group_members m2 ON m2.group_id = m1.group_id WHERE m1.user_id = ? AND m2.user_id != ?').all(me, me) as { user_id: number }[]) {
        ids.add(r.user_id);
        groups.set(r.user_id, (groups.get(r.user_id) ?? 0) + 1);
      }
      const balances = balancesOf(ctx, me);
      for (const other of balances.keys()) ids.add(other);
      const rows = [...ids].map((id) => ({ ...(personRef(ctx, id) ?? { name: '', email: '' }), balance: balances.get(id) ?? 0, shared_group_count: groups.get(id) ?? 0 }));
      rows.sort((a, b) => (a.name === b.name ? (a.email < b.email ? -1 : 1) : a.name < b.name ? -1 : 1));
      return paginate(rows, args);
    },
  }),
  api({
    name: 'show_activity',
    method: 'GET',
    auth: true,
    description: 'Your activity feed: expenses you are in and payments you made or received, newest first (deleted ones left out).',
    params: z.object({ group_id: z.number().int().optional().describe('Only this group.'), ...pageParams }),
    returns: '[{type: "expense"|"payment", id, description, amount, group_id, created_at}]',
    changes: [],
    errors: GROUP_ERRORS,
    handler: (ctx, args) => {
      if (args.group_id !== undefined) myGroup(ctx, args.group_id, false);
      const me = ctx.user.id;
      const expenses = ctx.sql(`SELECT DISTINCT e.* FROM splitwise_expenses e LEFT JOIN splitwise_expense_shares s ON s.expense_id = e.id
        WHERE e.deleted = 0 AND (e.payer_id = ? OR e.creator_id = ? OR s.debtor_id = ?)`).all(me, me, me) as ExpenseRow[];
      const payments = ctx.sql('SELECT * FROM splitwise_payments WHERE deleted = 0 AND (payer_id = ? OR receiver_id = ?)').all(me, me) as PaymentRow[];
      const feed = [
        ...expenses.map((e) => ({ type: 'expense', id: e.id, description: e.description, amount: e.paid_amount, group_id: e.group_id, created_at: e.created_at })),
        ...payments.map((p) => ({
          type: 'payment', id: p.id, description: p.payer_id === me ? `You paid ${personRef(ctx, p.receiver_id)?.name ?? ''}` : `${personRef(ctx, p.payer_id)?.name ?? ''} paid you`,
          amount: p.amount, group_id: p.group_id, created_at: p.created_at,
        })),
      ].filter((f) => args.group_id === undefined || f.group_id === args.group_id);
      feed.sort((a, b) => (a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? 1 : -1));
      return paginate(feed, args);
    },
  }),
  api({
    name: 'mark_notifications_read',
    method: 'PATCH',
    auth: true,
    description: 'Mark your notifications as read: the given ones, or all unread ones if none are given.',
    params: z.object({ notification_ids: z.array(z.number().int()).max(100).optional().describe('Which notifications; all unread if omitted.') }),
    returns: '{message, marked_count}',
    changes: ['splitwise.notifications'],
    errors: ['notification_not_found: an id is not one of your notifications', 'nothing_to_mark: no unread notification'],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT id, read FROM splitwise_notifications WHERE user_id = ?').all(ctx.user.id) as { id: number; read: number }[];
      const mine = new Map(rows.map((r) => [r.id, r]));
      const wanted = args.notification_ids === undefined ? rows : [...new Set(args.notification_ids)].map((id) => mine.get(id) ?? ctx.fail(404, 'notification_not_found', `The notification with id ${id} does not exist.`));
      const unread = wanted.filter((r) => !toBool(r.read));
      if (unread.length === 0) return ctx.fail(409, 'nothing_to_mark', 'There is no unread notification to mark.');
      for (const r of unread) ctx.sql('UPDATE splitwise_notifications SET read = 1 WHERE id = ?').run(r.id);
      return { message: 'Marked as read.', marked_count: unread.length };
    },
  }),
  api({
    name: 'create_recurring_expense',
    method: 'POST',
    auth: true,
    description: 'Set up an expense you pay again every week, month or year (rent, subscriptions). Nothing is recorded now; record_due_recurring_expenses records each occurrence once its date has come. Split rules are those of record_expense.',
    params: z.object({
      description: z.string().min(1).describe('What it is for.'),
      paid_amount: z.number().positive().describe('Amount you pay each time, in dollars.'),
      debtor_emails: z.array(z.string()).optional().describe('Who owes you a share; defaults to the other group members when group_id is given.'),
      group_id: z.number().int().optional().describe('Group of the expense.'),
      every: z.enum(['week', 'month', 'year']).describe('How often.'),
      start_date: date.describe('Date of the first occurrence (YYYY-MM-DD).'),
    }),
    returns: '{message, recurring_expense_id}',
    changes: ['splitwise.recurring_expenses'],
    errors: [...GROUP_ERRORS, 'group_deleted: the group is deleted', 'user_not_found: an email belongs to no one', 'no_debtors: nobody owes anything', 'duplicate_debtor: a debtor is listed twice', 'payer_is_debtor: you are among the debtors', 'not_group_member: a debtor is not in the group', 'invalid_date: start_date is not a real date'],
    handler: (ctx, args) => {
      if (Number.isNaN(Date.parse(`${args.start_date}T00:00:00Z`)) || new Date(`${args.start_date}T00:00:00Z`).toISOString().slice(0, 10) !== args.start_date) {
        return ctx.fail(422, 'invalid_date', `${args.start_date} is not a real date.`);
      }
      const group = args.group_id === undefined ? null : myGroup(ctx, args.group_id, true);
      const debtorIds = args.debtor_emails !== undefined
        ? args.debtor_emails.map((e) => personId(ctx, e))
        : group ? (ctx.sql('SELECT user_id FROM splitwise_group_members WHERE group_id = ? AND user_id != ? ORDER BY joined_at, id').all(group.id, ctx.user.id) as { user_id: number }[]).map((r) => r.user_id) : [];
      splitDebts(ctx, { paid: round2(args.paid_amount), payerId: ctx.user.id, debtorIds, groupId: group?.id ?? null });
      const id = ctx.newId('recurring_expenses');
      ctx.sql(`INSERT INTO splitwise_recurring_expenses (id, creator_id, group_id, description, paid_amount, debtor_ids, every, next_date, times_recorded, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`).run(id, ctx.user.id, group?.id ?? null, args.description, round2(args.paid_amount), JSON.stringify(debtorIds), args.every, args.start_date, ctx.now());
      return { message: 'Set up the recurring expense.', recurring_expense_id: id };
    },
  }),
  api({
    name: 'show_recurring_expenses',
    method: 'GET',
    auth: true,
    description: 'Your recurring expenses, by next date.',
    params: z.object({ ...pageParams }),
    returns: '[{recurring_expense_id, description, paid_amount, group_id, debtors[{name,email}], every, next_date, times_recorded, created_at}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM splitwise_recurring_expenses WHERE creator_id = ? ORDER BY next_date, id').all(ctx.user.id) as RecurringRow[];
      return paginate(rows, args).map((r) => recurringView(ctx, r));
    },
  }),
  api({
    name: 'delete_recurring_expense',
    method: 'DELETE',
    auth: true,
    description: 'Stop a recurring expense (expenses already recorded stay).',
    params: z.object({ recurring_expense_id: recurringId }),
    returns: '{message}',
    changes: ['splitwise.recurring_expenses'],
    errors: ['recurring_expense_not_found: no such recurring expense of yours'],
    handler: (ctx, args) => {
      ctx.sql('DELETE FROM splitwise_recurring_expenses WHERE id = ?').run(requireRecurring(ctx, args.recurring_expense_id).id);
      return { message: 'Stopped the recurring expense.' };
    },
  }),
  api({
    name: 'record_due_recurring_expenses',
    method: 'POST',
    auth: true,
    description: `Record every occurrence of your recurring expenses whose date has come (up to ${MAX_CATCH_UP} per rule), each as an expense "<description> (<date>)" split like record_expense, and move each rule to its next date.`,
    params: z.object({}),
    returns: '{message, expense_ids}',
    changes: ['splitwise.recurring_expenses', 'splitwise.expenses', 'splitwise.expense_shares', 'splitwise.notifications'],
    errors: ['nothing_due: no occurrence is due', "group_deleted: a due rule's group was deleted (nothing is recorded)", 'not_group_member: a debtor of a due rule left its group (nothing is recorded)'],
    handler: (ctx) => {
      const today = ctx.now().slice(0, 10);
      const rules = ctx.sql('SELECT * FROM splitwise_recurring_expenses WHERE creator_id = ? AND next_date <= ? ORDER BY next_date, id').all(ctx.user.id, today) as RecurringRow[];
      if (rules.length === 0) return ctx.fail(409, 'nothing_due', 'None of your recurring expenses is due.');
      const ids: number[] = [];
      for (const rule of rules) {
        const debtors = fromJson<number[]>(rule.debtor_ids, []).map((id) => ctx.personById(id)?.email ?? '');
        let next = rule.next_date;
        let count = 0;
        for (; next <= today && count < MAX_CATCH_UP; next = advance(next, rule.every), count += 1) {
          const made = ctx.invoke('splitwise', 'record_expense', {
            description: `${rule.description} (${next})`, paid_amount: rule.paid_amount, debtor_emails: debtors, ...(rule.group_id === null ? {} : { group_id: rule.group_id }),
          }) as { expense_id: number };
          ids.push(made.expense_id);
        }
        updateFields(ctx, 'splitwise_recurring_expenses', rule.id, { next_date: next, times_recorded: rule.times_recorded + count });
      }
      return { message: `Recorded ${ids.length} expense${ids.length === 1 ? '' : 's'}.`, expense_ids: ids };
    },
  }),
  api({
    name: 'show_expense_summary',
    method: 'GET',
    auth: true,
    description: 'Totals of the live expenses you are in over a date range: what was paid in all, what you paid, and your own share of the costs.',
    params: z.object({ start_date: date.optional().describe('From this date (inclusive).'), end_date: date.optional().describe('Up to this date (inclusive).'), group_id: z.number().int().optional().describe('Only this group.') }),
    returns: '{expense_count, total_paid, paid_by_you, your_share}',
    changes: [],
    errors: GROUP_ERRORS,
    handler: (ctx, args) => {
      if (args.group_id !== undefined) myGroup(ctx, args.group_id, false);
      const me = ctx.user.id;
      const rows = (ctx.sql(`SELECT DISTINCT e.* FROM splitwise_expenses e LEFT JOIN splitwise_expense_shares s ON s.expense_id = e.id
        WHERE e.deleted = 0 AND (e.payer_id = ? OR s.debtor_id = ?) ORDER BY e.id`).all(me, me) as ExpenseRow[]).filter(
        (e) => (args.start_date === undefined || e.created_at.slice(0, 10) >= args.start_date) && (args.end_date === undefined || e.created_at.slice(0, 10) <= args.end_date) &&
          (args.group_id === undefined || e.group_id === args.group_id),
      );
      let share = 0;
      for (const e of rows) {
        const view = expenseView(ctx, e);
        const owed = view.shares.reduce((sum, s) => sum + s.debt_amount, 0);
        share += e.payer_id === me ? e.paid_amount - owed : (view.shares.find((s) => s.debtor?.email === ctx.user.email)?.debt_amount ?? 0);
      }
      return {
        expense_count: rows.length,
        total_paid: round2(rows.reduce((sum, e) => sum + e.paid_amount, 0)),
        paid_by_you: round2(rows.filter((e) => e.payer_id === me).reduce((sum, e) => sum + e.paid_amount, 0)),
        your_share: round2(share),
      };
    },
  }),
];
