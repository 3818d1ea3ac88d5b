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

/** The input a reference reads (`inputs.x` → x), if any. */
type Source = (segments: readonly string[]) => string | undefined;

const fromInputs: Source = ([root, first]) => (root === 'inputs' ? first : undefined);

/**
 * Inputs an action stages in a kept value for a later step: `set: v, value: {k: "{{inputs.x}}"}`
 * (or `value: "{{inputs.x}}"`) → `v.k` (or `v`) → x. Top-level steps only.
 */
function stagedInputs(steps: readonly Step[]): Map<string, string> {
  const staged = new Map<string, string>();
  for (const step of steps) {
    if (!('set' in step)) continue;
    const whole = typeof step.value === 'string' ? wholeReference(step.value) : undefined;
    const direct = whole ? fromInputs(whole.segments) : undefined;
    if (direct) staged.set(step.set, direct);
    if (step.value === null || typeof step.value !== 'object' || Array.isArray(step.value)) continue;
    for (const [key, value] of Object.entries(step.value)) {
      const ref = typeof value === 'string' ? wholeReference(value) : undefined;
      const input = ref ? fromInputs(ref.segments) : undefined;
      if (input) staged.set(`${step.set}.${key}`, input);
    }
  }
  return staged;
}

/**
 * Reads, from an action's plan templates, which API arguments each input flows into: an input
 * `pl_name` used as `{{inputs.pl_name}}` in `create_playlist.title` flows into `title`; one looped
 * over (`for_each: {{inputs.songs}} as s`) flows into the arguments that use `{{s...}}`.
 */
function flowsOf(steps: readonly Step[], aliases: ReadonlyMap<string, string>, into: Map<string, Set<string>>, depth: number, source: Source = fromInputs): void {
  if (depth > MAX_DEPTH) return;
  for (const step of steps) {
    if ('call' in step) {
      for (const [arg, value] of Object.entries(step.args)) {
        for (const [key, text] of keyedTexts(arg, value)) {
          for (const ref of referencesIn(text)) {
            const input = source(ref.segments) ?? aliases.get(ref.segments[0] ?? '');
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
      const segments = whole?.segments ?? [];
      const input = source(segments) ?? aliases.get(segments[0] ?? '');
      const inner = new Map(aliases);
      if (input) inner.set(step.as, input);
      else inner.delete(step.as);
      flowsOf(step.steps, inner, into, depth + 1, source);
    }
  }
}

/** The data flows of every plan action of a package (agent actions have none to read). */
export function inputFlows(pkg: Package): InputFlows {
  const flows = new Map<string, ReadonlyMap<string, readonly string[]>>();
  for (const action of pkg.actions) {
    const into = new Map<string, Set<string>>();
    flowsOf(action.plan ?? [], new Map(), into, 1);
    // A value staged in kept state and passed on by another action's plan (a confirm step)
    // flows from the input that staged it.
    const staged = stagedInputs(action.plan ?? []);
    if (staged.size > 0) {
      const fromStaged: Source = ([root, value = '', key]) => (root === 'state' ? (staged.get(`${value}.${key ?? ''}`) ?? staged.get(value)) : undefined);
      for (const other of pkg.actions) if (other !== action) flowsOf(other.plan ?? [], new Map(), into, 1, fromStaged);
    }
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
