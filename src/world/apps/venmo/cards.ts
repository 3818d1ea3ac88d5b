import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, record } from '../../returns.ts';

/** Whether a card's expiry month is before the world's current month. */
function expired(ctx: ApiContext, year: number, month: number): boolean {
  const nowYear = Number(ctx.now().slice(0, 4));
  const nowMonth = Number(ctx.now().slice(5, 7));
  return year < nowYear || (year === nowYear && month < nowMonth);
}

/** The account store's payment cards as Venmo sees them (a card has one balance across apps). */
export const cardApis: ApiDef[] = [
  api({
    name: 'show_payment_cards',
    method: 'GET',
    auth: true,
    description: "Your payment cards usable on Venmo (the cards of your account store, with their available balance).",
    params: z.object({}),
    returns: list(record('payment_card_id', 'card_name', 'last_four_digits', 'expiry_year', 'expiry_month', 'balance', 'expired')),
    changes: [],
    handler: (ctx) => {
      const rows = ctx.sql('SELECT id, card_name, card_number, expiry_year, expiry_month, balance FROM supervisor_payment_cards WHERE owner_name = ? ORDER BY id').all(
        `${ctx.user.first_name} ${ctx.user.last_name}`,
      ) as { id: number; card_name: string; card_number: string; expiry_year: number; expiry_month: number; balance: number }[];
      return rows.map((c) => ({
        payment_card_id: c.id, card_name: c.card_name, last_four_digits: c.card_number.slice(-4), expiry_year: c.expiry_year, expiry_month: c.expiry_month,
        balance: c.balance, expired: expired(ctx, c.expiry_year, c.expiry_month),
      }));
    },
  }),
  api({
    name: 'show_payment_card',
    method: 'GET',
    auth: true,
    description: 'One of your payment cards usable on Venmo, with its available balance.',
    params: z.object({ payment_card_id: z.number().int().describe('Id of the payment card.') }),
    returns: record('payment_card_id', 'card_name', 'last_four_digits', 'expiry_year', 'expiry_month', 'balance', 'expired'),
    changes: [],
    errors: ['payment_card_not_found: no such card of yours'],
    handler: (ctx, args) => {
      const c = ctx.sql('SELECT id, card_name, owner_name, card_number, expiry_year, expiry_month, balance FROM supervisor_payment_cards WHERE id = ?').get(args.payment_card_id) as
        | { id: number; card_name: string; owner_name: string; card_number: string; expiry_year: number; expiry_month: number; balance: number }
        | undefined;
      // Someone else's card is reported as missing: its existence is not the caller's business.
      if (!c || c.owner_name !== `${ctx.user.first_name} ${ctx.user.last_name}`) return ctx.fail(404, 'payment_card_not_found', `The payment card with id ${args.payment_card_id} does not exist.`);
      return {
        payment_card_id: c.id, card_name: c.card_name, last_four_digits: c.card_number.slice(-4), expiry_year: c.expiry_year, expiry_month: c.expiry_month,
        balance: c.balance, expired: expired(ctx, c.expiry_year, c.expiry_month),
      };
    },
  }),
];
