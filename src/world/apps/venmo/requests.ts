import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record, tight } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, personRef, sortParam, sortRows, toBool, updateFields } from '../common.ts';
import { fullName, money, notify, round2, transfer, venmoUser } from './store.ts';

interface RequestRow {
  id: number;
  requester_id: number;
  payer_id: number;
  amount: number;
  description: string;
  private: number;
  status: 'pending' | 'approved' | 'denied';
  transaction_id: number | null;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  denied_at: string | null;
  last_reminded_at: string | null;
}

const requestId = z.number().int().describe('Id of the payment request.');
const Status = z.enum(['pending', 'approved', 'denied']);

function view(ctx: ApiContext, row: RequestRow) {
  return {
    payment_request_id: row.id,
    amount: row.amount,
    description: row.description,
    private: toBool(row.private),
    status: row.status,
    requester: personRef(ctx, row.requester_id),
    payer: personRef(ctx, row.payer_id),
    transaction_id: row.transaction_id,
    created_at: row.created_at,
    approved_at: row.approved_at,
    denied_at: row.denied_at,
    last_reminded_at: row.last_reminded_at,
  };
}

/** A request the caller is part of, checked for role and pending state (in that order). */
function ownRequest(ctx: ApiContext, id: number, role: 'payer' | 'requester'): RequestRow {
  const row = ctx.sql('SELECT * FROM venmo_payment_requests WHERE id = ?').get(id) as RequestRow | undefined;
  if (!row || (row.payer_id !== ctx.user.id && row.requester_id !== ctx.user.id)) {
    return ctx.fail(404, 'payment_request_not_found', `The payment request with id ${id} does not exist.`);
  }
  if (role === 'payer' && row.payer_id !== ctx.user.id) return ctx.fail(403, 'not_payer', 'Only the person asked to pay can do this.');
  if (role === 'requester' && row.requester_id !== ctx.user.id) return ctx.fail(403, 'not_requester', 'Only the person who made the request can do this.');
  if (row.status !== 'pending') return ctx.fail(409, 'not_pending', `The payment request is already ${row.status}.`);
  return row;
}

function listRequests(ctx: ApiContext, column: 'payer_id' | 'requester_id', args: { status?: string; query?: string; sort_by?: string; page_index: number; page_limit: number }) {
  const rows = (ctx.sql(`SELECT * FROM venmo_payment_requests WHERE ${column} = ? ORDER BY id`).all(ctx.user.id) as RequestRow[]).filter(
    (row) => (args.status === undefined || row.status === args.status) && matchesQuery(args.query, row.description),
  );
  return paginate(sortRows(rows, args.sort_by), args).map((row) => view(ctx, row));
}

const listParams = {
  status: Status.optional().describe('Only requests with this status.'),
  query: z.string().optional().describe('Text to find in the description.'),
  sort_by: sortParam(['created_at', 'amount'], '-created_at'),
  ...pageParams,
};
const listReturns = list(record('payment_request_id', 'amount', 'description', 'private', 'status', field('requester', tight(person)), field('payer', tight(person)), 'transaction_id', 'created_at', 'approved_at', 'denied_at', 'last_reminded_at'));
const notPending = 'not_pending: the request is already approved or denied';

