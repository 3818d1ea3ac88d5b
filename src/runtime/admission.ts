import {
  ActionSchema,
  ComponentSchema,
  InputSpecSchema,
  PackageSchema,
  StepSchema,
  StateSpecSchema,
  type Action,
  type Component,
  type InputSpec,
  type Package,
  type RowAction,
  type StateSpec,
} from '../schemas/package.ts';
import { checkPlan, planBinds } from './admit-plan.ts';
import { describeOver, measureJson } from './bounds.ts';
import { limits } from './limits.ts';
import { checkServices, grantedServices } from './permissions.ts';
import { jsonPath, zodProblems, type Problem } from './problems.ts';
import { coerceField } from './state.ts';
import { referencesIn } from './template.ts';

export type { Problem } from './problems.ts';
export type Admission = { ok: true; package: Package } | { ok: false; problems: Problem[] };

/** Fields of the result area `{{result.*}}` always has, besides the plans' binds. */
const RESULT_FIELDS = ['message', 'error', 'ok', 'action'];

type Raw = Record<string, unknown>;
const asObject = (value: unknown): Raw => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function longStrings(value: unknown, path: PropertyKey[], out: Problem[]): void {
  if (typeof value === 'string') {
    if (value.length > limits.stringChars) out.push({ path: jsonPath(path), message: `text of ${value.length} characters; at most ${limits.stringChars} are allowed` });
  } else if (Array.isArray(value)) value.forEach((v, i) => longStrings(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) longStrings(v, [...path, k], out);
}

/** Names that reach JavaScript's object machinery when used as keys or lookup paths. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Fields whose string value names something (an input, bind, state target, loop variable …). */
const NAMING_FIELDS = new Set(['name', 'id', 'bind', 'set', 'append', 'update', 'remove', 'as', 'collection', 'key', 'field', 'action']);

/**
 * Refuses reserved names anywhere a package names something: object keys (state collections and
 * values, fields, items, args), naming fields (input names, binds, set/append/update/remove
 * targets, loop variables) and every segment of a template path (`{{state.constructor.name}}`).
 * Such names otherwise fail every submit or vanish from values, items and call arguments.
 * Iterative: the package's depth is bounded by measureJson, but the walk needs no stack anyway.
 */
export function checkReservedNames(pkgJson: unknown, out: Problem[]): void {
  const stack: [unknown, PropertyKey[], string | undefined][] = [[pkgJson, [], undefined]];
  while (stack.length > 0) {
    const [value, path, field] = stack.pop() as [unknown, PropertyKey[], string | undefined];
    if (typeof value === 'string') {
      if (field !== undefined && NAMING_FIELDS.has(field) && RESERVED_NAMES.has(value)) out.push({ path: jsonPath(path), message: `"${value}" is a reserved name; choose another` });
      for (const ref of referencesIn(value)) {
        const bad = ref.segments.find((segment) => RESERVED_NAMES.has(segment));
        if (bad !== undefined) out.push({ path: jsonPath(path), message: `"{{${ref.raw}}}" uses the reserved name "${bad}"` });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, [...path, i], field]));
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (RESERVED_NAMES.has(key)) out.push({ path: jsonPath(path), message: `has a key named "${key}", a reserved name; choose another` });
        stack.push([(value as Raw)[key], [...path, key], key]);
      }
    }
  }
}

function countOver(count: number, max: number, what: string, path: string, out: Problem[]): void {
  if (count > max) out.push({ path, message: `has ${count} ${what}; at most ${max} are allowed` });
}

function duplicates(ids: readonly unknown[], what: string, path: (i: number) => string, out: Problem[]): void {
  const seen = new Set<unknown>();
  ids.forEach((id, i) => {
    if (typeof id === 'string' && seen.has(id)) out.push({ path: path(i), message: `duplicate ${what} "${id}"` });
    seen.add(id);
  });
}

function checkState(state: StateSpec, out: Problem[]): void {
  countOver(Object.keys(state.collections).length, limits.collections, 'collections', '$.state.collections', out);
  countOver(Object.keys(state.values).length, limits.values, 'values', '$.state.values', out);
  for (const [name, spec] of Object.entries(state.collections)) {
    const at = jsonPath(['state', 'collections', name]);
    if (!(spec.key in spec.fields)) out.push({ path: `${at}.key`, message: `the key "${spec.key}" is not one of the collection's fields` });
    countOver(Object.keys(spec.fields).length, limits.fieldsPerCollection, 'fields', `${at}.fields`, out);
  }
  for (const [name, spec] of Object.entries(state.values)) {
    try {
      coerceField(spec.default ?? null, spec.type, 'default');
    } catch (error) {
      out.push({ path: jsonPath(['state', 'values', name, 'default']), message: (error as Error).message.replace('default: ', '') });
    }
  }
}

