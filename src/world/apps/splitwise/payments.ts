import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { balancesOf, isMember, money, myGroup, notify, personId, round2, type GroupRow } from './store.ts';

export interface PaymentRow {
  id: number;
  payer_id: number;
  receiver_id: number;
  amount: number;
  group_id: number | null;
  description: string;
  deleted: number;
  created_at: string;
}

/** Inserts a payment from the caller to `receiver` and notifies the receiver. */
function pay(ctx: ApiContext, receiver: number, amount: number, groupId: number | null, description: string): number {
  const id = ctx.newId('payments');
  ctx.sql('INSERT INTO splitwise_payments (id, payer_id, receiver_id, amount, group_id, description, deleted, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)').run(
    id, ctx.user.id, receiver, amount, groupId, description, ctx.now(),
  );
  notify(ctx, receiver, 'payment_received', `${ctx.user.first_name} ${ctx.user.last_name} paid you ${money(amount)}.`, { payment_id: id });
  return id;
}

function counterpart(ctx: ApiContext, email: string, groupId: number | undefined): { other: number; group: GroupRow | null } {
  const group = groupId === undefined ? null : myGroup(ctx, groupId, true);
  const other = personId(ctx, email);
  if (other === ctx.user.id) return ctx.fail(422, 'self_payment', 'You cannot pay yourself.');
  if (group && !isMember(ctx, group.id, other)) return ctx.fail(422, 'not_group_member', 'That person is not a member of the group.');
  return { other, group };
}

const groupErrors = ['group_not_found: no such group', 'not_member: you are not in the group', 'group_deleted: the group is deleted'];
const personErrors = ['user_not_found: no one has that email', 'self_payment: that is you', 'not_group_member: they are not in the group'];

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

const paymentId = z.number().int().describe('Id of the payment.');

/** Payments between people (settling debts); deletes are soft, so a deleted payment's debt comes back. */
export const paymentApis: ApiDef[] = [
  api({
    name: 'record_payment',
    method: 'POST',
    auth: true,
    description: 'Record that you paid someone back (cash or outside Splitwise); it lowers what you owe them. They are notified.',
    params: z.object({
      receiver_email: z.string().describe('Who you paid.'),
      amount: z.number().positive().describe('Amount in dollars.'),
      group_id: z.number().int().optional().describe('Group the payment settles; omit for none.'),
      description: z.string().default('').describe('Optional note.'),
    }),
    returns: message('payment_id'),
    changes: ['splitwise.payments', 'splitwise.notifications'],
    errors: [...groupErrors, ...personErrors],
    handler: (ctx, args) => {
      const { other, group } = counterpart(ctx, args.receiver_email, args.group_id);
      return { message: 'Recorded the payment.', payment_id: pay(ctx, other, round2(args.amount), group?.id ?? null, args.description) };
    },
  }),
  api({
    name: 'settle_up',
    method: 'POST',
    auth: true,
    description: 'Pay back everything you owe a person (in one group, or overall): records one payment of that amount.',
    params: z.object({
      user_email: z.string().describe('The person you owe.'),
      group_id: z.number().int().optional().describe('Settle only this group.'),
    }),
    returns: message('payment_id', 'amount'),
    changes: ['splitwise.payments', 'splitwise.notifications'],
    errors: [...groupErrors, ...personErrors, 'nothing_owed: you do not owe them anything'],
    handler: (ctx, args) => {
      const { other, group } = counterpart(ctx, args.user_email, args.group_id);
      const balance = balancesOf(ctx, ctx.user.id, group?.id).get(other) ?? 0;
      if (balance > -0.005) return ctx.fail(409, 'nothing_owed', 'You do not owe this person anything.');
      const amount = round2(-balance);
      return { message: 'Settled up.', payment_id: pay(ctx, other, amount, group?.id ?? null, 'Settle up'), amount };
    },
  }),
  api({
    name: 'show_payments',
    method: 'GET',
    auth: true,
    description: 'List payments you made or received, newest first.',
    params: z.object({
      user_email: z.string().optional().describe('Only payments with this person.'),
      group_id: z.number().int().optional().describe('Only payments in this group.'),
      include_deleted: z.boolean().default(false).describe('Also list deleted payments.'),
      ...pageParams,
    }),
    returns: list(record('payment_id', 'payer', 'receiver', 'amount', 'group_id', 'description', 'deleted', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const me = ctx.user.id;
      const other = args.user_email === undefined ? undefined : (ctx.personByEmail(args.user_email)?.id ?? -1);
      const rows = (ctx.sql('SELECT * FROM splitwise_payments WHERE payer_id = ? OR receiver_id = ? ORDER BY created_at DESC, id').all(me, me) as PaymentRow[]).filter(
        (p) => (other === undefined || p.payer_id === other || p.receiver_id === other) && (args.group_id === undefined || p.group_id === args.group_id) &&
          (args.include_deleted || !toBool(p.deleted)),
      );
      return paginate(rows, args).map((p) => paymentView(ctx, p));
    },
  }),
  api({
    name: 'delete_payment',
    method: 'DELETE',
    auth: true,
    description: 'Delete a payment you made (soft); the debt it settled comes back.',
    params: z.object({ payment_id: z.number().int().describe('Id of the payment.') }),
    returns: message(),
    changes: ['splitwise.payments'],
    errors: ['payment_not_found: no such payment of yours', 'not_owner: you received it, only the payer can delete it', 'already_deleted: it is deleted'],
    handler: (ctx, args) => {
      const row = myPayment(ctx, args.payment_id);
      if (row.payer_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the payer can delete a payment.');
      if (toBool(row.deleted)) return ctx.fail(409, 'already_deleted', 'The payment is already deleted.');
      updateFields(ctx, 'splitwise_payments', row.id, { deleted: true });
      return { message: 'Deleted the payment.' };
    },
  }),
  api({
    name: 'show_payment',
    method: 'GET',
    auth: true,
    description: 'Show one payment you made or received.',
    params: z.object({ payment_id: paymentId }),
    returns: record('payment_id', 'payer', 'receiver', 'amount', 'group_id', 'description', 'deleted', 'created_at'),
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
    returns: message(),
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
    returns: message(),
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
];
