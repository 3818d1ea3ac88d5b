/**
 * "Email Felix the order" tells him the order: by its number, or by what was ordered (s12 world12,
 * unrequested_value). A text the app words itself that must contain an order's id, where the
 * user's words ask for no number, id or code, may name the order by its product instead: the id
 * leaves the rule's `contains` and joins the product's names in its `mentions_one`. Where the user
 * asks for "the order number" (in the step's message or in the app's intention), the id stays demanded.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { idAsked, sideChannel } from '../../../src/suite/user-words.ts';
import type { Obj } from './types.ts';
import type { FreeDef } from './checks.ts';

export function withOrderTold(task: TaskInput, episode: string, orderId: string, product: readonly string[]): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    if (e.id !== episode) return e;
    // The app's intention counts as the user's words too: "one button that … emails my sister
    // the order number" asks the number of every order the button places (s13 beside13).
    const intention = task.apps.find((a) => a.slot === (e.slot ?? 'A'))?.intention ?? '';
    const texts = [intention, e.message ?? ''].filter((t) => t !== '');
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      const free = ((a.free ?? []) as unknown as FreeDef[]).map((rule) => {
        const channel = sideChannel(rule.app, rule.field);
        if (!channel || typeof rule.constraint !== 'object' || !('contains' in rule.constraint) || !rule.constraint.contains.includes(orderId)) return rule;
        if (idAsked(texts, channel)) return rule;
        const rest = rule.constraint.contains.filter((part) => part !== orderId);
        changed = true;
        return {
          ...rule,
          constraint: rest.length > 0 ? { ...rule.constraint, contains: rest } : ('any' as const),
          mentions_one: [...new Set([orderId, ...product, ...(rule.mentions_one ?? [])])],
          why: 'the user asks the email to tell the order, not its number: it names the order by its number or by what was ordered',
        };
      });
      return { ...a, free };
    });
    return { ...e, assertions: assertions as typeof e.assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
