import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { pageParams, paginate } from '../common.ts';
import { balanceOf, round2, setBalance, setCardBalance, usableCard } from './store.ts';

const cardErrors = ['payment_card_not_found: no card with that id', 'not_owner: the card is not yours', 'card_expired: the card has expired'];

function bankTransfer(ctx: ApiContext, cardId: number, amount: number, direction: 'card_to_venmo' | 'venmo_to_card'): number {
  const id = ctx.newId('bank_transfers');
  ctx.sql('INSERT INTO venmo_bank_transfers (id, user_id, payment_card_id, amount, direction, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id, ctx.user.id, cardId, amount, direction, ctx.now(),
  );
  return id;
}

/** The Venmo balance and its transfers to and from payment cards. */
export const balanceApis: ApiDef[] = [
  api({
    name: 'show_venmo_balance',
    method: 'GET',
    auth: true,
    description: 'Show your Venmo balance.',
    params: z.object({}),
    returns: record('venmo_balance'),
    changes: [],
    handler: (ctx) => ({ venmo_balance: balanceOf(ctx, ctx.user.id) }),
  }),
  api({
    name: 'add_to_venmo_balance',
    method: 'POST',
    auth: true,
    description: 'Move money from one of your payment cards into your Venmo balance.',
    params: z.object({ amount: z.number().positive().describe('Amount in dollars.'), payment_card_id: z.number().int().describe('Card to take the money from.') }),
    returns: message('bank_transfer_id'),
    changes: ['venmo.bank_transfers', 'venmo.users', 'supervisor.payment_cards'],
    errors: [...cardErrors, 'insufficient_card_balance: the card cannot cover the amount'],
    handler: (ctx, args) => {
      const amount = round2(args.amount);
      const card = usableCard(ctx, args.payment_card_id);
      if (card.balance < amount) return ctx.fail(422, 'insufficient_card_balance', `The card ${card.card_name} does not have that much available.`);
      setCardBalance(ctx, card.id, card.balance - amount);
      setBalance(ctx, ctx.user.id, balanceOf(ctx, ctx.user.id) + amount);
      return { message: 'Added money to your Venmo balance.', bank_transfer_id: bankTransfer(ctx, card.id, amount, 'card_to_venmo') };
    },
  }),
  api({
    name: 'withdraw_from_venmo_balance',
    method: 'POST',
    auth: true,
    description: 'Move money from your Venmo balance to one of your payment cards.',
    params: z.object({ amount: z.number().positive().describe('Amount in dollars.'), payment_card_id: z.number().int().describe('Card to send the money to.') }),
    returns: message('bank_transfer_id'),
    changes: ['venmo.bank_transfers', 'venmo.users', 'supervisor.payment_cards'],
    errors: [...cardErrors, 'insufficient_balance: your Venmo balance is less than the amount'],
    handler: (ctx, args) => {
      const amount = round2(args.amount);
      const card = usableCard(ctx, args.payment_card_id);
      const balance = balanceOf(ctx, ctx.user.id);
      if (balance < amount) return ctx.fail(422, 'insufficient_balance', `Your Venmo balance ($${balance.toFixed(2)}) is less than that.`);
      setBalance(ctx, ctx.user.id, balance - amount);
      setCardBalance(ctx, card.id, card.balance + amount);
      return { message: 'Withdrew money to your card.', bank_transfer_id: bankTransfer(ctx, card.id, amount, 'venmo_to_card') };
    },
  }),
  api({
    name: 'show_bank_transfers',
    method: 'GET',
    auth: true,
    description: 'Your transfers between cards and your Venmo balance, newest first.',
    params: z.object({ direction: z.enum(['card_to_venmo', 'venmo_to_card']).optional().describe('Only this direction.'), ...pageParams }),
    returns: list(record('bank_transfer_id', 'amount', 'direction', 'payment_card_id', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT id, amount, direction, payment_card_id, created_at FROM venmo_bank_transfers WHERE user_id = ? ORDER BY created_at DESC, id').all(ctx.user.id) as {
        id: number; amount: number; direction: string; payment_card_id: number; created_at: string;
      }[];
      const hits = rows.filter((r) => args.direction === undefined || r.direction === args.direction);
      return paginate(hits, args).map(({ id, ...rest }) => ({ bank_transfer_id: id, ...rest }));
    },
  }),
  api({
    name: 'show_bank_transfer',
    method: 'GET',
    auth: true,
    description: 'One transfer between a card and your Venmo balance.',
    params: z.object({ bank_transfer_id: z.number().int().describe('Id of the bank transfer.') }),
    returns: record('bank_transfer_id', 'amount', 'direction', 'payment_card_id', 'card_name', 'created_at'),
    changes: [],
    errors: ['bank_transfer_not_found: no such transfer of yours'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT * FROM venmo_bank_transfers WHERE id = ? AND user_id = ?').get(args.bank_transfer_id, ctx.user.id) as
        | { id: number; amount: number; direction: string; payment_card_id: number | null; created_at: string }
        | undefined;
      if (!row) return ctx.fail(404, 'bank_transfer_not_found', `The bank transfer with id ${args.bank_transfer_id} does not exist.`);
      const card = row.payment_card_id === null ? undefined : (ctx.sql('SELECT card_name FROM supervisor_payment_cards WHERE id = ?').get(row.payment_card_id) as { card_name: string } | undefined);
      return { bank_transfer_id: row.id, amount: row.amount, direction: row.direction, payment_card_id: row.payment_card_id, card_name: card?.card_name ?? null, created_at: row.created_at };
    },
  }),
];
