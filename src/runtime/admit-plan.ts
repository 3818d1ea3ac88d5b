import type { Action, StateSpec, Step } from '../schemas/package.ts';
import { findApi, isDocumentedApp } from '../world/docs.ts';
import { measureJson } from './bounds.ts';
import { limits } from './limits.ts';
import type { Problem } from './problems.ts';
import { coerceField } from './state.ts';
import { isLiteral, referencesIn, referencesInValue, wholeReference, type Reference } from './template.ts';

/** Names a bind or loop variable may not take: the roots of paths and the result area's fields. */
export const RESERVED_NAMES = new Set(['inputs', 'state', 'result', 'item', 'message', 'error', 'ok', 'action']);

interface PlanScope {
  inputs: ReadonlySet<string>;
  state: StateSpec;
  /** Binds and loop variables visible at this step. */
  names: Set<string>;
  /** Every bind of the plan (to tell "used before defined" from "unknown"). */
  allBinds: ReadonlySet<string>;
}

/** True when a templated value nests deeper than `limits.valueDepth` (measured without recursion). */
const tooDeep = (value: unknown): boolean => {
  const measure = measureJson(value, { maxDepth: limits.valueDepth, maxChars: Number.POSITIVE_INFINITY });
  return !measure.ok && measure.over === 'depth';
};

/** Checks one reference used inside a plan. */
function checkPlanRef(ref: Reference, scope: PlanScope, path: string, out: Problem[]): void {
  const [root = '', first] = ref.segments;
  const bad = (message: string): void => {
    out.push({ path, message: `"{{${ref.raw}}}": ${message}` });
  };
  if (!ref.valid) return bad('not a valid reference (use dotted names such as inputs.title or created.playlist_id)');
  if (root === 'inputs') {
    if (first === undefined || !scope.inputs.has(first)) bad(`the action has no input "${first ?? ''}"`);
  } else if (root === 'state') {
    if (first === undefined || !(first in scope.state.collections || first in scope.state.values)) bad(`the state has no collection or value "${first ?? ''}"`);
  } else if (!scope.names.has(root)) {
    bad(scope.allBinds.has(root) ? `"${root}" is used before the step that binds it` : `unknown name "${root}" (plans may use inputs.*, state.*, earlier binds and loop variables)`);
  }
}

function checkValue(value: unknown, scope: PlanScope, path: string, out: Problem[]): void {
  if (tooDeep(value)) out.push({ path, message: `nested deeper than ${limits.valueDepth} levels` });
  for (const ref of referencesInValue(value)) checkPlanRef(ref, scope, path, out);
}

function checkCall(step: Extract<Step, { call: string }>, action: Action, scope: PlanScope, path: string, out: Problem[]): void {
  const [app = '', apiName = ''] = step.call.split('.');
  if (!action.services.some((service) => service === app)) out.push({ path: `${path}.call`, message: `calls ${app}, which is not among the action's services (${action.services.join(', ') || 'none'})` });
  const def = isDocumentedApp(app) ? findApi(app, apiName) : undefined;
  if (!isDocumentedApp(app)) out.push({ path: `${path}.call`, message: `unknown app "${app}"` });
  else if (!def) out.push({ path: `${path}.call`, message: `the app "${app}" has no API "${apiName}"` });
  else if (apiName === 'login' || apiName === 'logout') out.push({ path: `${path}.call`, message: 'plans do not log in or out; the runtime logs in for the user' });
  for (const [name, value] of Object.entries(step.args)) checkValue(value, scope, `${path}.args.${name}`, out);
  if (!def) return;
  const shape = def.params.shape as Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }>;
  for (const [name, value] of Object.entries(step.args)) {
    const param = shape[name];
    if (!param) {
      out.push({ path: `${path}.args.${name}`, message: `${step.call} has no parameter "${name}" (it takes: ${Object.keys(shape).join(', ') || 'none'})` });
    } else if (isLiteral(value)) {
      const parsed = param.safeParse(value);
      if (!parsed.success) out.push({ path: `${path}.args.${name}`, message: `not a valid ${name}: ${parsed.error?.issues[0]?.message ?? 'invalid'}` });
    }
  }
  for (const [name, param] of Object.entries(shape)) {
    if (!(name in step.args) && !param.safeParse(undefined).success) out.push({ path: `${path}.args`, message: `${step.call} needs the parameter "${name}"` });
  }
}

