import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate } from '../common.ts';
import { chooseCard } from './orders.ts';
import { cents } from './store.ts';

export const PRIME_PLANS = { monthly: { price: 14.99, months: 1 }, yearly: { price: 139, months: 12 } } as const;

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

/** Prime: one active subscription at a time; a cancelled one runs to the end of its paid period. */
export const primeApis: ApiDef[] = [
  api({
    name: 'show_prime_subscriptions',
    method: 'GET',
    auth: true,
    description: 'Your Prime subscriptions, newest first (a cancelled one stays active to the end of its paid period).',
    params: z.object({ ...pageParams }),
    returns: list(record('prime_subscription_id', 'plan', 'price', 'payment_card_id', 'started_at', 'renews_at', 'ends_at', 'cancelled_at', 'is_active')),
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
    returns: message('prime_subscription_id'),
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
    returns: message('ends_at'),
    changes: ['amazon.prime_subscriptions'],
    errors: ['not_subscribed: no active subscription', 'already_cancelled: the active subscription is already cancelled'],
    handler: (ctx) => {
      const row = activePrime(ctx) ?? ctx.fail(409, 'not_subscribed', 'You have no active Prime subscription.');
      if (row.cancelled_at !== null) return ctx.fail(409, 'already_cancelled', `Prime is already cancelled; it ends at ${row.renews_at}.`);
      ctx.sql('UPDATE amazon_prime_subscriptions SET cancelled_at = ? WHERE id = ?').run(ctx.now(), row.id);
      return { message: 'Prime will not renew.', ends_at: row.renews_at };
    },
  }),
];
