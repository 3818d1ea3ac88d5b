import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { matchesQuery, pageParams, paginate, personRef, sortParam, sortRows } from '../common.ts';
import { insertRow } from '../gmail/store.ts';
import { chooseCard } from './orders.ts';
import { cents, requireProduct, type ProductRow } from './shared.ts';

/** Questions and answers on products, and Prime subscriptions. */
export const amazonExtraTables = {
  product_questions: 'id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, user_id INTEGER NOT NULL, question TEXT NOT NULL, created_at TEXT NOT NULL',
  product_answers: 'id INTEGER PRIMARY KEY, question_id INTEGER NOT NULL, user_id INTEGER NOT NULL, answer TEXT NOT NULL, created_at TEXT NOT NULL',
  prime_subscriptions: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, plan TEXT NOT NULL, price REAL NOT NULL, payment_card_id INTEGER NOT NULL,
    started_at TEXT NOT NULL, renews_at TEXT NOT NULL, cancelled_at TEXT`,
} as const;

export const PRIME_PLANS = { monthly: { price: 14.99, months: 1 }, yearly: { price: 139, months: 12 } } as const;

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

interface QuestionRow {
  id: number;
  product_id: number;
  user_id: number;
  question: string;
  created_at: string;
}

interface PrimeRow {
  id: number;
  user_id: number;
  plan: string;
  price: number;
  payment_card_id: number;
  started_at: string;
  renews_at: string;
  cancelled_at: string | null;
}

function requireReturn(ctx: ApiContext, id: number): ReturnRow {
  const row = ctx.sql('SELECT * FROM amazon_returns WHERE id = ?').get(id) as ReturnRow | undefined;
  if (!row) return ctx.fail(404, 'return_not_found', `The return with id ${id} does not exist.`);
  if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The return with id ${id} is not yours.`);
  return row;
}

function requireQuestion(ctx: ApiContext, id: number): QuestionRow {
  return (ctx.sql('SELECT * FROM amazon_product_questions WHERE id = ?').get(id) as QuestionRow | undefined) ?? ctx.fail(404, 'question_not_found', `The question with id ${id} does not exist.`);
}

function questionView(ctx: ApiContext, q: QuestionRow) {
  const answers = ctx.sql('SELECT * FROM amazon_product_answers WHERE question_id = ? ORDER BY created_at, id').all(q.id) as { id: number; user_id: number; answer: string; created_at: string }[];
  return {
    question_id: q.id,
    product_id: q.product_id,
    asked_by: personRef(ctx, q.user_id),
    question: q.question,
    created_at: q.created_at,
    answers: answers.map((a) => ({ answer_id: a.id, answered_by: personRef(ctx, a.user_id), answer: a.answer, created_at: a.created_at })),
  };
}

