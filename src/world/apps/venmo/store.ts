import type { ApiContext } from '../../types.ts';
import { personRef, toBool } from '../common.ts';

/** Money is kept in cents precision. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

export interface CardRow {
  id: number;
  card_name: string;
  owner_name: string;
  card_number: string;
  expiry_year: number;
  expiry_month: number;
  balance: number;
}

/** The caller's Venmo balance (every person of the world has an account). */
export function balanceOf(ctx: ApiContext, personId: number): number {
  const row = ctx.sql('SELECT balance FROM venmo_users WHERE person_id = ?').get(personId) as { balance: number } | undefined;
  if (!row) return ctx.fail(404, 'user_not_found', 'You have no Venmo account.');
  return row.balance;
}

export function setBalance(ctx: ApiContext, personId: number, balance: number): void {
  ctx.sql('UPDATE venmo_users SET balance = ? WHERE person_id = ?').run(round2(balance), personId);
}

/** A Venmo user by email: must be a person with an account, and not the caller when `notSelf` is given. */
export function venmoUser(ctx: ApiContext, email: string, notSelf?: { code: string; message: string }): number {
  const person = ctx.personByEmail(email);
  const has = person && ctx.sql('SELECT 1 FROM venmo_users WHERE person_id = ?').get(person.id);
  if (!person || !has) return ctx.fail(404, 'user_not_found', `There is no Venmo user with the email ${email}.`);
  if (notSelf && person.id === ctx.user.id) return ctx.fail(422, notSelf.code, notSelf.message);
  return person.id;
}

/**
 * A card of the user's account store (supervisor_payment_cards; Venmo mirrors nothing) that
 * the caller may use: it must exist, carry the caller's name and not be expired.
 */
export function usableCard(ctx: ApiContext, cardId: number): CardRow {
  const card = ctx.sql('SELECT id, card_name, owner_name, card_number, expiry_year, expiry_month, balance FROM supervisor_payment_cards WHERE id = ?').get(cardId) as
    | CardRow
    | undefined;
  if (!card) return ctx.fail(404, 'payment_card_not_found', `The payment card with id ${cardId} does not exist.`);
  if (card.owner_name !== `${ctx.user.first_name} ${ctx.user.last_name}`) return ctx.fail(403, 'not_owner', 'The payment card does not belong to you.');
  const year = Number(ctx.now().slice(0, 4));
  const month = Number(ctx.now().slice(5, 7));
  if (card.expiry_year < year || (card.expiry_year === year && card.expiry_month < month)) {
    return ctx.fail(422, 'card_expired', `The payment card ${card.card_name} has expired.`);
  }
  return card;
}

export function setCardBalance(ctx: ApiContext, cardId: number, balance: number): void {
  ctx.sql('UPDATE supervisor_payment_cards SET balance = ? WHERE id = ?').run(round2(balance), cardId);
}

/**
 * Moves `amount` from the caller to `receiverId`: from a card when one is given (card balance
 * must cover it), else from the Venmo balance. Returns the new transaction's id.
 */
export function transfer(
  ctx: ApiContext,
  receiverId: number,
  amount: number,
  fields: { description: string; private: boolean; payment_card_id: number | null },
): number {
  const value = round2(amount);
  if (fields.payment_card_id !== null) {
    const card = usableCard(ctx, fields.payment_card_id);
    if (card.balance < value) return ctx.fail(422, 'insufficient_card_balance', `The card ${card.card_name} does not have $${value.toFixed(2)} available.`);
    setCardBalance(ctx, card.id, card.balance - value);
  } else {
    const balance = balanceOf(ctx, ctx.user.id);
    if (balance < value) return ctx.fail(422, 'insufficient_balance', `Your Venmo balance ($${balance.toFixed(2)}) is less than $${value.toFixed(2)}.`);
    setBalance(ctx, ctx.user.id, balance - value);
  }
  setBalance(ctx, receiverId, balanceOf(ctx, receiverId) + value);
  const id = ctx.newId('transactions');
  ctx.sql(
    `INSERT INTO venmo_transactions (id, sender_id, receiver_id, amount, description, private, payment_card_id, like_count, comment_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
  ).run(id, ctx.user.id, receiverId, value, fields.description, fields.private ? 1 : 0, fields.payment_card_id, ctx.now(), ctx.now());
  return id;
}

/** Writes a notification row for `personId`. */
export function notify(ctx: ApiContext, personId: number, type: string, title: string, message: string, data: Record<string, unknown>): void {
  ctx.sql('INSERT INTO venmo_notifications (id, user_id, type, title, message, data, read, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)').run(
    ctx.newId('notifications'),
    personId,
    type,
    title,
    message,
    JSON.stringify(data),
    ctx.now(),
  );
}

export const fullName = (ctx: ApiContext): string => `${ctx.user.first_name} ${ctx.user.last_name}`;
export const money = (value: number): string => `$${value.toFixed(2)}`;

export interface TransactionRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  amount: number;
  description: string;
  private: number;
  payment_card_id: number | null;
  like_count: number;
  comment_count: number;
  created_at: string;
  updated_at: string;
}

export function transactionView(ctx: ApiContext, row: TransactionRow) {
  return {
    transaction_id: row.id,
    amount: row.amount,
    description: row.description,
    private: toBool(row.private),
    payment_card_id: row.payment_card_id,
    like_count: row.like_count,
    comment_count: row.comment_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sender: personRef(ctx, row.sender_id),
    receiver: personRef(ctx, row.receiver_id),
  };
}

/** A transaction the caller may see: their own, or anyone's public one. */
export function visibleTransaction(ctx: ApiContext, id: number): TransactionRow {
  const row = ctx.sql('SELECT * FROM venmo_transactions WHERE id = ?').get(id) as TransactionRow | undefined;
  const mine = row && (row.sender_id === ctx.user.id || row.receiver_id === ctx.user.id);
  if (!row || (!mine && toBool(row.private))) return ctx.fail(404, 'transaction_not_found', `The transaction with id ${id} does not exist.`);
  return row;
}