function checkInputs(action: Action, path: string, out: Problem[]): void {
  countOver(action.inputs.length, limits.inputsPerAction, 'inputs', `${path}.inputs`, out);
  duplicates(action.inputs.map((i) => i.name), 'input', (i) => `${path}.inputs[${i}].name`, out);
  action.inputs.forEach((input, i) => {
    const at = `${path}.inputs[${i}]`;
    if (input.type === 'select' && !input.options?.length) out.push({ path: `${at}.options`, message: 'a select input needs options' });
    if (input.options) countOver(input.options.length, limits.optionsPerInput, 'options', `${at}.options`, out);
    if (input.type === 'select' && typeof input.default === 'string' && input.options && !input.options.includes(input.default)) {
      out.push({ path: `${at}.default`, message: `"${input.default}" is not one of the options` });
    }
  });
}

interface ViewScope {
  state: StateSpec | undefined;
  actionIds: ReadonlySet<string>;
  /** Each admitted action's inputs, by action id (a row action binds some of them). */
  actionInputs: ReadonlyMap<string, readonly InputSpec[]>;
  inputNames: ReadonlySet<string>;
  resultNames: ReadonlySet<string>;
}

function checkTextRefs(text: string, scope: ViewScope, path: string, out: Problem[], item?: { collection: string; fields: readonly string[] }): void {
  for (const ref of referencesIn(text)) {
    const [root = '', first = ''] = ref.segments;
    const bad = (message: string): void => {
      out.push({ path, message: `"{{${ref.raw}}}": ${message}` });
    };
    if (!ref.valid) bad('not a valid reference');
    else if (root === 'state') {
      if (scope.state && !(first in scope.state.collections || first in scope.state.values)) bad(`the state has no collection or value "${first}"`);
    } else if (root === 'inputs') {
      if (!scope.inputNames.has(first)) bad(`no action has an input "${first}"`);
    } else if (root === 'result') {
      if (!scope.resultNames.has(first)) bad(`the result has no "${first}" (it has ${[...scope.resultNames].join(', ')})`);
    } else if (root === 'item' && item) {
      if (!item.fields.includes(first)) bad(`the collection "${item.collection}" has no field "${first}"`);
    } else {
      bad(`unknown name "${root}" (texts may use state.*, inputs.*, result.*${item ? ', item.*' : ''})`);
    }
  }
}

/**
 * A list's row action: the action exists, every bound input is one of its inputs and every bound
 * field one of the collection's, and an input of type list or boolean is not bound (a row holds
 * one plain value per field).
 */
function checkRowAction(row: RowAction, fields: readonly string[], scope: ViewScope, path: string, out: Problem[], known: boolean): void {
  if (!scope.actionIds.has(row.action)) return void out.push({ path: `${path}.action`, message: `there is no action "${row.action}"` });
  const inputs = scope.actionInputs.get(row.action);
  for (const [input, field] of Object.entries(row.bind)) {
    const at = `${path}.bind.${input}`;
    const spec = inputs?.find((i) => i.name === input);
    if (inputs && !spec) out.push({ path: at, message: `the action "${row.action}" has no input "${input}"` });
    else if (spec && (spec.type === 'list' || spec.type === 'boolean')) out.push({ path: at, message: `a ${spec.type} input cannot take a row's field` });
    if (known && !fields.includes(field)) out.push({ path: at, message: `the collection has no field "${field}"` });
  }
}

function checkComponent(component: Component, scope: ViewScope, path: string, out: Problem[]): void {
  const collection = 'collection' in component ? scope.state?.collections[component.collection] : undefined;
  if ('collection' in component && scope.state && !collection) out.push({ path: `${path}.collection`, message: `the state has no collection "${component.collection}"` });
  if ('action' in component && !scope.actionIds.has(component.action)) out.push({ path: `${path}.action`, message: `there is no action "${component.action}"` });
  const fields = collection ? Object.keys(collection.fields) : [];
  switch (component.type) {
    case 'heading':
    case 'text':
      checkTextRefs(component.text, scope, `${path}.text`, out);
      break;
    case 'list':
      checkTextRefs(component.item, scope, `${path}.item`, out, collection ? { collection: component.collection, fields } : undefined);
      checkTextRefs(component.empty, scope, `${path}.empty`, out);
      (component.actions ?? []).forEach((row, i) => checkRowAction(row, fields, scope, `${path}.actions[${i}]`, out, collection !== undefined));
      break;
    case 'table':
      component.columns.forEach((column, i) => {
        if (collection && !fields.includes(column.field)) out.push({ path: `${path}.columns[${i}].field`, message: `the collection "${component.collection}" has no field "${column.field}"` });
        checkTextRefs(column.label, scope, `${path}.columns[${i}].label`, out);
      });
      checkTextRefs(component.empty, scope, `${path}.empty`, out);
      break;
    default:
      break;
  }
}

export interface AdmitOptions {
  /** The services the task granted the app (the account store is always granted); omitted: any. */
  services?: readonly string[];
}

/**
 * Admission (the GUI evaluator): schema, references, bindings, service permissions, API
 * parameters and size limits. Parts are checked one by one so that every problem is reported
 * in one pass, even when some parts do not match the schema. Never throws: nesting and size are
 * measured first without recursion, and anything unexpected becomes a problem at `$`.
 */
