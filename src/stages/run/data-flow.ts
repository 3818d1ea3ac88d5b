import { referencesIn, wholeReference } from '../../runtime/template.ts';
import type { Package, Step } from '../../schemas/package.ts';

/**
 * Per action id, per input name: the API arguments the input's value is passed to, as
 * `app.api.argument` (`spotify.create_playlist.title`).
 */
export type InputFlows = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

const MAX_DEPTH = 16;

/**
 * The texts inside an argument's value with the nearest key naming them: the argument itself,
 * or an object key within it (`{recipients: [{email: "{{inputs.to}}"}]}` → email), bounded.
 */
function keyedTexts(arg: string, value: unknown): [string, string][] {
  const out: [string, string][] = [];
  const stack: [string, unknown, number][] = [[arg, value, 0]];
  while (stack.length > 0) {
    const [key, item, depth] = stack.pop() as [string, unknown, number];
    if (depth > MAX_DEPTH) continue;
    if (typeof item === 'string') out.push([key, item]);
    else if (Array.isArray(item)) for (const child of item) stack.push([key, child, depth + 1]);
    else if (item !== null && typeof item === 'object') for (const [k, child] of Object.entries(item)) stack.push([k, child, depth + 1]);
  }
  return out;
}

/**
 * Reads, from an action's plan templates, which API arguments each input flows into: an input
 * `pl_name` used as `{{inputs.pl_name}}` in `create_playlist.title` flows into `title`; one looped
 * over (`for_each: {{inputs.songs}} as s`) flows into the arguments that use `{{s...}}`.
 */
function flowsOf(steps: readonly Step[], aliases: ReadonlyMap<string, string>, into: Map<string, Set<string>>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const step of steps) {
    if ('call' in step) {
      for (const [arg, value] of Object.entries(step.args)) {
        for (const [key, text] of keyedTexts(arg, value)) {
          for (const ref of referencesIn(text)) {
            const [root = '', first = ''] = ref.segments;
            const input = root === 'inputs' ? first : aliases.get(root);
            if (!input) continue;
            let args = into.get(input);
            if (!args) into.set(input, (args = new Set()));
            args.add(`${step.call}.${arg}`);
            args.add(`${step.call}.${key}`);
          }
        }
      }
    } else if ('for_each' in step) {
      const whole = wholeReference(step.for_each);
      const [root = '', first = ''] = whole?.segments ?? [];
      const input = root === 'inputs' ? first : aliases.get(root);
      const inner = new Map(aliases);
      if (input) inner.set(step.as, input);
      else inner.delete(step.as);
      flowsOf(step.steps, inner, into, depth + 1);
    }
  }
}

/** The data flows of every plan action of a package (agent actions have none to read). */
export function inputFlows(pkg: Package): InputFlows {
  const flows = new Map<string, ReadonlyMap<string, readonly string[]>>();
  for (const action of pkg.actions) {
    const into = new Map<string, Set<string>>();
    flowsOf(action.plan ?? [], new Map(), into, 1);
    flows.set(action.id, new Map([...into].map(([input, args]) => [input, [...args]])));
  }
  return flows;
}

function callsIn(steps: readonly Step[], into: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const step of steps) {
    if ('call' in step) into.add(step.call);
    else if ('for_each' in step) callsIn(step.steps, into, depth + 1);
  }
}

/**
 * Per action id, what the action can reach: the APIs its plan calls, or — for an agent action —
 * the services it is granted (its calls are chosen at run time). C1 judges capability by this.
 */
export function actionReach(pkg: Package): ReadonlyMap<string, { calls: readonly string[]; services: readonly string[] }> {
  const reach = new Map<string, { calls: readonly string[]; services: readonly string[] }>();
  for (const action of pkg.actions) {
    const calls = new Set<string>();
    callsIn(action.plan ?? [], calls, 1);
    reach.set(action.id, { calls: [...calls], services: action.agent ? [...action.services] : [] });
  }
  return reach;
}
