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
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

const FUNDING = {
  payment: { app: 'venmo', table: 'transactions', amount: 'amount', card_field: 'payment_card_id' },
  balance: { app: 'venmo', table: 'users', field: 'balance' },
  card: { app: 'supervisor', table: 'payment_cards', field: 'balance' },
};
const SAYS_FUNDING = /\b(card|cards|balance|visa|mastercard|debit|credit)\b/i;

/** Whether the step may change a payment card: it sends Venmo money. */
const paysByVenmo = (assertions: readonly Obj[]): boolean =>
  assertions.some((a) => a.type === 'no_collateral' && ((a.allow ?? []) as Obj[]).some((x) => x.app === 'supervisor' && x.table === 'payment_cards')) &&
  assertions.some((a) => a.type === 'no_collateral' && ((a.allow ?? []) as Obj[]).some((x) => x.app === 'venmo' && x.table === 'transactions' && ((x.ops ?? []) as string[]).includes('inserted')));

export function withCardFunding(task: TaskInput): TaskInput {
  const apps = task.apps as { slot: string; intention: string; requirements?: string[] }[];
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const slot = (e as { slot?: string }).slot ?? 'A';
    const app = apps.find((a) => a.slot === slot);
    const words = [app?.intention ?? '', ...(app?.requirements ?? []), ...task.episodes.filter((x) => ((x as { slot?: string }).slot ?? 'A') === slot).map((x) => String((x as { message?: string }).message ?? ''))].join(' ');
    const assertions = (e.assertions ?? []) as Obj[];
    if (SAYS_FUNDING.test(words) || !paysByVenmo(assertions)) return e;
    let touched = false;
    const next = assertions.map((a) => {
      if (a.type !== 'world_matches_reference' || a.funding !== undefined) return a;
      touched = true;
      return { ...a, funding: FUNDING };
    });
    if (!touched) return e;
    changed = true;
    return { ...e, assertions: next } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
