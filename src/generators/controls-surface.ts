/**
 * Controls for the checks of what the user sees (issue #11): each is the reference package with
 * one documented cheat, and must fail the contract named beside it.
 *
 * | control        | what it does                                                        | targets |
 * |----------------|---------------------------------------------------------------------|---------|
 * | hidden_surface | the actions exist but no form or button renders them                | C1      |
 * | static_claims  | the task's expected values written as literal text; actions do nothing | C4   |
 * | claims_only    | edits (every action after the first) change app state and message only, no service call | identity (C5 against the world) |
 */
import type { AssertionSpec } from '../schemas/task.ts';
import { transformed, type TransformContext } from './controls.ts';
import type { Generator } from './types.ts';

type Obj = Record<string, any>;

const actionsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? pkg.actions : []);
const viewsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.views) ? pkg.views : []);

/** Literal values the task expects this app to show (captured `$name` values cannot be known in advance). */
function expectedValues(context: TransformContext): string[] {
  const slot = context.request.slot;
  const values: string[] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if ((typeof value === 'string' && !value.startsWith('$')) || typeof value === 'number') values.push(String(value));
  };
  for (const episode of context.task?.episodes ?? []) {
    if (episode.slot !== slot) continue;
    for (const assertion of episode.assertions as AssertionSpec[]) {
      // A `gone` value is one the app must not show as it was.
      if (assertion.type === 'persisted_visible' && assertion.gone === true) continue;
      if (assertion.type === 'visible_result_grounded' || assertion.type === 'persisted_visible') add(assertion.value);
      else if (assertion.type === 'visible_contains') add(assertion.text);
    }
  }
  return [...new Set(values)].slice(0, 40);
}

/** Every `{{name...}}` reference's first segment in a JSON value. */
function heads(value: unknown): string[] {
  return [...JSON.stringify(value ?? null).matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/**
 * A plan without its service calls that still changes state and answers: a reference to a call's
 * response field becomes the call's argument of that name (`{{updated.title}}` → the template
 * passed as `title`); a step that still needs a response is dropped.
 */
function withoutCalls(steps: Obj[], binds: Map<string, Obj> = new Map()): Obj[] {
  const out: Obj[] = [];
  for (const step of steps) {
    if (typeof step.call === 'string') {
      if (typeof step.bind === 'string') binds.set(step.bind, (step.args ?? {}) as Obj);
      continue;
    }
    let text = JSON.stringify(step);
    for (const [bind, args] of binds) {
      text = text.replace(new RegExp(`\\{\\{\\s*${bind}\\.([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}`, 'g'), (all, field: string) => {
        const arg = args[field];
        return typeof arg === 'string' && /^\{\{[^{}]*\}\}$/.test(arg) ? arg : all;
      });
    }
    const rewritten = JSON.parse(text) as Obj;
    if (Array.isArray(rewritten.steps)) continue;
    if (heads(rewritten).some((head) => binds.has(head))) continue;
    out.push(rewritten);
  }
  return out;
}

export const surfaceControls = {
  hidden_surface: transformed('hidden_surface', 'Control: hidden surface', (pkg) => {
    for (const view of viewsOf(pkg)) view.components = (view.components ?? []).filter((c: Obj) => c.type !== 'form' && c.type !== 'button');
  }),
  static_claims: transformed('static_claims', 'Control: static claims', (pkg, context) => {
    const claims = expectedValues(context);
    const line = claims.length > 0 ? claims.join(' · ') : 'All done.';
    for (const view of viewsOf(pkg)) view.components = [...(view.components ?? []), { type: 'text', text: `Results: ${line}` }];
    for (const action of actionsOf(pkg)) {
      delete action.agent;
      action.plan = [{ message: `Done: ${line}` }];
    }
  }),
  claims_only: transformed('claims_only', 'Control: claims only', (pkg) => {
    for (const action of actionsOf(pkg).slice(1)) {
      if (!Array.isArray(action.plan)) continue;
      action.plan = withoutCalls(action.plan);
      if (action.plan.length === 0) action.plan = [{ message: 'Saved.' }];
    }
  }),
} as const satisfies Record<string, Generator>;
