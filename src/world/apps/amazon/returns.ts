import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { pageParams, paginate } from '../common.ts';
import { orderItems, requireOrder } from './orders.ts';
import { cents } from './store.ts';

interface ReturnRow {
  id: number;
  user_id: number;
  order_id: number;
  product_id: number;
  quantity: number;
  reason: string;
  status: string;
  created_at: string;
}

function requireReturn(ctx: ApiContext, id: number): ReturnRow {
  const row = ctx.sql('SELECT * FROM amazon_returns WHERE id = ?').get(id) as ReturnRow | undefined;
  if (!row) return ctx.fail(404, 'return_not_found', `The return with id ${id} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The return with id ${id} is not yours.`);
  return row;
}

/** Returns of delivered units; the refund follows when the seller receives them. */
export const returnApis: ApiDef[] = [
  api({
    name: 'initiate_return',
    method: 'POST',
    auth: true,
    description: 'Start returning delivered units of a product from an order (the refund follows when the seller receives it).',
    params: z.object({
      order_id: z.number().int().describe('The order id.'),
      product_id: z.number().int().describe('The product to return.'),
      quantity: z.number().int().min(1).default(1).describe('How many units to return.'),
      reason: z.string().default('').describe('Why it is being returned.'),
    }),
    returns: message('return_id'),
    changes: ['amazon.returns', 'amazon.order_items'],
    errors: [
      'order_not_found: no order with that id',
      'not_owner: the order is not yours',
      'product_not_in_order: the product is not in the order',
      'not_delivered: the item has not been delivered yet',
      'invalid_quantity: more units than were ordered and not yet returned',
    ],
    handler: (ctx, args) => {
      const order = requireOrder(ctx, args.order_id);
      const item = orderItems(ctx, order.id).find((i) => i.product_id === args.product_id) ?? ctx.fail(404, 'product_not_in_order', `The product ${args.product_id} is not in order ${order.id}.`);
      if (item.delivered_at === null) return ctx.fail(409, 'not_delivered', 'This item has not been delivered yet.');
      const left = item.quantity - item.returned_quantity;
      if (args.quantity > left) return ctx.fail(422, 'invalid_quantity', `Only ${left} unit(s) can still be returned.`);
      const id = ctx.newId('returns');
      ctx.sql('INSERT INTO amazon_returns (id, user_id, order_id, product_id, quantity, reason, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        id, ctx.user.id, order.id, item.product_id, args.quantity, args.reason, 'initiated', ctx.now(),
      );
      ctx.sql('UPDATE amazon_order_items SET returned_quantity = returned_quantity + ? WHERE id = ?').run(args.quantity, item.id);
      return { message: 'Return initiated.', return_id: id };
    },
  }),
  api({
    name: 'show_returns',
    method: 'GET',
    auth: true,
    description: "List the user's returns, newest first.",
    params: z.object({ ...pageParams }),
    returns: list(record('return_id', 'order_id', 'product_id', 'quantity', 'reason', 'status', 'created_at')),
    changes: [],
    handler: (ctx, args) =>
      paginate(ctx.sql('SELECT id AS return_id, order_id, product_id, quantity, reason, status, created_at FROM amazon_returns WHERE user_id = ? ORDER BY created_at DESC, id').all(ctx.user.id), args),
  }),
  api({
    name: 'show_return',
    method: 'GET',
    auth: true,
    description: 'Show one of your returns with the product and the refund it brings.',
    params: z.object({ return_id: z.number().int().describe('The return id.') }),
    returns: record('return_id', 'order_id', 'product_id', 'product_name', 'quantity', 'reason', 'status', 'refund_amount', 'created_at'),
    changes: [],
    errors: ['return_not_found: no return with that id', 'not_owner: the return is not yours'],
    handler: (ctx, args) => {
      const row = requireReturn(ctx, args.return_id);
      const item = ctx.sql('SELECT i.price, p.name FROM amazon_order_items i JOIN amazon_products p ON p.id = i.product_id WHERE i.order_id = ? AND i.product_id = ?').get(row.order_id, row.product_id) as
        | { price: number; name: string }
        | undefined;
      return {
        return_id: row.id, order_id: row.order_id, product_id: row.product_id, product_name: item?.name ?? null, quantity: row.quantity, reason: row.reason,
        status: row.status, refund_amount: item ? cents(item.price * row.quantity) : 0, created_at: row.created_at,
      };
    },
  }),
  api({
    name: 'cancel_return',
    method: 'PATCH',
    auth: true,
    description: 'Cancel a return that has only been initiated (the units count as kept again).',
    params: z.object({ return_id: z.number().int().describe('The return id.') }),
    returns: message(),
    changes: ['amazon.returns', 'amazon.order_items'],
    errors: ['return_not_found: no return with that id', 'not_owner: the return is not yours', 'return_not_cancellable: the return is past the initiated stage'],
    handler: (ctx, args) => {
      const row = requireReturn(ctx, args.return_id);
      if (row.status !== 'initiated') return ctx.fail(409, 'return_not_cancellable', `The return is ${row.status}; only initiated returns can be cancelled.`);
      ctx.sql("UPDATE amazon_returns SET status = 'cancelled' WHERE id = ?").run(row.id);
      ctx.sql('UPDATE amazon_order_items SET returned_quantity = MAX(0, returned_quantity - ?) WHERE order_id = ? AND product_id = ?').run(row.quantity, row.order_id, row.product_id);
      return { message: 'Return cancelled.' };
    },
  }),
];
