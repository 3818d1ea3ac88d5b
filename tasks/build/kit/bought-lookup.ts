/**
 * A thing the user bought may be picked from their orders (issue #30, s16 fields: one_api; rubric
 * fidelity/2, Soundness: no particular API where another has the same effect).
 *
 * "Review things I bought on Amazon: pick the product", "start a return for a named item": the
 * reference finds the product by name with `amazon.search_products`, and the first screen was asked
 * for an input reaching `search_products.query`. An app that finds it in the user's order history
 * by the same name (`amazon.show_orders.query`, the text looked for in the names of ordered
 * products) reaches the same product and makes the same review, answer or return, yet had no
 * input the check took. Where the reference's app writes a record about a product the user holds
 * (a review, an answer, a return) and the user's words say it was bought ("bought", "ordered",
 * "purchase"), an input check that takes `search_products.query` takes `show_orders.query` too.
 * The world checks of the review, answer or return are unchanged.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import { allSteps } from './changes-shown.ts';
import type { Json, Obj } from './types.ts';

const SEARCH = 'amazon.search_products.query';
const ORDERS = 'amazon.show_orders.query';
/** The tables of records about a product the user holds. */
const HELD = ['amazon.product_reviews', 'amazon.product_answers', 'amazon.returns'];
const BOUGHT = /\b(bought|buy\w* (it|them)|ordered|order(s|ed)? online|purchase[sd]?|purchases)\b/i;

/** Whether the slot's reference calls an API that writes a record about a held product. */
function writesHeld(task: TaskInput, slot: string): boolean {
  const pkg = (task.reference as Record<string, { package?: Obj } | undefined>)[slot]?.package;
  return ((pkg?.actions ?? []) as Obj[]).some((action) =>
    (Array.isArray(action.plan) ? allSteps(action.plan as Json[]) : []).some((step) => {
      const [app = '', api = ''] = String(step.call ?? '').split('.');
      return (findApi(app, api)?.changes ?? []).some((table) => HELD.includes(table));
    }),
  );
}

export function withBoughtLookup(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const slot = (e as { slot?: string }).slot ?? 'A';
    const intention = (task.apps as { slot: string; intention: string }[]).find((a) => a.slot === slot)?.intention ?? '';
    const assertions = (e.assertions ?? []) as Obj[];
    if (!assertions.some((a) => a.type === 'input_available' && (a.names as string[]).includes(SEARCH) && !(a.names as string[]).includes(ORDERS))) return e;
    if (!BOUGHT.test(intention) || !writesHeld(task, slot)) return e;
    changed = true;
    return { ...e, assertions: assertions.map((a) => (a.type === 'input_available' && (a.names as string[]).includes(SEARCH) && !(a.names as string[]).includes(ORDERS) ? { ...a, names: [...(a.names as string[]), ORDERS] } : a)) };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
