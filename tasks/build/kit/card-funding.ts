/**
 * A Venmo payment the user never said how to fund may come from a card (issue #30, s16 apis:
 * unrequested_value; rubric fidelity/2, Soundness: no value the user did not ask for).
 *
 * "Pay Aisha back $40": the reference pays from the Venmo balance, and the world check pinned the
 * payment's `payment_card_id` to null and the sender's balance drop. An app that pays the same 40
 * to Aisha from one of the user's payment cards made the same payment. Where a step may change
 * `supervisor.payment_cards` (it sends Venmo money) and the user's words for the app say nothing of
 * a card or the balance, the step's world check declares `funding`: the card's drop stands for the
 * balance's (src/stages/check/funding.ts). Amount, receiver and every other field stay checked.
 *
 * s17 (shared.payment-splitwise-settle, "Pay my sister Chloe back on Venmo" / "Send $180"): the
 * same holds for every Venmo payment step, single, shared or service, not only the multi ones whose
 * collateral check already admitted the cards. A step that sends Venmo money (its collateral check
 * admits a new payment and the users' balances) and whose world check is the reference's also
 * admits one card updated in its collateral check; the world check's `funding` holds that card's
 * drop to the amount. A greeting card ("the birthday card") is not a word for how to pay.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

const FUNDING = {
  payment: { app: 'venmo', table: 'transactions', amount: 'amount', card_field: 'payment_card_id' },
  balance: { app: 'venmo', table: 'users', field: 'balance' },
  card: { app: 'supervisor', table: 'payment_cards', field: 'balance' },
};
const SAYS_FUNDING = /\b(card|cards|balance|visa|mastercard|debit|credit)\b/i;
/** A card that is a thing bought or given, not a way to pay. */
const GREETING_CARD = /\b(birthday|greeting|thank[- ]you|get[- ]well|holiday|christmas|wedding|anniversary|sympathy|post)[- ]?cards?\b/gi;
const saysFunding = (words: string): boolean => SAYS_FUNDING.test(words.replace(GREETING_CARD, ' '));
const CARD_UPDATED = { app: 'supervisor', table: 'payment_cards', ops: ['updated'] };

const allows = (a: Obj, app: string, table: string, op?: string): boolean =>
  a.type === 'no_collateral' && ((a.allow ?? []) as Obj[]).some((x) => x.app === app && x.table === table && (op === undefined || ((x.ops ?? []) as string[]).includes(op)));

/** Whether the step sends Venmo money: a new payment, and a card or the users' balances moved. */
const paysByVenmo = (assertions: readonly Obj[]): boolean =>
  assertions.some((a) => allows(a, 'venmo', 'transactions', 'inserted')) &&
  assertions.some((a) => allows(a, 'supervisor', 'payment_cards') || allows(a, 'venmo', 'users', 'updated'));

export function withCardFunding(task: TaskInput): TaskInput {
  const apps = task.apps as { slot: string; intention: string; requirements?: string[] }[];
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const slot = (e as { slot?: string }).slot ?? 'A';
    const app = apps.find((a) => a.slot === slot);
    const words = [app?.intention ?? '', ...(app?.requirements ?? []), ...task.episodes.filter((x) => ((x as { slot?: string }).slot ?? 'A') === slot).map((x) => String((x as { message?: string }).message ?? ''))].join(' ');
    const assertions = (e.assertions ?? []) as Obj[];
    if (saysFunding(words) || !paysByVenmo(assertions)) return e;
    if (!assertions.some((a) => a.type === 'world_matches_reference' && a.funding === undefined)) return e;
    const cardsAllowed = assertions.some((a) => allows(a, 'supervisor', 'payment_cards'));
    const next = assertions.map((a) => {
      if (a.type === 'world_matches_reference' && a.funding === undefined) return { ...a, funding: FUNDING };
      if (!cardsAllowed && allows(a, 'venmo', 'transactions', 'inserted')) return { ...a, allow: [...((a.allow ?? []) as Obj[]), CARD_UPDATED] };
      return a;
    });
    changed = true;
    return { ...e, assertions: next } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