function checkCollectionFields(collection: string, fields: Record<string, unknown>, scope: PlanScope, path: string, out: Problem[], requireKey: boolean): void {
  const spec = scope.state.collections[collection];
  if (!spec) {
    out.push({ path: path.replace(/\.(item|fields)$/, requireKey ? '.append' : '.update'), message: `the state has no collection "${collection}"` });
    return;
  }
  for (const [field, value] of Object.entries(fields)) {
    const type = spec.fields[field];
    if (!type) out.push({ path: `${path}.${field}`, message: `the collection "${collection}" has no field "${field}"` });
    else if (isLiteral(value)) literalFits(value, type, `${path}.${field}`, out);
  }
  if (requireKey && !(spec.key in fields)) out.push({ path, message: `a new item of "${collection}" needs its key field "${spec.key}"` });
}

function literalFits(value: unknown, type: Parameters<typeof coerceField>[1], path: string, out: Problem[]): void {
  try {
    coerceField(value, type, path);
  } catch (error) {
    out.push({ path, message: (error as Error).message.replace(`${path}: `, '') });
  }
}

/** Binds and loop variables defined anywhere in a plan. */
function bindsOf(steps: readonly Step[], into: Set<string>): Set<string> {
  for (const step of steps) {
    if ('call' in step && step.bind) into.add(step.bind);
    if ('for_each' in step) bindsOf(step.steps, into);
  }
  return into;
}

function checkSteps(steps: readonly Step[], action: Action, scope: PlanScope, path: string, depth: number, out: Problem[]): number {
  let count = 0;
  if (depth > limits.planDepth) out.push({ path, message: `for_each nested deeper than ${limits.planDepth} levels` });
  steps.forEach((step, index) => {
    count += 1;
    const at = `${path}[${index}]`;
    if ('call' in step) {
      checkCall(step, action, scope, at, out);
      if (step.bind !== undefined) {
        if (RESERVED_NAMES.has(step.bind)) out.push({ path: `${at}.bind`, message: `"${step.bind}" is reserved; choose another name` });
        scope.names.add(step.bind);
      }
    } else if ('set' in step) {
      const spec = scope.state.values[step.set];
      if (!spec) out.push({ path: `${at}.set`, message: `the state has no value "${step.set}"` });
      else if (isLiteral(step.value)) literalFits(step.value, spec.type, `${at}.value`, out);
      checkValue(step.value, scope, `${at}.value`, out);
    } else if ('append' in step) {
      checkCollectionFields(step.append, step.item, scope, `${at}.item`, out, true);
      checkValue(step.item, scope, `${at}.item`, out);
    } else if ('update' in step) {
      checkCollectionFields(step.update, step.fields, scope, `${at}.fields`, out, false);
      checkValue(step.key_value, scope, `${at}.key_value`, out);
      checkValue(step.fields, scope, `${at}.fields`, out);
    } else if ('remove' in step) {
      if (!scope.state.collections[step.remove]) out.push({ path: `${at}.remove`, message: `the state has no collection "${step.remove}"` });
      checkValue(step.key_value, scope, `${at}.key_value`, out);
    } else if ('message' in step) {
      for (const ref of referencesIn(step.message)) checkPlanRef(ref, scope, `${at}.message`, out);
    } else {
      const whole = wholeReference(step.for_each);
      if (!whole) out.push({ path: `${at}.for_each`, message: 'must be exactly one "{{path}}" reference to an array' });
      else checkPlanRef(whole, scope, `${at}.for_each`, out);
      if (RESERVED_NAMES.has(step.as) || scope.names.has(step.as)) out.push({ path: `${at}.as`, message: `"${step.as}" is reserved or already in use` });
      const inner: PlanScope = { ...scope, names: new Set([...scope.names, step.as]) };
      count += checkSteps(step.steps, action, inner, `${at}.steps`, depth + 1, out);
    }
  });
  return count;
}

/** Checks one action's plan: references, calls, state operations, sizes. */
export function checkPlan(action: Action, state: StateSpec, path: string, out: Problem[]): void {
  if (!action.plan) return;
  const scope: PlanScope = { inputs: new Set(action.inputs.map((i) => i.name)), state, names: new Set(), allBinds: bindsOf(action.plan, new Set()) };
  const count = checkSteps(action.plan, action, scope, `${path}.plan`, 1, out);
  if (count > limits.stepsPerPlan) out.push({ path: `${path}.plan`, message: `has ${count} steps; at most ${limits.stepsPerPlan} are allowed` });
}

/** Every bind name of a plan (the result area may show them). */
export function planBinds(action: Action): Set<string> {
  return bindsOf(action.plan ?? [], new Set());
}
