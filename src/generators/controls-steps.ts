/**
 * Controls that must pass: the oracle's apps reshaped into multi-step forms a correct app may
 * take (issue #29 item 2). Each is a mechanical transformation of the reference packages; an app
 * it cannot reshape (no write, no named record) stays the oracle's.
 *
 * | control          | what it does                                                        |
 * |------------------|---------------------------------------------------------------------|
 * | confirm_step     | a write only stages its inputs and asks; a "Confirm" button does it |
 * | confirm_box      | each write form has a required "I confirm this change" checkbox     |
 * | search_then_pick | a named record is first found by a search form, then picked by its  |
 * |                  | shown number                                                        |
 */
import { findApi } from '../world/docs.ts';
import { transformed } from './controls.ts';

type Obj = Record<string, any>;

const MAX_DEPTH = 16;
const NAME_CHARS = 64;

const actionsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);
const viewsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.views) ? pkg.views : []);

/** Whether a plan calls an API that changes the world (looked up in the API declarations). */
export function planWrites(steps: unknown, depth = 0): boolean {
  if (!Array.isArray(steps) || depth > MAX_DEPTH) return false;
  return steps.some((step: Obj) => {
    if (step === null || typeof step !== 'object') return false;
    if (Array.isArray(step.steps) && planWrites(step.steps, depth + 1)) return true;
    if (typeof step.call !== 'string') return false;
    const [app = '', api = ''] = step.call.split('.');
    return (findApi(app, api)?.changes.length ?? 0) > 0;
  });
}

/** A write action: a plan that changes the world, or an app-side agent (which may). */
const isWrite = (action: Obj) => action.agent !== undefined || planWrites(action.plan);

/** A name not yet taken among `taken`, at most 64 characters. */
function freshName(base: string, taken: Set<string>): string {
  let name = base.slice(0, NAME_CHARS);
  for (let n = 2; taken.has(name); n += 1) name = `${base.slice(0, NAME_CHARS - String(n).length - 1)}_${n}`;
  taken.add(name);
  return name;
}

/** Rewrites every `{{inputs.x…}}` in a plan to `{{state.<value>.x…}}` (the staged inputs). */
function fromStaged(value: unknown, staged: string, depth = 0): unknown {
  if (depth > 64) return value;
  if (typeof value === 'string') return value.replace(/(\{\{\s*)inputs\.([A-Za-z_][A-Za-z0-9_]*)/g, `$1state.${staged}.$2`);
  if (Array.isArray(value)) return value.map((v) => fromStaged(v, staged, depth + 1));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromStaged(v, staged, depth + 1)]));
  return value;
}

/** Puts `component` right after every form or button of `action` in the views. */
function placeAfter(pkg: Obj, action: string, component: Obj): void {
  for (const view of viewsOf(pkg)) {
    if (!Array.isArray(view.components)) continue;
    view.components = view.components.flatMap((c: Obj) => ((c.type === 'form' || c.type === 'button') && c.action === action ? [c, structuredClone(component)] : [c]));
  }
}

/** The action ids and state names a package already uses (its state made present), so added ones do not clash. */
function namesInUse(pkg: Obj): { taken: Set<string>; stateNames: Set<string> } {
  pkg.state ??= {};
  pkg.state.values ??= {};
  pkg.state.collections ??= {};
  return { taken: new Set(actionsOf(pkg).map((a) => String(a.id))), stateNames: new Set([...Object.keys(pkg.state.values), ...Object.keys(pkg.state.collections)]) };
}

/**
 * confirm_step: each write plan action keeps its form, but a submit only stages its inputs in the
 * app's state and shows a summary asking to confirm; a new "Confirm: <label>" button runs the
 * original plan on the staged inputs and clears them.
 */
export const confirmStep = transformed('confirm_step', 'Passing control: every write is confirmed in a second step', (pkg) => {
  const { taken, stateNames } = namesInUse(pkg);
  const added: Obj[] = [];
  for (const action of actionsOf(pkg)) {
    if (!Array.isArray(action.plan) || !planWrites(action.plan)) continue;
    const staged = freshName(`pending_${action.id}`, stateNames);
    const inputs: Obj[] = Array.isArray(action.inputs) ? action.inputs : [];
    pkg.state.values[staged] = { type: 'json', default: null };
    const confirm = freshName(`confirm_${action.id}`, taken);
    added.push({
      id: confirm,
      label: `Confirm: ${action.label}`,
      inputs: [],
      goal: `Carry out the staged "${action.label}": ${action.goal}`,
      services: action.services ?? [],
      plan: [...(fromStaged(action.plan, staged) as Obj[]), { set: staged, value: null }],
    });
    const summary = inputs.map((i) => `${i.label}: {{inputs.${i.name}}}`).join('; ');
    action.plan = [
      { set: staged, value: Object.fromEntries(inputs.map((i) => [i.name, `{{inputs.${i.name}}}`])) },
      { message: `Please review — ${action.label}${summary ? ` (${summary})` : ''}. Press "Confirm: ${action.label}" to go ahead.` },
    ];
    placeAfter(pkg, action.id, { type: 'button', action: confirm });
  }
  pkg.actions = [...actionsOf(pkg), ...added];
});