function plusMonths(stamp: string, months: number): string {
  const date = new Date(`${stamp}Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 19);
}

function primeView(row: PrimeRow, now: string) {
  return {
    prime_subscription_id: row.id,
    plan: row.plan,
    price: row.price,
    payment_card_id: row.payment_card_id,
    started_at: row.started_at,
    renews_at: row.cancelled_at === null ? row.renews_at : null,
    ends_at: row.cancelled_at === null ? null : row.renews_at,
    cancelled_at: row.cancelled_at,
    is_active: row.renews_at > now,
  };
}

/** The subscription that is still running (cancelled ones run to the end of the paid period). */
const activePrime = (ctx: ApiContext): PrimeRow | undefined =>
  ctx.sql('SELECT * FROM amazon_prime_subscriptions WHERE user_id = ? AND renews_at > ? ORDER BY started_at DESC, id LIMIT 1').get(ctx.user.id, ctx.now()) as PrimeRow | undefined;

function sellerView(ctx: ApiContext, s: { id: number; name: string; rating: number; joined_at: string }) {
  const n = (ctx.sql('SELECT COUNT(*) AS n FROM amazon_products WHERE seller_id = ?').get(s.id) as { n: number }).n;
  return { seller_id: s.id, name: s.name, rating: s.rating, joined_at: s.joined_at, product_count: n };
}

const productId = z.number().int().describe('The product id.');

export const amazonExtraApis: ApiDef[] = [
  // Returns and orders.
  api({
    name: 'show_return',
    method: 'GET',
    auth: true,
    description: 'Show one of your returns with the product and the refund it brings.',
    params: z.object({ return_id: z.number().int().describe('The return id.') }),
    returns: '{return_id, order_id, product_id, product_name, quantity, reason, status, refund_amount, created_at}',
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
    returns: '{message}',
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
  api({
    name: 'cancel_order',
    method: 'PATCH',
    auth: true,
    description: 'Cancel an order that has not shipped yet: the card is refunded the total and the stock goes back.',
    params: z.object({ order_id: z.number().int().describe('The order id.') }),
    returns: '{message, refund_amount}',
    changes: ['amazon.orders', 'amazon.products', 'supervisor.payment_cards'],
    errors: ['order_not_found: no order with that id', 'not_owner: the order is not yours', 'order_not_cancellable: the order has shipped, was delivered or is already cancelled'],
    handler: (ctx, args) => {
      const order = ctx.sql('SELECT id, user_id, payment_card_id, total_cost, status FROM amazon_orders WHERE id = ?').get(args.order_id) as
        | { id: number; user_id: number; payment_card_id: number; total_cost: number; status: string }
        | undefined;
      if (!order) return ctx.fail(404, 'order_not_found', `The order with id ${args.order_id} does not exist.`);
      if (order.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The order with id ${args.order_id} is not yours.`);
      if (order.status !== 'placed') return ctx.fail(409, 'order_not_cancellable', `The order is ${order.status}; only orders not yet shipped can be cancelled.`);
      ctx.sql("UPDATE amazon_orders SET status = 'cancelled' WHERE id = ?").run(order.id);
      for (const item of ctx.sql('SELECT product_id, quantity FROM amazon_order_items WHERE order_id = ? ORDER BY id').all(order.id) as { product_id: number; quantity: number }[]) {
        ctx.sql('UPDATE amazon_products SET inventory_quantity = inventory_quantity + ? WHERE id = ?').run(item.quantity, item.product_id);
      }
      ctx.sql('UPDATE supervisor_payment_cards SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(order.total_cost, order.payment_card_id);
      return { message: 'Order cancelled and refunded.', refund_amount: order.total_cost };
    },
  }),
  // Questions and answers.
  api({
    name: 'show_product_questions',
    method: 'GET',
    auth: false,
    description: 'Questions people asked about a product, newest first, each with its answers.',
    params: z.object({ product_id: productId, query: z.string().optional().describe('Text to find in questions or answers.'), ...pageParams }),
    returns: '[{question_id, product_id, asked_by{name, email}, question, created_at, answers[{answer_id, answered_by, answer, created_at}]}]',
    changes: [],
    errors: ['product_not_found: no product with that id'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      const rows = ctx.sql('SELECT * FROM amazon_product_questions WHERE product_id = ? ORDER BY created_at DESC, id').all(product.id) as QuestionRow[];
      const views = rows.map((q) => questionView(ctx, q)).filter((v) => matchesQuery(args.query, v.question, ...v.answers.map((a) => a.answer)));
      return paginate(views, args);
    },
  }),
  api({
    name: 'write_product_question',
    method: 'POST',
    auth: true,
    description: 'Ask a question about a product.',
    params: z.object({ product_id: productId, question: z.string().trim().min(3).max(500).describe('The question.') }),
    returns: '{message, question_id}',
    changes: ['amazon.product_questions'],
    errors: ['product_not_found: no product with that id', 'duplicate_question: you already asked exactly this about the product'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      if (ctx.sql('SELECT 1 FROM amazon_product_questions WHERE product_id = ? AND user_id = ? AND lower(question) = lower(?)').get(product.id, ctx.user.id, args.question)) {
        return ctx.fail(409, 'duplicate_question', 'You already asked this question about the product.');
      }
      return { message: 'Question posted.', question_id: insertRow(ctx, 'amazon_product_questions', { product_id: product.id, user_id: ctx.user.id, question: args.question, created_at: ctx.now() }) };
    },
  }),
  api({
    name: 'delete_product_question',
    method: 'DELETE',
    auth: true,
    description: 'Delete a question you asked (its answers go with it).',
    params: z.object({ question_id: z.number().int().describe('The question id.') }),
    returns: '{message}',
    changes: ['amazon.product_questions', 'amazon.product_answers'],
    errors: ['question_not_found: no question with that id', 'not_owner: someone else asked it'],
    handler: (ctx, args) => {
      const q = requireQuestion(ctx, args.question_id);
      if (q.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only delete your own questions.');
      ctx.sql('DELETE FROM amazon_product_answers WHERE question_id = ?').run(q.id);
      ctx.sql('DELETE FROM amazon_product_questions WHERE id = ?').run(q.id);
      return { message: 'Question deleted.' };
    },
  }),
  api({
    name: 'write_product_question_answer',
    method: 'POST',
    auth: true,
    description: "Answer someone's question about a product.",
    params: z.object({ question_id: z.number().int().describe('The question id.'), answer: z.string().trim().min(1).max(1000).describe('The answer.') }),
    returns: '{message, answer_id}',
    changes: ['amazon.product_answers'],
    errors: ['question_not_found: no question with that id', 'already_answered: you already answered this question'],
    handler: (ctx, args) => {
      const q = requireQuestion(ctx, args.question_id);
      if (ctx.sql('SELECT 1 FROM amazon_product_answers WHERE question_id = ? AND user_id = ?').get(q.id, ctx.user.id)) return ctx.fail(409, 'already_answered', 'You already answered this question.');
      return { message: 'Answer posted.', answer_id: insertRow(ctx, 'amazon_product_answers', { question_id: q.id, user_id: ctx.user.id, answer: args.answer, created_at: ctx.now() }) };
    },
  }),
  api({
    name: 'delete_product_question_answer',
    method: 'DELETE',
    auth: true,
    description: 'Delete one of your answers.',
    params: z.object({ answer_id: z.number().int().describe('The answer id.') }),
    returns: '{message}',
    changes: ['amazon.product_answers'],
    errors: ['answer_not_found: no answer with that id', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT id, user_id FROM amazon_product_answers WHERE id = ?').get(args.answer_id) as { id: number; user_id: number } | undefined;
      if (!row) return ctx.fail(404, 'answer_not_found', `The answer with id ${args.answer_id} does not exist.`);
      if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only delete your own answers.');
      ctx.sql('DELETE FROM amazon_product_answers WHERE id = ?').run(row.id);
      return { message: 'Answer deleted.' };
    },
  }),
  // Prime.
  api({
    name: 'show_prime_subscriptions',
    method: 'GET',
    auth: true,
    description: 'Your Prime subscriptions, newest first (a cancelled one stays active to the end of its paid period).',
    params: z.object({ ...pageParams }),
    returns: '[{prime_subscription_id, plan, price, payment_card_id, started_at, renews_at, ends_at, cancelled_at, is_active}]',
    changes: [],
    handler: (ctx, args) =>
      paginate(ctx.sql('SELECT * FROM amazon_prime_subscriptions WHERE user_id = ? ORDER BY started_at DESC, id').all(ctx.user.id) as PrimeRow[], args).map((r) => primeView(r, ctx.now())),
  }),
  api({
    name: 'subscribe_prime',
    method: 'POST',
    auth: true,
    description: `Subscribe to Prime: monthly ($${PRIME_PLANS.monthly.price}) or yearly ($${PRIME_PLANS.yearly.price}); the first period is charged to the card now.`,
    params: z.object({
      plan: z.enum(['monthly', 'yearly']).default('monthly').describe('Billing period.'),
      payment_card_id: z.number().int().optional().describe('Card to charge; default card if omitted.'),
    }),
    returns: '{message, prime_subscription_id}',
    changes: ['amazon.prime_subscriptions', 'supervisor.payment_cards'],
    errors: ['already_subscribed: a subscription is still active', 'payment_card_not_found: no such card', 'card_expired: the card has expired', 'insufficient_balance: the card cannot cover the price'],
    handler: (ctx, args) => {
      if (activePrime(ctx)) return ctx.fail(409, 'already_subscribed', 'You already have an active Prime subscription.');
      const card = chooseCard(ctx, args.payment_card_id);
      const plan = PRIME_PLANS[args.plan];
      if (card.balance < plan.price) return ctx.fail(422, 'insufficient_balance', `The card "${card.card_name}" cannot cover $${plan.price.toFixed(2)}.`);
      ctx.sql('UPDATE supervisor_payment_cards SET balance = ? WHERE id = ?').run(cents(card.balance - plan.price), card.id);
      const id = insertRow(ctx, 'amazon_prime_subscriptions', {
        user_id: ctx.user.id, plan: args.plan, price: plan.price, payment_card_id: card.id, started_at: ctx.now(), renews_at: plusMonths(ctx.now(), plan.months), cancelled_at: null,
      });
      return { message: 'Subscribed to Prime.', prime_subscription_id: id };
    },
  }),
  api({
    name: 'cancel_prime_subscription',
    method: 'PATCH',
    auth: true,
    description: 'Stop Prime from renewing; it stays active until the end of the paid period (no refund).',
    params: z.object({}),
    returns: '{message, ends_at}',
    changes: ['amazon.prime_subscriptions'],
    errors: ['not_subscribed: no active subscription', 'already_cancelled: the active subscription is already cancelled'],
    handler: (ctx) => {
      const row = activePrime(ctx) ?? ctx.fail(409, 'not_subscribed', 'You have no active Prime subscription.');
      if (row.cancelled_at !== null) return ctx.fail(409, 'already_cancelled', `Prime is already cancelled; it ends at ${row.renews_at}.`);
      ctx.sql('UPDATE amazon_prime_subscriptions SET cancelled_at = ? WHERE id = ?').run(ctx.now(), row.id);
      return { message: 'Prime will not renew.', ends_at: row.renews_at };
    },
  }),
  // Cart and wish list.
  api({
    name: 'move_product_from_cart_to_wish_list',
    method: 'POST',
    auth: true,
    description: 'Take a product out of the cart and save it on the wish list.',
    params: z.object({ product_id: productId }),
    returns: '{message}',
    changes: ['amazon.cart_items', 'amazon.wish_list_items'],
    errors: ['product_not_in_cart: the product is not in the cart', 'already_in_wish_list: the product is already on the wish list'],
    handler: (ctx, args) => {
      const item = ctx.sql('SELECT id FROM amazon_cart_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, args.product_id) as { id: number } | undefined;
      if (!item) return ctx.fail(404, 'product_not_in_cart', `The product ${args.product_id} is not in your cart.`);
      if (ctx.sql('SELECT 1 FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, args.product_id)) return ctx.fail(409, 'already_in_wish_list', 'The product is already on your wish list.');
      ctx.sql('DELETE FROM amazon_cart_items WHERE id = ?').run(item.id);
      insertRow(ctx, 'amazon_wish_list_items', { user_id: ctx.user.id, product_id: args.product_id, added_at: ctx.now() });
      return { message: 'Moved to the wish list.' };
    },
  }),
  api({
    name: 'move_product_from_wish_list_to_cart',
    method: 'POST',
    auth: true,
    description: 'Take a product off the wish list and put it in the cart (quantities add up if it is already there).',
    params: z.object({ product_id: productId, quantity: z.number().int().min(1).default(1).describe('How many to put in the cart.') }),
    returns: '{message}',
    changes: ['amazon.cart_items', 'amazon.wish_list_items'],
    errors: ['product_not_in_wish_list: the product is not on the wish list', 'out_of_stock: not enough inventory for the total quantity'],
    handler: (ctx, args) => {
      const wish = ctx.sql('SELECT id FROM amazon_wish_list_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, args.product_id) as { id: number } | undefined;
      if (!wish) return ctx.fail(404, 'product_not_in_wish_list', `The product ${args.product_id} is not on your wish list.`);
      const product = requireProduct(ctx, args.product_id);
      const inCart = ctx.sql('SELECT id, quantity FROM amazon_cart_items WHERE user_id = ? AND product_id = ?').get(ctx.user.id, product.id) as { id: number; quantity: number } | undefined;
      const total = (inCart?.quantity ?? 0) + args.quantity;
      if (total > product.inventory_quantity) return ctx.fail(409, 'out_of_stock', `Only ${product.inventory_quantity} of "${product.name}" left in stock.`);
      ctx.sql('DELETE FROM amazon_wish_list_items WHERE id = ?').run(wish.id);
      if (inCart) ctx.sql('UPDATE amazon_cart_items SET quantity = ? WHERE id = ?').run(total, inCart.id);
      else insertRow(ctx, 'amazon_cart_items', { user_id: ctx.user.id, product_id: product.id, quantity: args.quantity, gift_wrap_quantity: 0, added_at: ctx.now() });
      return { message: 'Moved to the cart.' };
    },
  }),
  api({
    name: 'clear_wish_list',
    method: 'DELETE',
    auth: true,
    description: 'Remove every product from the wish list.',
    params: z.object({}),
    returns: '{message, removed_count}',
    changes: ['amazon.wish_list_items'],
    errors: ['wish_list_empty: the wish list is already empty'],
    handler: (ctx) => {
      const result = ctx.sql('DELETE FROM amazon_wish_list_items WHERE user_id = ?').run(ctx.user.id);
      if (result.changes === 0) return ctx.fail(409, 'wish_list_empty', 'Your wish list is already empty.');
      return { message: 'Wish list cleared.', removed_count: result.changes };
    },
  }),
  // Sellers and categories.
  api({
    name: 'search_sellers',
    method: 'GET',
    auth: false,
    description: 'Search sellers by name and rating.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the seller name.'),
      min_rating: z.number().min(0).max(5).optional().describe('Seller rating at least this.'),
      sort_by: sortParam(['rating', 'name', 'joined_at']),
      ...pageParams,
    }),
    returns: '[{seller_id, name, rating, joined_at, product_count}]',
    changes: [],
    handler: (ctx, args) => {
      const rows = (ctx.sql('SELECT id, name, rating, joined_at FROM amazon_sellers ORDER BY id').all() as { id: number; name: string; rating: number; joined_at: string }[])
        .filter((s) => matchesQuery(args.query, s.name) && (args.min_rating === undefined || s.rating >= args.min_rating));
      return paginate(sortRows(rows, args.sort_by), args).map((s) => sellerView(ctx, s));
    },
  }),
  api({
    name: 'show_seller',
    method: 'GET',
    auth: false,
    description: 'Show a seller with the ids of the products they sell.',
    params: z.object({ seller_id: z.number().int().describe('The seller id.') }),
    returns: '{seller_id, name, rating, joined_at, product_count, product_ids}',
    changes: [],
    errors: ['seller_not_found: no seller with that id'],
    handler: (ctx, args) => {
      const s = ctx.sql('SELECT id, name, rating, joined_at FROM amazon_sellers WHERE id = ?').get(args.seller_id) as { id: number; name: string; rating: number; joined_at: string } | undefined;
      if (!s) return ctx.fail(404, 'seller_not_found', `The seller with id ${args.seller_id} does not exist.`);
      const ids = (ctx.sql('SELECT id FROM amazon_products WHERE seller_id = ? ORDER BY id').all(s.id) as { id: number }[]).map((r) => r.id);
      return { ...sellerView(ctx, s), product_ids: ids };
    },
  }),
  api({
    name: 'show_product_types',
    method: 'GET',
    auth: false,
    description: 'The product types (categories) of the catalog with how many products each has and their price range.',
    params: z.object({}),
    returns: '[{product_type, product_count, min_price, max_price}]',
    changes: [],
    handler: (ctx) => {
      const rows = ctx.sql('SELECT * FROM amazon_products ORDER BY id').all() as ProductRow[];
      const groups = new Map<string, number[]>();
      for (const r of rows) groups.set(r.product_type, [...(groups.get(r.product_type) ?? []), r.price]);
      return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([type, prices]) => ({ product_type: type, product_count: prices.length, min_price: Math.min(...prices), max_price: Math.max(...prices) }));
    },
  }),
];

