import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record, tight } from '../../returns.ts';
import { fromJson, pageParams, paginate, personRef, updateFields } from '../common.ts';
import { GROUP_ERRORS, date, myGroup, personId, round2, splitDebts } from './store.ts';

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

const recurringId = z.number().int().describe('Id of the recurring expense.');
/** At most this many occurrences of one rule are recorded per call (a rule far in the past cannot loop long). */
const MAX_CATCH_UP = 24;

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

/** Rules that record the same expense again every week, month or year, when asked (the clock is frozen). */
export const recurringApis: ApiDef[] = [
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
    returns: message('recurring_expense_id'),
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
    returns: list(record('recurring_expense_id', 'description', 'paid_amount', 'group_id', field('debtors', list(tight(person))), 'every', 'next_date', 'times_recorded', 'created_at')),
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
    returns: message(),
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
    returns: message('expense_ids'),
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
];
