/**
 * A payment funded another way than the reference's (issue #30, s16 apis: unrequested_value).
 *
 * "Pay Aisha back $40": the user names no funding source. The reference pays from the Venmo
 * balance (the sender's balance drops by 40, the payment names no card); an app may pay the same
 * 40 from one of the user's payment cards (the card's balance drops by 40, the payment names the
 * card, the Venmo balance stays). Where the task declares `funding`, such a candidate change set is
 * read as the reference's way before the comparison: the card's drop becomes the sender's drop
 * the reference made, and the payment's card field the reference's null. Anything else (another
 * amount, a card the balance of which moves by another sum, a balance moved as well) is left as
 * it is, and the comparison reports it.
 */
import type { Diff, TableChange } from '../../schemas/world.ts';
import type { Funding } from '../../schemas/task.ts';
import { valuesEqual } from './match.ts';

type Row = Record<string, unknown>;

const tableOf = (changes: Diff, ref: { app: string; table: string }): TableChange | undefined => changes.find((c) => c.app === ref.app && c.table === ref.table);
const drop = (before: unknown, after: unknown): number | undefined => (typeof before === 'number' && typeof after === 'number' ? Math.round((before - after) * 100) / 100 : undefined);

/** The candidate's changes, with a card-funded payment read as the reference's balance-funded one where it is one. */
export function asReferenceFunding(candidate: Diff, reference: Diff, funding: Funding): Diff {
  const { payment, balance, card } = funding;
  const refPayments = (tableOf(reference, payment)?.inserted ?? []).filter((r) => r[payment.card_field] === null || r[payment.card_field] === undefined);
  const refBalance = tableOf(reference, balance)?.updated ?? [];
  const candCards = tableOf(candidate, card)?.updated ?? [];
  const candBalance = tableOf(candidate, balance)?.updated ?? [];
  let changes = candidate;
  for (const ref of refPayments) {
    const amount = Number(ref[payment.amount]);
    // The reference's sender: the balance row that drops by the amount.
    const sender = refBalance.find((u) => drop(u.before[balance.field], u.after[balance.field]) === amount);
    if (!sender) continue;
    // The app left the sender's balance as it was.
    if (candBalance.some((u) => u.id === sender.id && Object.hasOwn(u.after, balance.field))) continue;
    const paid = (tableOf(changes, payment)?.inserted ?? []).find((r) => typeof r[payment.card_field] === 'number' && valuesEqual(r[payment.amount], amount));
    if (!paid) continue;
    const cardRow = candCards.find((u) => u.id === paid[payment.card_field] && drop(u.before[card.field], u.after[card.field]) === amount && Object.keys(u.after).length === 1);
    if (!cardRow) continue;
    changes = changes
      .map((t): TableChange => {
        if (t.app === card.app && t.table === card.table) return { ...t, updated: t.updated.filter((u) => u !== cardRow) };
        if (t.app === payment.app && t.table === payment.table) return { ...t, inserted: t.inserted.map((r): Row => (r === paid ? { ...r, [payment.card_field]: null } : r)) as TableChange['inserted'] };
        return t;
      })
      .filter((t) => t.inserted.length + t.updated.length + t.deleted.length > 0);
    const owner = tableOf(changes, balance);
    const moved = { id: sender.id, before: { [balance.field]: sender.before[balance.field] }, after: { [balance.field]: sender.after[balance.field] } };
    changes = owner
      ? changes.map((t) => (t === owner ? { ...t, updated: [...t.updated, moved].sort((a, b) => a.id - b.id) } : t))
      : [...changes, { app: balance.app, table: balance.table, inserted: [], updated: [moved], deleted: [] }];
  }
  return changes;
}