/** confirm_box: each write action gets a required "I confirm this change" checkbox; nothing else changes. */
export const confirmBox = transformed('confirm_box', 'Passing control: each write form has a required confirmation box', (pkg) => {
  const forms = new Set(viewsOf(pkg).flatMap((v) => (Array.isArray(v.components) ? v.components : []).filter((c: Obj) => c.type === 'form').map((c: Obj) => c.action)));
  for (const action of actionsOf(pkg)) {
    // A button has no field to tick: only forms get the box.
    if (!isWrite(action) || !forms.has(action.id)) continue;
    const inputs: Obj[] = Array.isArray(action.inputs) ? action.inputs : [];
    const name = freshName('confirmed', new Set(inputs.map((i) => String(i.name))));
    action.inputs = [...inputs, { name, label: 'I confirm this change', type: 'boolean', required: true }];
  }
});

const WHOLE_INPUT = /^\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

/** Every string in a value, rewritten by `edit`. */
function mapStrings(value: unknown, edit: (text: string) => string, depth = 0): unknown {
  if (depth > 64) return value;
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, edit, depth + 1));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, edit, depth + 1)]));
  return value;
}

/**
 * The one top-level search of a write plan whose first result's id feeds the rest: `search_x`
 * with an argument taken whole from an input, bound as `b`, and `{{b.0.<thing>_id}}` used later.
 */
function namedSearch(plan: Obj[]): { at: number; bind: string; idField: string; queryInputs: string[] } | undefined {
  const searches = plan.map((step, at) => ({ step, at })).filter(({ step }) => typeof step?.call === 'string' && /\.search_/.test(step.call) && typeof step.bind === 'string');
  if (searches.length !== 1) return undefined;
  const { step, at } = searches[0] as { step: Obj; at: number };
  const queryInputs = Object.values(step.args ?? {}).flatMap((v) => (typeof v === 'string' ? [WHOLE_INPUT.exec(v)?.[1]].filter((x): x is string => x !== undefined) : []));
  const later = JSON.stringify(plan.slice(at + 1));
  const idField = new RegExp(`\\{\\{\\s*${step.bind}\\.0\\.([a-z_]+_id)\\s*\\}\\}`).exec(later)?.[1];
  if (queryInputs.length === 0 || idField === undefined) return undefined;
  return { at, bind: step.bind, idField, queryInputs };
}

/**
 * search_then_pick: a write that looks the user's named record up by a search and acts on its
 * first result becomes two steps. A "<label> (step 1 of 2)" form takes the search words, runs the search, keeps
 * its results and shows the first one with its number, asking to pick it; the action's own form
 * takes "Which one (number)" instead of searching, and its plan uses the picked number (the other
 * result fields from the kept results). Actions without such a search stay as they are.
 */
export const searchThenPick = transformed('search_then_pick', 'Passing control: the named record is found by a search, then picked', (pkg) => {
  const { taken, stateNames } = namesInUse(pkg);
  const added: { before: string; action: Obj }[] = [];
  const forms = new Set(viewsOf(pkg).flatMap((v) => (Array.isArray(v.components) ? v.components : []).filter((c: Obj) => c.type === 'form').map((c: Obj) => c.action)));
  for (const action of actionsOf(pkg)) {
    const plan: Obj[] = Array.isArray(action.plan) ? action.plan : [];
    if (!forms.has(action.id) || !planWrites(plan)) continue;
    const search = namedSearch(plan);
    if (!search) continue;
    const inputs: Obj[] = Array.isArray(action.inputs) ? action.inputs : [];
    const kept = freshName(`found_${action.id}`, stateNames);
    pkg.state.values[kept] = { type: 'json', default: null };
    // The first step says what it is the start of, in the action's own words (a person starts
    // "Save for later" at its step 1); its goal ends with the action's goal.
    const find = freshName(`${action.id}_first`, taken);
    const query = search.queryInputs[0] as string;
    added.push({
      before: action.id,
      action: {
        id: find,
        label: `${action.label} (step 1 of 2)`,
        inputs: inputs.filter((i) => search.queryInputs.includes(i.name)).map((i) => structuredClone(i)),
        goal: `Step 1: find the record by the words given and show it to be picked. Then: ${action.goal}`,
        services: action.services ?? [],
        plan: [
          structuredClone(plan[search.at]),
          { set: kept, value: `{{${search.bind}}}` },
          { message: `Found {{inputs.${query}}}: number {{${search.bind}.0.${search.idField}}}. Pick it below to continue.` },
        ],
      },
    });
    const which = freshName('which_one', new Set(inputs.map((i) => String(i.name))));
    const bindRef = new RegExp(`(\\{\\{\\s*)${search.bind}(?![A-Za-z0-9_])`, 'g');
    const idRef = new RegExp(`\\{\\{\\s*${search.bind}\\.0\\.${search.idField}\\s*\\}\\}`, 'g');
    const rest = mapStrings(
      plan.filter((_, at) => at !== search.at),
      (text) => text.replace(idRef, `{{inputs.${which}}}`).replace(bindRef, `$1state.${kept}`),
    ) as Obj[];
    // Inputs only the search used move to the Find form.
    const still = JSON.stringify(rest);
    action.inputs = [...inputs.filter((i) => still.includes(`inputs.${i.name}`)), { name: which, label: 'Which one (number)', type: 'number', required: true }];
    action.plan = rest;
  }
  for (const { before, action } of added) {
    for (const view of viewsOf(pkg)) {
      if (!Array.isArray(view.components)) continue;
      view.components = view.components.flatMap((c: Obj) => (c.type === 'form' && c.action === before ? [{ type: 'form', action: action.id }, c] : [c]));
    }
  }
  pkg.actions = [...actionsOf(pkg), ...added.map((a) => a.action)];
});

export const stepControls = { confirm_step: confirmStep, confirm_box: confirmBox, search_then_pick: searchThenPick } as const;