export function admit(pkgJson: unknown, options: AdmitOptions = {}): Admission {
  const refuse = (message: string): Admission => ({ ok: false, problems: [{ path: '$', message }] });
  try {
    // Measured up to a multiple of the byte cap so that the usual refusal can give the exact size.
    const caps = { maxDepth: limits.jsonDepth, maxChars: 16 * limits.packageBytes };
    const shape = measureJson(pkgJson, caps);
    if (!shape.ok) return refuse(shape.over === 'size' ? `package of more than ${caps.maxChars} characters; at most ${limits.packageBytes} bytes are allowed` : `package ${describeOver(shape, caps)}`);
    return admitMeasured(pkgJson, options);
  } catch (error) {
    return refuse(`the package could not be checked: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Admission of a value known to be at most `limits.jsonDepth` deep (recursive walks are safe). */
function admitMeasured(pkgJson: unknown, options: AdmitOptions): Admission {
  const bytes = Buffer.byteLength(JSON.stringify(pkgJson) ?? '', 'utf8');
  if (bytes > limits.packageBytes) return { ok: false, problems: [{ path: '$', message: `package of ${bytes} bytes; at most ${limits.packageBytes} are allowed` }] };
  const problems: Problem[] = [];
  longStrings(pkgJson, [], problems);
  checkReservedNames(pkgJson, problems);
  if (options.services) checkServices(pkgJson, grantedServices(options.services), problems);
  const parsed = PackageSchema.safeParse(pkgJson);
  if (!parsed.success) problems.push(...zodProblems(parsed.error.issues, pkgJson));

  const raw = asObject(pkgJson);
  const stateParsed = StateSpecSchema.safeParse(raw.state ?? {});
  const state = stateParsed.success ? stateParsed.data : undefined;
  if (state) checkState(state, problems);

  const rawActions = asArray(raw.actions);
  countOver(rawActions.length, limits.actions, 'actions', '$.actions', problems);
  duplicates(rawActions.map((a) => asObject(a).id), 'action id', (i) => `$.actions[${i}].id`, problems);
  const actions = rawActions.map((a) => ActionSchema.safeParse(a)).map((r, i) => (r.success ? r : ActionSchema.safeParse(salvage(rawActions[i]))));
  const resultNames = new Set(RESULT_FIELDS);
  const inputNames = new Set<string>();
  actions.forEach((result, i) => {
    if (!result.success) return;
    const action = result.data;
    for (const input of action.inputs) inputNames.add(input.name);
    for (const bind of planBinds(action)) resultNames.add(bind);
    checkInputs(action, `$.actions[${i}]`, problems);
    if (state) checkPlan(action, state, `$.actions[${i}]`, problems);
  });

  const rawViews = asArray(raw.views);
  countOver(rawViews.length, limits.views, 'views', '$.views', problems);
  duplicates(rawViews.map((v) => asObject(v).id), 'view id', (i) => `$.views[${i}].id`, problems);
  const scope: ViewScope = {
    state,
    actionIds: new Set(rawActions.map((a) => asObject(a).id).filter((id): id is string => typeof id === 'string')),
    actionInputs: new Map(actions.flatMap((r) => (r.success ? [[r.data.id, r.data.inputs] as const] : []))),
    inputNames,
    resultNames,
  };
  rawViews.forEach((view, v) => {
    const components = asArray(asObject(view).components);
    countOver(components.length, limits.componentsPerView, 'components', `$.views[${v}].components`, problems);
    components.forEach((c, i) => {
      const component = ComponentSchema.safeParse(c);
      if (component.success) checkComponent(component.data, scope, `$.views[${v}].components[${i}]`, problems);
    });
  });

  if (problems.length > 0 || !parsed.success) return { ok: false, problems: dedupe(problems) };
  return { ok: true, package: parsed.data };
}

/**
 * An action that failed the schema, with its broken parts neutralised (a bad step becomes an
 * empty message, a bad input is dropped), so the rest of it is still checked in the same pass.
 */
function salvage(raw: unknown): unknown {
  const action = { ...asObject(raw) };
  action.inputs = asArray(action.inputs).filter((input) => InputSpecSchema.safeParse(input).success);
  const fix = (steps: unknown): unknown[] =>
    asArray(steps).map((step) => {
      if (StepSchema.safeParse(step).success) return step;
      const body = asObject(step);
      const repaired = 'for_each' in body ? { ...body, limit: Math.min(Math.max(Number(body.limit) || 1, 1), limits.forEachLimit), steps: fix(body.steps) } : step;
      return StepSchema.safeParse(repaired).success ? repaired : { message: '' };
    });
  if (action.plan !== undefined || action.agent === undefined) {
    action.plan = fix(action.plan);
    delete action.agent;
  }
  return action;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One line per problem, for people. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.path}: ${p.message}`).join('\n');
}
