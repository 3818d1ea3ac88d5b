import { isDeepStrictEqual } from 'node:util';
import type { AppState, FieldType, StateSpec } from '../schemas/package.ts';
import { describeOver, measureJson, preview } from './bounds.ts';
import { limits } from './limits.ts';

type Json = AppState['values'][string];

/** A state change the app's schema does not allow; ends the action. */
export class StateError extends Error {}

export function initialState(spec: StateSpec): AppState {
  const collections: AppState['collections'] = {};
  for (const name of Object.keys(spec.collections).sort()) collections[name] = [];
  const values: AppState['values'] = {};
  for (const name of Object.keys(spec.values).sort()) values[name] = (spec.values[name]?.default ?? null) as Json;
  return { collections, values };
}

/**
 * Fits a value to a declared field type. Lenient where a person would be (ids that arrive as
 * numbers fit string fields, "12" fits a number field); null always fits.
 */
export function coerceField(value: unknown, type: FieldType, where: string): Json {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'string':
      if (typeof value === 'string') {
        if (value.length > limits.stateStringChars) throw new StateError(`${where}: text longer than ${limits.stateStringChars} characters`);
        return value;
      }
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      break;
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
      break;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      break;
    case 'json': {
      // Measured first: a deep or huge value never reaches JSON.stringify.
      const caps = { maxDepth: limits.jsonDepth, maxChars: limits.stateJsonChars };
      const measure = measureJson(value, caps);
      if (!measure.ok) throw new StateError(`${where}: ${describeOver(measure, caps)}; a kept value may be at most ${limits.stateJsonChars} characters as JSON and ${limits.jsonDepth} levels deep`);
      return JSON.parse(JSON.stringify(value) ?? 'null') as Json;
    }
  }
  throw new StateError(`${where}: expected a ${type}, got ${preview(value)}`);
}

function collectionOf(state: AppState, spec: StateSpec, name: string) {
  const def = spec.collections[name];
  const items = state.collections[name];
  if (!def || !items) throw new StateError(`there is no collection "${name}"`);
  return { def, items };
}

function fitFields(fields: Readonly<Record<string, unknown>>, def: StateSpec['collections'][string], where: string): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [field, value] of Object.entries(fields)) {
    const type = def.fields[field];
    if (!type) throw new StateError(`${where}: unknown field "${field}"`);
    out[field] = coerceField(value, type, `${where}.${field}`);
  }
  return out;
}

function sameKey(a: unknown, b: unknown): boolean {
  // Keys compare as text so a playlist id kept as "123" still matches 123 from a response.
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/** Refuses a state whose serialized size is over `limits.stateChars`. */
export function checkStateSize(state: AppState): void {
  // Kept values are at most jsonDepth deep; the state adds four levels around them.
  const measure = measureJson(state, { maxDepth: limits.jsonDepth + 4, maxChars: limits.stateChars });
  if (!measure.ok) throw new StateError(`the app state would be larger than ${limits.stateChars} characters as JSON`);
}

/**
 * A state operation as a plan step resolves it or an app-side agent returns it (`StateOp`), its
 * values not yet checked: `applyOp` coerces each to the type the state spec gives it.
 */
export type UncheckedStateOp =
  | { set: string; value: unknown }
  | { append: string; item: Readonly<Record<string, unknown>> }
  | { update: string; key_value: unknown; fields: Readonly<Record<string, unknown>> }
  | { remove: string; key_value: unknown };

/**
 * Applies one operation to `state` in place (the caller works on a copy), then checks the size
 * of the whole state, so the working copy never grows far past `limits.stateChars`.
 */
export function applyOp(state: AppState, spec: StateSpec, op: UncheckedStateOp): void {
  applyOpUnchecked(state, spec, op);
  checkStateSize(state);
}

function applyOpUnchecked(state: AppState, spec: StateSpec, op: UncheckedStateOp): void {
  if ('set' in op) {
    const def = spec.values[op.set];
    if (!def) throw new StateError(`there is no value "${op.set}"`);
    state.values[op.set] = coerceField(op.value, def.type, `state.${op.set}`);
    return;
  }
  if ('append' in op) {
    const { def, items } = collectionOf(state, spec, op.append);
    const fitted = fitFields(op.item, def, `state.${op.append}`);
    const item: Record<string, Json> = {};
    for (const field of Object.keys(def.fields)) item[field] = fitted[field] ?? null;
    const key = item[def.key];
    if (key === null || key === undefined) throw new StateError(`state.${op.append}: the new item has no "${def.key}"`);
    if (items.some((existing) => sameKey(existing[def.key], key))) throw new StateError(`state.${op.append}: an item with ${def.key} ${JSON.stringify(key)} already exists`);
    if (items.length >= limits.collectionItems) throw new StateError(`state.${op.append}: holds the maximum of ${limits.collectionItems} items`);
    items.push(item);
    return;
  }
  if ('update' in op) {
    const { def, items } = collectionOf(state, spec, op.update);
    const index = items.findIndex((item) => sameKey(item[def.key], op.key_value));
    if (index < 0) throw new StateError(`state.${op.update}: no item with ${def.key} ${preview(op.key_value)}`);
    const fitted = fitFields(op.fields, def, `state.${op.update}`);
    const next = { ...items[index], ...fitted };
    if (fitted[def.key] !== undefined && items.some((item, i) => i !== index && sameKey(item[def.key], fitted[def.key]))) {
      throw new StateError(`state.${op.update}: another item already has ${def.key} ${JSON.stringify(fitted[def.key])}`);
    }
    items[index] = next;
    return;
  }
  const { def, items } = collectionOf(state, spec, op.remove);
  const index = items.findIndex((item) => sameKey(item[def.key], op.key_value));
  if (index < 0) throw new StateError(`state.${op.remove}: no item with ${def.key} ${preview(op.key_value)}`);
  items.splice(index, 1);
}

/**
 * Carries state over to a revised state spec. Returns the migrated state, or the reason the
 * revision would lose data: a dropped collection that holds items, a dropped value that was
 * changed from its default, a key change or a type change the kept data does not fit.
 */
export function migrateState(state: AppState, from: StateSpec, to: StateSpec): { state: AppState } | { reason: string } {
  const next = initialState(to);
  for (const [name, items] of Object.entries(state.collections)) {
    const target = to.collections[name];
    if (!target) {
      if (items.length > 0) return { reason: `the revision drops the collection "${name}", which holds ${items.length} item(s)` };
      continue;
    }
    if (items.length > 0 && from.collections[name]?.key !== target.key) {
      return { reason: `the revision changes the key of "${name}" from "${from.collections[name]?.key}" to "${target.key}" while it holds items` };
    }
    try {
      next.collections[name] = items.map((item) => {
        const out: Record<string, Json> = {};
        for (const [field, type] of Object.entries(target.fields)) out[field] = coerceField(item[field] ?? null, type, `state.${name}.${field}`);
        return out;
      });
    } catch (error) {
      return { reason: `the kept items of "${name}" do not fit the revised fields (${(error as Error).message})` };
    }
  }
  for (const [name, value] of Object.entries(state.values)) {
    const target = to.values[name];
    const isSet = !isDeepStrictEqual(value, from.values[name]?.default ?? null);
    if (!target) {
      if (isSet) return { reason: `the revision drops the value "${name}", which is set` };
      continue;
    }
    if (!isSet) continue;
    try {
      next.values[name] = coerceField(value, target.type, `state.${name}`);
    } catch (error) {
      return { reason: `the value "${name}" does not fit its revised type (${(error as Error).message})` };
    }
  }
  return { state: next };
}
