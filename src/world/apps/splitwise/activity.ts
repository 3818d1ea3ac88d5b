import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { labeled, list, oneOf, record } from '../../returns.ts';
import { pageParams, paginate, personRef } from '../common.ts';
import { GROUP_ERRORS, myGroup, type ExpenseRow } from './store.ts';
import type { PaymentRow } from './payments.ts';

/** The activity feed: expenses and payments, newest first. */
export const activityApis: ApiDef[] = [
  api({
    name: 'show_activity',
    method: 'GET',
    auth: true,
    description: 'Your activity feed: expenses you are in and payments you made or received, newest first (deleted ones left out).',
    params: z.object({ group_id: z.number().int().optional().describe('Only this group.'), ...pageParams }),
    returns: list(record(labeled('type', oneOf('expense', 'payment')), 'id', 'description', 'amount', 'group_id', 'created_at')),
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
];
