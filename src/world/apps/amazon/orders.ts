import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, sortParam, sortRows } from '../common.ts';
import { cartRows, costs, plusDays } from './store.ts';

interface OrderRow {
  id: number;
  user_id: number;
  payment_card_id: number;
  address_id: number;
  base_cost: number;
  tax: number;
  delivery_fee: number;
  gift_wrap_fee: number;
  total_cost: number;
  status: string;
  created_at: string;
}

interface ItemRow {
  id: number;
  order_id: number;
  product_id: number;
  quantity: number;
  price: number;
  gift_wrap_quantity: number;
  returned_quantity: number;
  expected_delivery_at: string;
  delivered_at: string | null;
  name: string;
}

interface CardRow {
  id: number;
  card_name: string;
  card_number: string;
  expiry_year: number;
  expiry_month: number;
  balance: number;
}

export const orderItems = (ctx: ApiContext, orderId: number) =>
  ctx.sql('SELECT i.*, p.name FROM amazon_order_items i JOIN amazon_products p ON p.id = i.product_id WHERE i.order_id = ? ORDER BY i.id').all(orderId) as ItemRow[];

function orderView(ctx: ApiContext, row: OrderRow) {
  const address = ctx.sql('SELECT id AS address_id, name, street_address, city, state, country, zip_code FROM supervisor_addresses WHERE id = ?').get(row.address_id) ?? null;
  const items = orderItems(ctx, row.id).map((i) => ({
    product_id: i.product_id, name: i.name, quantity: i.quantity, price: i.price, gift_wrap_quantity: i.gift_wrap_quantity,
    returned_quantity: i.returned_quantity, expected_delivery_at: i.expected_delivery_at, delivered_at: i.delivered_at,
  }));
  const { id, user_id: _user, ...rest } = row;
  return { order_id: id, ...rest, address, items };
}

export function requireOrder(ctx: ApiContext, id: number): OrderRow {
  const row = ctx.sql('SELECT * FROM amazon_orders WHERE id = ?').get(id) as OrderRow | undefined;
  if (!row) return ctx.fail(404, 'order_not_found', `The order with id ${id} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The order with id ${id} is not yours.`);
  return row;
}

/** Plain-text receipt saved to ~/downloads when an order is placed. */
export function receiptText(order: Omit<OrderRow, 'user_id'>, items: readonly { name: string; quantity: number; price: number }[], card: string): string {
  const lines = items.map((i) => `  ${i.quantity} x ${i.name} @ $${i.price.toFixed(2)}`);
  return [
    `Amazon order receipt`,
    `Order: ${order.id}`,
    `Placed: ${order.created_at}`,
    `Items:`,
    ...lines,
    `Subtotal: $${order.base_cost.toFixed(2)}`,
    `Tax: $${order.tax.toFixed(2)}`,
    `Delivery: $${order.delivery_fee.toFixed(2)}`,
    `Gift wrap: $${order.gift_wrap_fee.toFixed(2)}`,
    `Total charged: $${order.total_cost.toFixed(2)} to ${card}`,
    '',
  ].join('\n');
}

/** The card to charge: the given id, else the default card. */
export function chooseCard(ctx: ApiContext, id: number | undefined): CardRow {
  const row = (id === undefined
    ? ctx.sql('SELECT * FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1').get()
    : ctx.sql('SELECT * FROM supervisor_payment_cards WHERE id = ?').get(id)) as CardRow | undefined;
  if (!row) return ctx.fail(404, 'payment_card_not_found', `The payment card with id ${id ?? '(default)'} does not exist.`);
  const [year, month] = ctx.now().split('-').map(Number) as [number, number];
  if (row.expiry_year < year || (row.expiry_year === year && row.expiry_month < month)) {
    return ctx.fail(422, 'card_expired', `The card "${row.card_name}" expired in ${row.expiry_month}/${row.expiry_year}.`);
  }
  return row;
}

/** The delivery address: the given id, else the one named "Home", else the first saved. */
function chooseAddress(ctx: ApiContext, id: number | undefined): number {
  const row = (id === undefined
    ? ctx.sql("SELECT id FROM supervisor_addresses ORDER BY name = 'Home' DESC, id LIMIT 1").get()
    : ctx.sql('SELECT id FROM supervisor_addresses WHERE id = ?').get(id)) as { id: number } | undefined;
  return row?.id ?? ctx.fail(404, 'address_not_found', `The address with id ${id ?? '(default)'} does not exist.`);
}

