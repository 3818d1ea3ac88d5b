import { z } from 'zod';
import type { ApiContext } from '../../types.ts';
import { personRef, toBool } from '../common.ts';

export const round2 = (value: number): number => Math.round(value * 100) / 100;
export const money = (value: number): string => `$${value.toFixed(2)}`;

export const GROUP_ERRORS = ['group_not_found: no such group', 'not_member: you are not in the group'];
/** Dates, `YYYY-MM-DD`. */
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

export interface GroupRow {
  id: number;
  name: string;
  description: string;
  creator_id: number;
  invitation_code: string;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface ExpenseRow {
  id: number;
  creator_id: number;
  group_id: number | null;
  payer_id: number;
  description: string;
  paid_amount: number;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface ShareRow {
  id: number;
  expense_id: number;
  debtor_id: number;
  share_amount: number;
}

export const isMember = (ctx: ApiContext, groupId: number, personId: number): boolean =>
  Boolean(ctx.sql('SELECT 1 FROM splitwise_group_members WHERE group_id = ? AND user_id = ?').get(groupId, personId));

/** A group the caller belongs to; `live` also refuses deleted groups. */
export function myGroup(ctx: ApiContext, groupId: number, live: boolean): GroupRow {
  const group = ctx.sql('SELECT * FROM splitwise_groups WHERE id = ?').get(groupId) as GroupRow | undefined;
  if (!group) return ctx.fail(404, 'group_not_found', `The group with id ${groupId} does not exist.`);
  if (!isMember(ctx, groupId, ctx.user.id)) return ctx.fail(403, 'not_member', 'You are not a member of this group.');
  if (live && toBool(group.deleted)) return ctx.fail(409, 'group_deleted', 'The group is deleted.');
  return group;
}

export function personId(ctx: ApiContext, email: string): number {
  const person = ctx.personByEmail(email);
  if (!person) return ctx.fail(404, 'user_not_found', `There is no Splitwise user with the email ${email}.`);
  return person.id;
}

export function notify(ctx: ApiContext, userId: number, type: string, message: string, data: Record<string, unknown>): void {
  ctx.sql('INSERT INTO splitwise_notifications (id, user_id, type, message, data, read, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)').run(
    ctx.newId('notifications'), userId, type, message, JSON.stringify(data), ctx.now(),
  );
}

/**
 * Validates who pays and who owes, and returns each debtor's debt. Rules: the payer is not a
 * debtor; debtors are distinct; the caller takes part (payer or debtor); in a group, everyone is
 * a member. With `debt_amounts`, debt i belongs to debtor i and the debts may not add up to more
 * than the paid amount (the rest is the payer's own share). Without them, the amount is split
 * equally between the payer and the debtors, in whole cents, any leftover cent staying with the payer.
 */
export function splitDebts(
  ctx: ApiContext,
  input: { paid: number; payerId: number; debtorIds: number[]; amounts?: number[]; groupId: number | null },
): number[] {
  const { paid, payerId, debtorIds, amounts, groupId } = input;
  if (debtorIds.length === 0) return ctx.fail(422, 'no_debtors', 'Name at least one debtor (debtor_emails, or a group_id with other members).');
  if (new Set(debtorIds).size !== debtorIds.length) return ctx.fail(422, 'duplicate_debtor', 'A debtor is listed twice.');
  if (debtorIds.includes(payerId)) return ctx.fail(422, 'payer_is_debtor', 'The payer cannot also be a debtor.');
  if (payerId !== ctx.user.id && !debtorIds.includes(ctx.user.id)) return ctx.fail(422, 'not_involved', 'You must be the payer or one of the debtors.');
  if (groupId !== null && ![payerId, ...debtorIds].every((id) => isMember(ctx, groupId, id))) {
    return ctx.fail(422, 'not_group_member', 'The payer and every debtor must be members of the group.');
  }
  if (amounts !== undefined) {
    if (amounts.length !== debtorIds.length) return ctx.fail(422, 'debt_amounts_mismatch', 'Give one debt amount per debtor, in the same order.');
    const debts = amounts.map(round2);
    if (round2(debts.reduce((a, b) => a + b, 0)) > round2(paid)) return ctx.fail(422, 'debts_exceed_paid_amount', 'The debts add up to more than the paid amount.');
    return debts;
  }
  const part = Math.floor((paid * 100) / (debtorIds.length + 1)) / 100;
  return debtorIds.map(() => part);
}

/**
 * What everyone owes `personId` (positive) or is owed by them (negative), from live expenses
 * and payments; `groupId` limits it to one group.
 */
export function balancesOf(ctx: ApiContext, who: number, groupId?: number): Map<number, number> {
  const scope = groupId === undefined ? '' : ' AND group_id = ?';
  const extra = groupId === undefined ? [] : [groupId];
  const totals = new Map<number, number>();
  const add = (other: number, value: number) => totals.set(other, (totals.get(other) ?? 0) + value);
  const shares = ctx.sql(`SELECT e.payer_id, s.debtor_id, s.share_amount FROM splitwise_expense_shares s JOIN splitwise_expenses e ON e.id = s.expense_id
    WHERE e.deleted = 0 AND (e.payer_id = ? OR s.debtor_id = ?)${scope.replace('group_id', 'e.group_id')}`).all(who, who, ...extra) as { payer_id: number; debtor_id: number; share_amount: number }[];
  for (const s of shares) {
    if (s.payer_id === who) add(s.debtor_id, s.share_amount);
    else add(s.payer_id, -s.share_amount);
  }
  const payments = ctx.sql(`SELECT payer_id, receiver_id, amount FROM splitwise_payments WHERE deleted = 0 AND (payer_id = ? OR receiver_id = ?)${scope}`).all(who, who, ...extra) as {
    payer_id: number; receiver_id: number; amount: number;
  }[];
  for (const p of payments) {
    if (p.payer_id === who) add(p.receiver_id, p.amount);
    else add(p.payer_id, -p.amount);
  }
  for (const [other, value] of totals) totals.set(other, round2(value));
  return totals;
}

export function expenseView(ctx: ApiContext, row: ExpenseRow) {
  const shares = ctx.sql('SELECT debtor_id, share_amount FROM splitwise_expense_shares WHERE expense_id = ? ORDER BY id').all(row.id) as { debtor_id: number; share_amount: number }[];
  return {
    expense_id: row.id,
    group_id: row.group_id,
    description: row.description,
    paid_amount: row.paid_amount,
    payer: personRef(ctx, row.payer_id),
    creator: personRef(ctx, row.creator_id),
    shares: shares.map((s) => ({ debtor: personRef(ctx, s.debtor_id), debt_amount: s.share_amount })),
    deleted: toBool(row.deleted),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An expense the caller may see: they created, paid or owe in it, or belong to its group. */
export function visibleExpense(ctx: ApiContext, id: number): ExpenseRow {
  const row = ctx.sql('SELECT * FROM splitwise_expenses WHERE id = ?').get(id) as ExpenseRow | undefined;
  const me = ctx.user.id;
  const visible =
    row &&
    (row.creator_id === me || row.payer_id === me ||
      ctx.sql('SELECT 1 FROM splitwise_expense_shares WHERE expense_id = ? AND debtor_id = ?').get(id, me) ||
      (row.group_id !== null && isMember(ctx, row.group_id, me)));
  if (!row || !visible) return ctx.fail(404, 'expense_not_found', `The expense with id ${id} does not exist.`);
  return row;
}
