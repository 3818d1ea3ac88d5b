import type { EpisodeSpec } from '../../schemas/task.ts';
import type { SurfaceAction, SurfaceInput } from '../../runtime/types.ts';
import type { InputFlows } from './data-flow.ts';
import { normalizeText } from '../check/match.ts';

const slug = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

function keyMatches(key: string, input: { name: string; label: string }): boolean {
  const k = slug(key);
  const name = slug(input.name);
  const label = slug(input.label);
  if (k === name || k === label || (k.length >= 3 && (label.includes(k) || name.includes(k)))) return true;
  // "new_title" fills an input named "title"; "due_date" one named "due" (whole word parts only).
  return name.length >= 3 && (k.endsWith(`_${name}`) || k.startsWith(`${name}_`));
}

/**
 * The input a value goes to, for one of its names: first one matched exactly (by name, label,
 * or an API argument its value flows into), then one matched loosely by the same three.
 */
function findInput(alias: string, candidates: readonly SurfaceInput[], flows: ReadonlyMap<string, readonly string[]> | undefined): SurfaceInput | undefined {
  const k = slug(alias);
  // Flows are `app.api.argument`; a key names the argument.
  const argsOf = (input: SurfaceInput) => (flows?.get(input.name) ?? []).map((flow) => flow.slice(flow.lastIndexOf('.') + 1));
  const exact = candidates.find((i) => k === slug(i.name) || k === slug(i.label) || argsOf(i).some((arg) => slug(arg) === k));
  if (exact) return exact;
  // Loose by argument: "new_title" → an input whose value flows into `title` (whole word parts only).
  return candidates.find((i) => keyMatches(alias, i) || argsOf(i).some((arg) => keyMatches(alias, { name: arg, label: '' })));
}

export interface Choice {
  action: SurfaceAction;
  inputs: Record<string, unknown>;
  score: number;
}

/**
 * The operator's documented rule for picking and filling an action (docs/decisions.md):
 * score = 3 per episode value whose key (or one of its `|`-separated aliases) matches one of the
 *   action's inputs (by name, label, or the API argument its value flows into in the plan,
 *   see `inputFlows`; exact matches before loose ones)
 * + 2 per action-hint word found in the action's id or label
 * + 1 when the action has a `request` input and the episode carries a message.
 * The highest score wins; ties go to the action shown first. Inputs are filled from matching
 * values; the message always goes to the `request` input; other inputs keep their defaults.
 */
export function chooseAction(actions: readonly SurfaceAction[], episode: EpisodeSpec, flows?: InputFlows): Choice | undefined {
  let best: Choice | undefined;
  for (const action of actions) {
    const inputs: Record<string, unknown> = {};
    let score = 0;
    for (const [key, value] of Object.entries(episode.values)) {
      // "description|what_for": alternative names for the same value, tried in order.
      const aliases = key.split('|').filter(Boolean);
      const candidates = action.inputs.filter((i) => i.name !== 'request' && !(i.name in inputs));
      const input = aliases.map((alias) => findInput(alias, candidates, flows?.get(action.id))).find(Boolean);
      if (input && !(input.name in inputs)) {
        inputs[input.name] = value;
        score += 3;
      }
    }
    const words = `${slug(action.id)} ${slug(action.label)}`;
    for (const hint of episode.action_hint) if (words.includes(slug(hint))) score += 2;
    const request = action.inputs.find((i) => i.name === 'request');
    if (request && episode.message !== undefined) {
      inputs.request = episode.message;
      score += 1;
    }
    if (!best || score > best.score) best = { action, inputs, score };
  }
  return best;
}
