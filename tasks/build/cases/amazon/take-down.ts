/**
 * Taking back something an app posted or placed for me (a review, a question, an answer, an
 * order): the action that does it by the id the user gives, and the step that checks it. Amazon's
 * and Spotify's found-log cases share it; it has no `tasks()`.
 */
import { input } from '../../kit/package.ts';
import type { Allow, Op } from '../../kit/types.ts';
import type { ActSpec, StepDef } from '../../shapes/found-log.ts';

export interface TakeDownDef {
  id: string;
  label: string;
  goal: string;
  /** The call and its id argument (`product_review_id`), and the input the user types the id into. */
  api: string;
  arg: string;
  key: [name: string, label: string];
  bind?: string;
  /** The row it acts on, and how: deleted, or updated (a cancelled order stays, marked). */
  table: string;
  op?: Op;
  /** How the log names the thing, what was done, and what the app says. */
  name: string;
  what: string;
  say: string;
}

/** One episode of taking a thing back: what the user says, and what else the call may change. */
export interface TakeDownStep {
  message: string;
  /** The thing's id as captured earlier (`$reviewId`). */
  id: string;
  hint: string[];
  alsoAllow?: Allow[];
  mutations: number;
}

export function takeDown(d: TakeDownDef): { action: ActSpec; step: (s: TakeDownStep) => StepDef } {
  const [key, label] = d.key;
  const action: ActSpec = {
    id: d.id, label: d.label, goal: d.goal, inputs: [input(key, label, 'number')],
    calls: [[d.api, { [d.arg]: `{{inputs.${key}}}` }, d.bind]],
    ref: `{{inputs.${key}}}`, name: d.name, what: d.what, say: d.say,
  };
  const step = (s: TakeDownStep): StepDef => ({
    message: s.message, values: { [key]: s.id }, hint: s.hint,
    calls: [[d.api, { [d.arg]: s.id }]],
    changes: [[d.table, d.op ?? 'deleted', { id: s.id }]],
    alsoAllow: s.alsoAllow, mutations: s.mutations, show: [s.id],
  });
  return { action, step };
}
