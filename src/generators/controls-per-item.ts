/**
 * form_per_item (issue #29 item 6), a control that must pass: the oracle's app where an action
 * that takes the id of a record the app lists becomes a button (or a small form) on each row of
 * that list, instead of one form with an id field. The row fills the id from its own item (a
 * list's `actions`, docs/decisions.md), so the user acts on a record by finding its row.
 *
 * An action is reshaped when every required id input it has (and any input its plan updates an
 * item by) finds its value in one collection of the app: the collection's key, when the plan
 * updates or removes the item by the input, or a field some plan appends from the response field
 * the input is passed as (`task_id` of a created to-do kept as `items.id`). Anything else stays
 * the oracle's.
 */
import { transformed } from './controls.ts';

type Obj = Record<string, any>;

const WHOLE_INPUT = /^\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
/** `{{bind.field}}` alone: the field of a bound response a value is taken from. */
const WHOLE_BIND_FIELD = /^\{\{\s*[A-Za-z_][A-Za-z0-9_]*\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
const MAX_DEPTH = 16;

export const actionsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);
export const viewsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.views) ? pkg.views : []);
const componentsOf = (view: Obj): Obj[] => (Array.isArray(view.components) ? view.components : []);

/** Every step of a plan, nested `for_each` steps included. */
export function stepsOf(steps: unknown, depth = 0, out: Obj[] = []): Obj[] {
  if (!Array.isArray(steps) || depth > MAX_DEPTH) return out;
  for (const step of steps) {
    if (step === null || typeof step !== 'object') continue;
    out.push(step as Obj);
    stepsOf((step as Obj).steps, depth + 1, out);
  }
  return out;
}

/** The input a template takes whole (`{{inputs.x}}`), if it is one. */
const wholeInput = (value: unknown): string | undefined => (typeof value === 'string' ? WHOLE_INPUT.exec(value)?.[1] : undefined);

/** Per collection and field, the API response fields its values are appended from (`{{todo.task_id}}` → task_id). */
function fieldSources(pkg: Obj): Map<string, Map<string, Set<string>>> {
  const collections: Obj = pkg.state?.collections ?? {};
  const out = new Map<string, Map<string, Set<string>>>();
  for (const action of actionsOf(pkg)) {
    for (const step of stepsOf(action.plan)) {
      if (typeof step.append !== 'string' || !(step.append in collections) || step.item === null || typeof step.item !== 'object') continue;
      const fields = out.get(step.append) ?? new Map<string, Set<string>>();
      for (const [field, value] of Object.entries(step.item as Obj)) {
        const source = typeof value === 'string' ? WHOLE_BIND_FIELD.exec(value)?.[1] : undefined;
        if (source === undefined) continue;
        fields.set(field, (fields.get(field) ?? new Set<string>()).add(source));
      }
      out.set(step.append, fields);
    }
  }
  return out;
}

/**
 * Where an input finds its value on a row of `collection`: the key, when the plan updates or
 * removes the item by the input; else a field appended from the response field the input is
 * passed as (an API argument of the same name).
 */
function rowField(action: Obj, input: string, collection: string, collections: Obj, sources: Map<string, Map<string, Set<string>>>): string | undefined {
  const steps = stepsOf(action.plan);
  for (const step of steps) {
    const target = typeof step.update === 'string' ? step.update : typeof step.remove === 'string' ? step.remove : undefined;
    if (target === collection && wholeInput(step.key_value) === input) return String(collections[collection].key);
  }
  const args = new Set(steps.flatMap((step) => (typeof step.call === 'string' && step.args && typeof step.args === 'object' ? Object.entries(step.args as Obj).filter(([, v]) => wholeInput(v) === input).map(([arg]) => arg) : [])));
  for (const [field, from] of sources.get(collection) ?? []) if ([...from].some((name) => args.has(name))) return field;
  return undefined;
}

/** The inputs a plan updates or removes an item of `collection` by. */
function keyInputs(action: Obj, collection: string): string[] {
  return stepsOf(action.plan).flatMap((step) => ((step.update ?? step.remove) === collection ? [wholeInput(step.key_value)].filter((x): x is string => x !== undefined) : []));
}

/** A list line showing every field of an item (for a collection the views do not list yet). */
const itemLine = (fields: Obj, key: string): string => {
  const others = Object.keys(fields).filter((f) => f !== key);
  return `${others.map((f) => `{{item.${f}}}`).join(' · ')}${others.length > 0 ? ' ' : ''}(#{{item.${key}}})`;
};

/**
 * Rewrites the package in place; returns the ids of the actions it moved onto rows.
 * Exported for tests.
 */
export function formPerItem(pkg: Obj): string[] {
  const collections: Obj = pkg.state?.collections ?? {};
  const sources = fieldSources(pkg);
  const forms = new Set(viewsOf(pkg).flatMap((v) => componentsOf(v).filter((c) => c.type === 'form').map((c) => c.action as string)));
  const moved: string[] = [];
  for (const action of actionsOf(pkg)) {
    if (!forms.has(action.id) || !Array.isArray(action.plan)) continue;
    const inputs: Obj[] = (Array.isArray(action.inputs) ? action.inputs : []).filter((i: Obj) => typeof i.name === 'string' && i.type !== 'list' && i.type !== 'boolean');
    const ids = inputs.filter((i) => i.required === true && /(^|_)id$/.test(i.name)).map((i) => String(i.name));
    if (ids.length === 0) continue;
    // The one collection every id input finds its value in, with the inputs its items are updated by.
    const found = Object.keys(collections).flatMap((collection) => {
      const names = [...new Set([...ids, ...keyInputs(action, collection).filter((n) => inputs.some((i) => i.name === n))])];
      const bind = Object.fromEntries(names.map((n) => [n, rowField(action, n, collection, collections, sources)]));
      return Object.values(bind).every((f) => f !== undefined) ? [{ collection, bind: bind as Record<string, string> }] : [];
    });
    if (found.length === 0) continue;
    const { collection, bind } = found[0] as { collection: string; bind: Record<string, string> };
    const key = String(collections[collection].key);
    const row = { action: action.id, bind };
    let listed = false;
    for (const view of viewsOf(pkg)) {
      for (const c of componentsOf(view)) {
        if (c.type !== 'list' || c.collection !== collection) continue;
        c.actions = [...(Array.isArray(c.actions) ? c.actions : []), structuredClone(row)];
        listed = true;
      }
    }
    for (const view of viewsOf(pkg)) {
      view.components = componentsOf(view).flatMap((c) => {
        if (c.type !== 'form' || c.action !== action.id) return [c];
        if (listed) return [];
        // The first form's place shows the list with the row buttons.
        listed = true;
        return [{ type: 'list', collection, item: itemLine(collections[collection].fields ?? {}, key), empty: '', actions: [structuredClone(row)] }];
      });
    }
    moved.push(action.id);
  }
  return moved;
}

export const formPerItemControl = transformed('form_per_item', 'Passing control: an action on a listed record is a button on its row', (pkg) => {
  formPerItem(pkg);
});