/** Orders: placing one charges the card and saves a receipt in ~/downloads; one not shipped yet can be cancelled. */
export const orderApis: ApiDef[] = [
  api({
    name: 'place_order',
    method: 'POST',
    auth: true,
    description:
      'Order everything in the cart: charges the card (default card if omitted), ships to the address (Home if omitted), lowers inventory, empties the cart and saves a receipt to ~/downloads/receipt_<order_id>.txt.',
    params: z.object({
      payment_card_id: z.number().int().optional().describe('Card to charge (see supervisor.show_payment_cards); default card if omitted.'),
      address_id: z.number().int().optional().describe('Delivery address (see supervisor.show_addresses); Home if omitted.'),
    }),
    returns: message('order_id'),
    changes: ['amazon.orders', 'amazon.order_items', 'amazon.products', 'amazon.cart_items', 'supervisor.payment_cards', 'file_system.files'],
    errors: [
      'cart_empty: there is nothing in the cart',
      'payment_card_not_found: no such card',
      'card_expired: the card has expired',
      'address_not_found: no such address',
      'out_of_stock: a product has less inventory than the cart asks for',
      'insufficient_balance: the card cannot cover the total',
    ],
    handler: (ctx, args) => {
      const lines = cartRows(ctx);
      if (lines.length === 0) return ctx.fail(409, 'cart_empty', 'Your cart is empty.');
      const card = chooseCard(ctx, args.payment_card_id);
      const addressId = chooseAddress(ctx, args.address_id);
      for (const line of lines) {
        if (line.quantity > line.inventory_quantity) return ctx.fail(409, 'out_of_stock', `Only ${line.inventory_quantity} of "${line.name}" left in stock.`);
      }
      const totals = costs(lines);
      if (card.balance < totals.total_cost) return ctx.fail(422, 'insufficient_balance', `The card "${card.card_name}" cannot cover $${totals.total_cost.toFixed(2)}.`);
      const order = { id: ctx.newId('orders'), payment_card_id: card.id, address_id: addressId, ...totals, status: 'placed', created_at: ctx.now() };
      ctx.sql(`INSERT INTO amazon_orders (id, user_id, payment_card_id, address_id, base_cost, tax, delivery_fee, gift_wrap_fee, total_cost, status, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(order.id, ctx.user.id, card.id, addressId, totals.base_cost, totals.tax, totals.delivery_fee, totals.gift_wrap_fee, totals.total_cost, order.status, order.created_at);
      for (const line of lines) {
        ctx.sql(`INSERT INTO amazon_order_items (id, order_id, product_id, quantity, price, gift_wrap_quantity, returned_quantity, expected_delivery_at, delivered_at)
          VALUES (?, ?, ?, ?, ?, ?, 0, ?, NULL)`).run(ctx.newId('order_items'), order.id, line.product_id, line.quantity, line.price, line.gift_wrap_quantity, plusDays(ctx.now(), line.delivery_days));
        ctx.sql('UPDATE amazon_products SET inventory_quantity = inventory_quantity - ? WHERE id = ?').run(line.quantity, line.product_id);
      }
      ctx.sql('DELETE FROM amazon_cart_items WHERE user_id = ?').run(ctx.user.id);
      ctx.sql('UPDATE supervisor_payment_cards SET balance = ? WHERE id = ?').run(Math.round((card.balance - totals.total_cost) * 100) / 100, card.id);
      const path = `~/downloads/receipt_${order.id}.txt`;
      ctx.invoke('file_system', 'create_file', { file_path: path, content: receiptText(order, lines, `${card.card_name} ending ${card.card_number.slice(-4)}`), overwrite: true });
      return { message: `Order placed; receipt saved to ${path}.`, order_id: order.id };
    },
  }),
  api({
    name: 'show_orders',
    method: 'GET',
    auth: true,
    description: "List the user's orders with their items, newest first by default.",
    params: z.object({
      query: z.string().optional().describe('Text to find in the names of ordered products.'),
      sort_by: sortParam(['created_at', 'total_cost'], '-created_at'),
      ...pageParams,
    }),
    returns: list(record('order_id', 'payment_card_id', 'address_id', 'base_cost', 'tax', 'delivery_fee', 'gift_wrap_fee', 'total_cost', 'status', 'created_at', 'address', field('items', list()))),
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT * FROM amazon_orders WHERE user_id = ? ORDER BY id').all(ctx.user.id) as OrderRow[]).filter(
        (o) => !args.query || orderItems(ctx, o.id).some((i) => matchesQuery(args.query, i.name)),
      );
      return paginate(sortRows(rows, args.sort_by), args).map((o) => orderView(ctx, o));
    },
  }),
  api({
    name: 'show_order',
    method: 'GET',
    auth: true,
    description: 'Show one order with its items.',
    params: z.object({ order_id: z.number().int().describe('The order id.') }),
    returns: record('order_id', '...', field('items', list(record('product_id', 'name', 'quantity', 'price', 'gift_wrap_quantity', 'returned_quantity', 'expected_delivery_at', 'delivered_at')))),
    changes: [],
    errors: ['order_not_found: no order with that id', 'not_owner: the order is not yours'],
    handler: (ctx, args) => orderView(ctx, requireOrder(ctx, args.order_id)),
  }),
  api({
    name: 'cancel_order',
    method: 'PATCH',
    auth: true,
    description: 'Cancel an order that has not shipped yet: the card is refunded the total and the stock goes back.',
    params: z.object({ order_id: z.number().int().describe('The order id.') }),
    returns: message('refund_amount'),
    changes: ['amazon.orders', 'amazon.products', 'supervisor.payment_cards'],
    errors: ['order_not_found: no order with that id', 'not_owner: the order is not yours', 'order_not_cancellable: the order has shipped, was delivered or is already cancelled'],
    handler: (ctx, args) => {
      const order = requireOrder(ctx, args.order_id);
      if (order.status !== 'placed') return ctx.fail(409, 'order_not_cancellable', `The order is ${order.status}; only orders not yet shipped can be cancelled.`);
      ctx.sql("UPDATE amazon_orders SET status = 'cancelled' WHERE id = ?").run(order.id);
      for (const item of ctx.sql('SELECT product_id, quantity FROM amazon_order_items WHERE order_id = ? ORDER BY id').all(order.id) as { product_id: number; quantity: number }[]) {
        ctx.sql('UPDATE amazon_products SET inventory_quantity = inventory_quantity + ? WHERE id = ?').run(item.quantity, item.product_id);
      }
      ctx.sql('UPDATE supervisor_payment_cards SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(order.total_cost, order.payment_card_id);
      return { message: 'Order cancelled and refunded.', refund_amount: order.total_cost };
    },
  }),
];
