import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { asIn, field, list, message, person, record, tight } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, sortParam, sortRows, toBool, updateFields } from '../common.ts';
import { GROUP_ERRORS, date, expenseView, money, myGroup, notify, personId, round2, splitDebts, visibleExpense, type ExpenseRow, type ShareRow } from './store.ts';

const expenseId = z.number().int().describe('Id of the expense.');
const splitRules = 'Without debt_amounts the amount is split equally between the payer and the debtors; with them, debt i is what debtor i owes the payer and the debts may not exceed paid_amount (the rest is the payer\'s share).';
const splitErrors = [
  'user_not_found: an email belongs to no one',
  'no_debtors: nobody owes anything',
  'duplicate_debtor: a debtor is listed twice',
  'payer_is_debtor: the payer is among the debtors',
  'not_involved: you are neither the payer nor a debtor',
  'not_group_member: the payer or a debtor is not in the group',
  'debt_amounts_mismatch: debt_amounts and debtor_emails differ in length',
  'debts_exceed_paid_amount: the debts add up to more than paid_amount',
];

/** An expense the caller may change: one they created or paid (callers check the deleted flag themselves). */
function editableExpense(ctx: ApiContext, id: number): ExpenseRow {
  const row = visibleExpense(ctx, id);
  if (row.creator_id !== ctx.user.id && row.payer_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the creator or the payer can change this expense.');
  return row;
}

function insertShare(ctx: ApiContext, expense: number, debtor: number, amount: number): void {
  ctx.sql('INSERT INTO splitwise_expense_shares (id, expense_id, debtor_id, share_amount) VALUES (?, ?, ?, ?)').run(ctx.newId('expense_shares'), expense, debtor, amount);
}

/** Expenses split into per-debtor shares; deletes are soft. */
export const expenseApis: ApiDef[] = [
  api({
    name: 'record_expense',
    method: 'POST',
    auth: true,
    description: `Record a shared expense: who paid, who owes and how much. Every debtor is notified. ${splitRules} With group_id and no debtor_emails, the debtors are all other group members.`,
    params: z.object({
      description: z.string().min(1).describe('What the money was spent on.'),
      paid_amount: z.number().positive().describe('Total amount paid, in dollars.'),
      payer_email: z.string().optional().describe('Who paid; defaults to you.'),
      debtor_emails: z.array(z.string()).optional().describe('Who owes the payer (not the payer); defaults to the other group members when group_id is given.'),
      debt_amounts: z.array(z.number().nonnegative()).optional().describe('What each debtor owes, in the order of debtor_emails; omit for an equal split.'),
      group_id: z.number().int().optional().describe('Group of the expense; omit for a non-group expense.'),
    }),
    returns: message('expense_id'),
    changes: ['splitwise.expenses', 'splitwise.expense_shares', 'splitwise.notifications'],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group', 'group_deleted: the group is deleted', ...splitErrors],
    handler: (ctx, args) => {
      const group = args.group_id === undefined ? null : myGroup(ctx, args.group_id, true);
      const payerId = args.payer_email === undefined ? ctx.user.id : personId(ctx, args.payer_email);
      let debtorIds: number[];
      if (args.debtor_emails !== undefined) debtorIds = args.debtor_emails.map((e) => personId(ctx, e));
      else if (group) {
        debtorIds = (ctx.sql('SELECT user_id FROM splitwise_group_members WHERE group_id = ? AND user_id != ? ORDER BY joined_at, id').all(group.id, payerId) as { user_id: number }[]).map((r) => r.user_id);
      } else debtorIds = [];
      const paid = round2(args.paid_amount);
      const debts = splitDebts(ctx, { paid, payerId, debtorIds, amounts: args.debt_amounts, groupId: group?.id ?? null });
      const id = ctx.newId('expenses');
      ctx.sql(`INSERT INTO splitwise_expenses (id, creator_id, group_id, payer_id, description, paid_amount, deleted, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`).run(id, ctx.user.id, group?.id ?? null, payerId, args.description, paid, ctx.now(), ctx.now());
      const payer = ctx.personById(payerId);
      debtorIds.forEach((debtor, index) => {
        const debt = debts[index] ?? 0;
        insertShare(ctx, id, debtor, debt);
        notify(ctx, debtor, 'expense_added', `${ctx.user.first_name} ${ctx.user.last_name} added "${args.description}" (${money(paid)}). You owe ${payer?.first_name ?? 'the payer'} ${money(debt)}.`, {
          expense_id: id,
        });
      });
      return { message: 'Recorded the expense.', expense_id: id };
    },
  }),
  api({
    name: 'show_expense',
    method: 'GET',
    auth: true,
    description: 'Show an expense with its shares (who owes the payer how much).',
    params: z.object({ expense_id: expenseId }),
    returns: record('expense_id', 'group_id', 'description', 'paid_amount', 'payer', 'creator', field('shares', list(record(field('debtor', tight(person)), 'debt_amount'))), 'deleted', 'created_at', 'updated_at'),
    changes: [],
    errors: ['expense_not_found: no such expense visible to you'],
    handler: (ctx, args) => expenseView(ctx, visibleExpense(ctx, args.expense_id)),
  }),
  api({
    name: 'show_expenses',
    method: 'GET',
    auth: true,
    description: 'List expenses you paid or owe in (any group or none), newest first by default.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the description.'),
      user_email: z.string().optional().describe('Only expenses where this person pays or owes.'),
      non_group_only: z.boolean().default(false).describe('Only expenses outside groups.'),
      include_deleted: z.boolean().default(false).describe('Also list deleted expenses.'),
      sort_by: sortParam(['created_at', 'paid_amount'], '-created_at'),
      ...pageParams,
    }),
    returns: list(asIn('expense', 'show_expense')),
    changes: [],
    handler: (ctx, args) => {
      const me = ctx.user.id;
      const other = args.user_email === undefined ? undefined : (ctx.personByEmail(args.user_email)?.id ?? -1);
      const involves = (row: ExpenseRow, who: number) =>
        row.payer_id === who || Boolean(ctx.sql('SELECT 1 FROM splitwise_expense_shares WHERE expense_id = ? AND debtor_id = ?').get(row.id, who));
      const rows = (ctx.sql('SELECT * FROM splitwise_expenses ORDER BY id').all() as ExpenseRow[]).filter(
        (row) => involves(row, me) && (other === undefined || involves(row, other)) && (!args.non_group_only || row.group_id === null) &&
          (args.include_deleted || !toBool(row.deleted)) && matchesQuery(args.query, row.description),
      );
      return paginate(sortRows(rows, args.sort_by), args).map((row) => expenseView(ctx, row));
    },
  }),
  api({
    name: 'show_group_expenses',
    method: 'GET',
    auth: true,
    description: 'List the expenses of a group you belong to, newest first.',
    params: z.object({
      group_id: z.number().int().describe('Id of the group.'),
      query: z.string().optional().describe('Text to find in the description.'),
      include_deleted: z.boolean().default(false).describe('Also list deleted expenses.'),
      ...pageParams,
    }),
    returns: list(asIn('expense', 'show_expense')),
    changes: [],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, false);
      const rows = (ctx.sql('SELECT * FROM splitwise_expenses WHERE group_id = ? ORDER BY created_at DESC, id').all(group.id) as ExpenseRow[]).filter(
        (row) => (args.include_deleted || !toBool(row.deleted)) && matchesQuery(args.query, row.description),
      );
      return paginate(rows, args).map((row) => expenseView(ctx, row));
    },
  }),
  api({
    name: 'update_expense',
    method: 'PATCH',
    auth: true,
    description: `Change an expense you created or paid. A new split edits this expense's share rows in place (added debtors get rows, dropped ones lose theirs). ${splitRules} A new paid_amount without debt_amounts re-splits equally.`,
    params: z.object({
      expense_id: expenseId,
      description: z.string().min(1).optional().describe('New description.'),
      paid_amount: z.number().positive().optional().describe('New total amount.'),
      payer_email: z.string().optional().describe('New payer.'),
      debtor_emails: z.array(z.string()).optional().describe('New debtors; omit to keep the current ones.'),
      debt_amounts: z.array(z.number().nonnegative()).optional().describe('New debts, in the order of debtor_emails (or of the current shares).'),
    }),
    returns: message(),
    changes: ['splitwise.expenses', 'splitwise.expense_shares'],
    errors: ['expense_not_found: no such expense visible to you', 'not_owner: you neither created nor paid it', 'expense_deleted: it is deleted', ...splitErrors],
    handler: (ctx, args) => {
      const row = editableExpense(ctx, args.expense_id);
      if (toBool(row.deleted)) return ctx.fail(409, 'expense_deleted', 'The expense is deleted; undelete it first.');
      const shares = ctx.sql('SELECT * FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id').all(row.id) as ShareRow[];
      const payerId = args.payer_email === undefined ? row.payer_id : personId(ctx, args.payer_email);
      const debtorIds = args.debtor_emails === undefined ? shares.map((s) => s.debtor_id) : args.debtor_emails.map((e) => personId(ctx, e));
      const paid = args.paid_amount === undefined ? row.paid_amount : round2(args.paid_amount);
      const resplit = args.debt_amounts !== undefined || args.debtor_emails !== undefined || args.paid_amount !== undefined || payerId !== row.payer_id;
      const debts = resplit
        ? splitDebts(ctx, { paid, payerId, debtorIds, amounts: args.debt_amounts, groupId: row.group_id })
        : shares.map((s) => s.share_amount);
      const byDebtor = new Map(shares.map((s) => [s.debtor_id, s]));
      debtorIds.forEach((debtor, index) => {
        const debt = debts[index] ?? 0;
        const share = byDebtor.get(debtor);
        if (!share) insertShare(ctx, row.id, debtor, debt);
        else if (share.share_amount !== debt) ctx.sql('UPDATE splitwise_expense_shares SET share_amount = ? WHERE id = ?').run(debt, share.id);
      });
      for (const share of shares) if (!debtorIds.includes(share.debtor_id)) ctx.sql('DELETE FROM splitwise_expense_shares WHERE id = ?').run(share.id);
      updateFields(ctx, 'splitwise_expenses', row.id, {
        description: args.description, paid_amount: paid === row.paid_amount ? undefined : paid, payer_id: payerId === row.payer_id ? undefined : payerId, updated_at: ctx.now(),
      });
      return { message: 'Updated the expense.' };
    },
  }),
  api({
    name: 'delete_expense',
    method: 'DELETE',
    auth: true,
    description: 'Delete an expense you created or paid (soft: undelete_expense restores it). Deleted expenses do not count in balances.',
    params: z.object({ expense_id: expenseId }),
    returns: message(),
    changes: ['splitwise.expenses'],
    errors: ['expense_not_found: no such expense visible to you', 'not_owner: you neither created nor paid it', 'already_deleted: it is deleted'],
    handler: (ctx, args) => {
      const row = editableExpense(ctx, args.expense_id);
      if (toBool(row.deleted)) return ctx.fail(409, 'already_deleted', 'The expense is already deleted.');
      updateFields(ctx, 'splitwise_expenses', row.id, { deleted: true, updated_at: ctx.now() });
      return { message: 'Deleted the expense.' };
    },
  }),
  api({
    name: 'undelete_expense',
    method: 'POST',
    auth: true,
    description: 'Restore an expense you deleted.',
    params: z.object({ expense_id: expenseId }),
    returns: message(),
    changes: ['splitwise.expenses'],
    errors: ['expense_not_found: no such expense visible to you', 'not_owner: you neither created nor paid it', 'not_deleted: it is not deleted'],
    handler: (ctx, args) => {
      const row = editableExpense(ctx, args.expense_id);
      if (!toBool(row.deleted)) return ctx.fail(409, 'not_deleted', 'The expense is not deleted.');
      updateFields(ctx, 'splitwise_expenses', row.id, { deleted: false, updated_at: ctx.now() });
      return { message: 'Restored the expense.' };
    },
  }),
  api({
    name: 'show_expense_summary',
    method: 'GET',
    auth: true,
    description: 'Totals of the live expenses you are in over a date range: what was paid in all, what you paid, and your own share of the costs.',
    params: z.object({ start_date: date.optional().describe('From this date (inclusive).'), end_date: date.optional().describe('Up to this date (inclusive).'), group_id: z.number().int().optional().describe('Only this group.') }),
    returns: record('expense_count', 'total_paid', 'paid_by_you', 'your_share'),
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
