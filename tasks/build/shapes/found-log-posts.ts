/**
 * Found-log steps on a thing an app posts or places for me (a review, a question, an order, a
 * label): the step that makes it and captures its id, and taking it back by that id, as an
 * action and a step. Amazon's, Spotify's and Gmail's cases share them.
 */
import { input } from '../kit/package.ts';
import type { FreeDef } from '../kit/checks.ts';
import { at, type Allow, type Obj, type Op, type Values, type Value } from '../kit/types.ts';
import type { ActSpec, StepDef } from './found-log.ts';

/** A step that inserts one row and captures its id: the row is read back by it, and the user sees it. */
export interface PostStep {
  message: string;
  values: Values;
  hint: string[];
  /** The name the new row's id is captured under (`reviewId`) and its `app.table`. */
  capture: [name: string, table: string];
  call: [api: string, args: Obj];
  /** What the inserted change must match, and the fields the row must hold. */
  where: Obj;
  fields: Obj;
  alsoAllow?: Allow[];
  mutations: number;
  /** What the user must see besides the new id (shown last). */
  show: Value[];
  free?: FreeDef[];
}

export function postStep(s: PostStep): StepDef {
  const [name, table] = s.capture;
  const [app, rows] = at(table);
  const id = `$${name}`;
  return {
    message: s.message, values: s.values, hint: s.hint, captures: { [name]: { app, table: rows } }, calls: [s.call],
    changes: [[table, 'inserted', s.where]], records: [[table, { id }, s.fields]], alsoAllow: s.alsoAllow, mutations: s.mutations, show: [...s.show, id], free: s.free,
  };
}

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

/** The action that takes the thing back by the id the user types, and the step that checks it (one call, its row deleted or marked). */
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
