/**
 * A product moved between the user's wish list and cart may be picked from that list (issue #30,
 * s16 apis: one_api; rubric fidelity/2, Soundness: no particular API where another has the same
 * effect).
 *
 * "Move one into the cart by name": the reference finds the product in the catalogue by the typed
 * name (`amazon.search_products.query`) and moves it by id. An app that reads the wish list (or
 * the cart) and lets the user pick the named item there moves the same product, yet its input
 * reaches no search: `show_wish_list` and `show_cart` take no query, so the picked item's id goes
 * straight to the move. Where the reference moves a found product between the two lists, an input
 * check that takes `search_products.query` also takes the move's `product_id` (an input that picks
 * the item), and an action check that takes `search_products` also takes the moves. The world
 * checks (which product, which list) are unchanged.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { allSteps } from './changes-shown.ts';
import type { Json, Obj } from './types.ts';

const SEARCH = 'amazon.search_products';
const MOVES = ['amazon.move_product_from_wish_list_to_cart', 'amazon.move_product_from_cart_to_wish_list'];

/** The moves a slot's reference makes on a product it found by search (its id bound whole). */
function movesOfFound(pkg: Obj | undefined): string[] {
  const out = new Set<string>();
  for (const action of (pkg?.actions ?? []) as Obj[]) {
    const steps = allSteps(Array.isArray(action.plan) ? (action.plan as Json[]) : []);
    const binds = steps.filter((s) => s.call === SEARCH && typeof s.bind === 'string').map((s) => String(s.bind));
    for (const s of steps) {
      const id = ((s.args ?? {}) as Obj).product_id;
      if (MOVES.includes(String(s.call)) && typeof id === 'string' && binds.some((b) => new RegExp(`^\\{\\{\\s*${b}\\.0\\.product_id\\s*\\}\\}$`).test(id))) out.add(String(s.call));
    }
  }
  return [...out];
}

/**
 * Widens an episode's first-screen checks where its slot's reference acts on a record it found
 * by search: an input check that takes `<search>.query` also takes each write's `<idField>` (an
 * input that picks the record), and an action check that takes the search also takes the writes.
 * Shared by list-pick (products) and feed-pick (Venmo payments).
 */
export function withPickNames(task: TaskInput, search: string, writesOf: (pkg: Obj | undefined) => string[], idField: string): TaskInput {
  const refs = task.reference as Record<string, { package?: Obj } | undefined>;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const slot = (e as { slot?: string }).slot ?? 'A';
    const writes = writesOf(refs[slot]?.package);
    if (writes.length === 0) return e;
    const args = writes.map((w) => `${w}.${idField}`);
    let touched = false;
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      const names = (a.names ?? []) as string[];
      if (a.type === 'input_available' && names.includes(`${search}.query`) && !args.every((x) => names.includes(x))) {
        touched = true;
        return { ...a, names: [...names, ...args.filter((x) => !names.includes(x))] };
      }
      if (a.type === 'action_available' && names.includes(search) && !writes.every((x) => names.includes(x))) {
        touched = true;
        return { ...a, names: [...names, ...writes.filter((x) => !names.includes(x))] };
      }
      return a;
    });
    if (!touched) return e;
    changed = true;
    return { ...e, assertions } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}

export const withListPick = (task: TaskInput): TaskInput => withPickNames(task, SEARCH, movesOfFound, 'product_id');