/** Payment requests: approving one pays it. */
export const requestApis: ApiDef[] = [
  api({
    name: 'create_payment_request',
    method: 'POST',
    auth: true,
    description: 'Ask another Venmo user to pay you. They are notified; `private` applies to the payment once approved.',
    params: z.object({
      user_email: z.string().describe('Email of the person who should pay.'),
      amount: z.number().positive().describe('Amount in dollars (more than 0).'),
      description: z.string().default('').describe('What the request is for.'),
      private: z.boolean().default(false).describe('Make the eventual payment private.'),
    }),
    returns: message('payment_request_id'),
    changes: ['venmo.payment_requests', 'venmo.notifications'],
    errors: ['user_not_found: no Venmo user has that email', 'self_request: you asked yourself'],
    handler: (ctx, args) => {
      const payerId = venmoUser(ctx, args.user_email, { code: 'self_request', message: 'You cannot request money from yourself.' });
      const id = ctx.newId('payment_requests');
      ctx.sql(
        `INSERT INTO venmo_payment_requests (id, requester_id, payer_id, amount, description, private, status, transaction_id, created_at, updated_at, approved_at, denied_at, last_reminded_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', NULL, ?, ?, NULL, NULL, NULL)`,
      ).run(id, ctx.user.id, payerId, round2(args.amount), args.description, args.private ? 1 : 0, ctx.now(), ctx.now());
      notify(ctx, payerId, 'payment_request_received', 'New payment request', `${fullName(ctx)} requests ${money(args.amount)}${args.description ? ` for ${args.description}` : ''}.`, {
        payment_request_id: id,
      });
      return { message: 'Sent the payment request.', payment_request_id: id };
    },
  }),
  api({
    name: 'show_received_payment_requests',
    method: 'GET',
    auth: true,
    description: 'List payment requests others sent you (you are the payer).',
    params: z.object(listParams),
    returns: listReturns,
    changes: [],
    handler: (ctx, args) => listRequests(ctx, 'payer_id', args),
  }),
  api({
    name: 'show_sent_payment_requests',
    method: 'GET',
    auth: true,
    description: 'List payment requests you sent (you are the requester).',
    params: z.object(listParams),
    returns: listReturns,
    changes: [],
    handler: (ctx, args) => listRequests(ctx, 'requester_id', args),
  }),
  api({
    name: 'approve_payment_request',
    method: 'POST',
    auth: true,
    description: 'Pay a pending request made to you: creates the transaction (from your Venmo balance, or a card) and notifies the requester.',
    params: z.object({
      payment_request_id: requestId,
      payment_card_id: z.number().int().nullable().default(null).describe('Card to pay with; null pays from your Venmo balance.'),
    }),
    returns: message('transaction_id'),
    changes: ['venmo.payment_requests', 'venmo.transactions', 'venmo.users', 'venmo.notifications', 'supervisor.payment_cards'],
    errors: [
      'payment_request_not_found: no such request of yours',
      'not_payer: you made the request; only the payer can approve',
      notPending,
      'payment_card_not_found / not_owner / card_expired / insufficient_card_balance: the card cannot pay',
      'insufficient_balance: your Venmo balance cannot cover it (no card given)',
    ],
    handler: (ctx, args) => {
      const row = ownRequest(ctx, args.payment_request_id, 'payer');
      const transactionId = transfer(ctx, row.requester_id, row.amount, { description: row.description, private: toBool(row.private), payment_card_id: args.payment_card_id });
      updateFields(ctx, 'venmo_payment_requests', row.id, { status: 'approved', transaction_id: transactionId, approved_at: ctx.now(), updated_at: ctx.now() });
      notify(ctx, row.requester_id, 'payment_request_approved', 'Request paid', `${fullName(ctx)} paid your request of ${money(row.amount)}.`, {
        payment_request_id: row.id,
        transaction_id: transactionId,
      });
      return { message: 'Approved the payment request.', transaction_id: transactionId };
    },
  }),
  api({
    name: 'deny_payment_request',
    method: 'POST',
    auth: true,
    description: 'Decline a pending request made to you; the requester is notified.',
    params: z.object({ payment_request_id: requestId }),
    returns: message(),
    changes: ['venmo.payment_requests', 'venmo.notifications'],
    errors: ['payment_request_not_found: no such request of yours', 'not_payer: only the payer can deny', notPending],
    handler: (ctx, args) => {
      const row = ownRequest(ctx, args.payment_request_id, 'payer');
      updateFields(ctx, 'venmo_payment_requests', row.id, { status: 'denied', denied_at: ctx.now(), updated_at: ctx.now() });
      notify(ctx, row.requester_id, 'payment_request_denied', 'Request declined', `${fullName(ctx)} declined your request of ${money(row.amount)}.`, { payment_request_id: row.id });
      return { message: 'Denied the payment request.' };
    },
  }),
  api({
    name: 'remind_payment_request',
    method: 'POST',
    auth: true,
    description: 'Remind the payer of a pending request you made (sends them a notification).',
    params: z.object({ payment_request_id: requestId }),
    returns: message(),
    changes: ['venmo.payment_requests', 'venmo.notifications'],
    errors: ['payment_request_not_found: no such request of yours', 'not_requester: only the requester can remind', notPending],
    handler: (ctx, args) => {
      const row = ownRequest(ctx, args.payment_request_id, 'requester');
      updateFields(ctx, 'venmo_payment_requests', row.id, { last_reminded_at: ctx.now() });
      notify(ctx, row.payer_id, 'payment_request_reminder', 'Payment reminder', `${fullName(ctx)} reminded you about ${money(row.amount)}${row.description ? ` for ${row.description}` : ''}.`, {
        payment_request_id: row.id,
      });
      return { message: 'Sent a reminder.' };
    },
  }),
  api({
    name: 'update_payment_request',
    method: 'PATCH',
    auth: true,
    description: 'Change the amount, description or privacy of a pending request you made.',
    params: z.object({
      payment_request_id: requestId,
      amount: z.number().positive().optional().describe('New amount in dollars.'),
      description: z.string().optional().describe('New description.'),
      private: z.boolean().optional().describe('New privacy setting.'),
    }),
    returns: message(),
    changes: ['venmo.payment_requests'],
    errors: ['payment_request_not_found: no such request of yours', 'not_requester: only the requester can update', notPending],
    handler: (ctx, args) => {
      const row = ownRequest(ctx, args.payment_request_id, 'requester');
      const fields = { amount: args.amount === undefined ? undefined : round2(args.amount), description: args.description, private: args.private };
      if (Object.values(fields).every((v) => v === undefined)) return { message: 'Nothing to update.' };
      updateFields(ctx, 'venmo_payment_requests', row.id, { ...fields, updated_at: ctx.now() });
      return { message: 'Updated the payment request.' };
    },
  }),
  api({
    name: 'delete_payment_request',
    method: 'DELETE',
    auth: true,
    description: 'Cancel (delete) a pending request you made.',
    params: z.object({ payment_request_id: requestId }),
    returns: message(),
    changes: ['venmo.payment_requests'],
    errors: ['payment_request_not_found: no such request of yours', 'not_requester: only the requester can delete', notPending],
    handler: (ctx, args) => {
      const row = ownRequest(ctx, args.payment_request_id, 'requester');
      ctx.sql('DELETE FROM venmo_payment_requests WHERE id = ?').run(row.id);
      return { message: 'Deleted the payment request.' };
    },
  }),
];
