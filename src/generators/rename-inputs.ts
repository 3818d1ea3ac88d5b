/**
 * A second rewording of the oracle: each input whose value goes straight into an API argument
 * is renamed, name and label, to another sensible word that is not the argument's name
 * ("Playlist title"/`title` → "Name"/`display_name`, stars → "Score", headline → "Summary").
 * Nothing else changes. A correct app may name its fields any way it likes, so this must pass
 * everything: it proves the operator fills inputs by where their values go, not by their names.
 */
import type { Reference } from '../schemas/task.ts';
import type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest } from './types.ts';

type Obj = Record<string, any>;

/** Other words for what an argument holds: [input name, label]. None is an argument's name. */
const WORDING: Record<string, readonly [string, string]> = {
  title: ['display_name', 'Name'],
  query: ['look_for', 'Search words'],
  description: ['summary', 'Summary'],
  content: ['words', 'Words to keep'],
  body: ['wording', 'Wording'],
  text: ['your_words', 'Your words'],
  message: ['remark', 'Remark'],
  subject: ['topic', 'Topic'],
  due_date: ['deadline', 'Deadline'],
  paid_amount: ['cost', 'Cost ($)'],
  amount: ['sum', 'Sum ($)'],
  time: ['clock', 'At what time'],
  email_addresses: ['send_to', 'Send to (emails)'],
  debtor_emails: ['who_owes', 'Who owes (emails)'],
  file_path: ['location', 'Where (path)'],
  rating: ['score', 'Score'],
  phone_number: ['reach_at', 'Reach them at'],
  name: ['called', 'Called'],
  first_name: ['given', 'Given name'],
  last_name: ['family', 'Family name'],
  priority: ['urgency', 'Urgency'],
  genre: ['style', 'Style of music'],
  is_public: ['everyone_sees', 'Everyone can see it'],
  private: ['just_us', 'Only the two of us'],
  quantity: ['how_many_units', 'Units'],
  color: ['shade', 'Shade'],
  relationship: ['bond', 'How we are related'],
  tag: ['marker', 'Marker'],
  snooze_minutes: ['nap', 'Nap length (minutes)'],
};

/** Words for ids and anything not listed. */
const fallback = (arg: string): readonly [string, string] => (arg.endsWith('_id') ? ['pick', 'Which one (number)'] : ['entry', 'Entry']);

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const WHOLE_INPUT = /^\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

/** input name → the arguments its value is passed to as it is (`"{{inputs.x}}"`), in plan order. */
function verbatimFlows(steps: Obj[], into: Map<string, string[]>, depth = 0): Map<string, string[]> {
  if (depth > 16) return into;
  for (const step of steps) {
    if (Array.isArray(step.steps)) verbatimFlows(step.steps, into, depth + 1);
    if (typeof step.call !== 'string' || step.args === null || typeof step.args !== 'object') continue;
    for (const [arg, value] of Object.entries(step.args as Obj)) {
      const input = typeof value === 'string' ? WHOLE_INPUT.exec(value)?.[1] : undefined;
      if (!input || !NAME.test(arg)) continue;
      const args = into.get(input) ?? [];
      if (!args.includes(arg)) args.push(arg);
      into.set(input, args);
    }
  }
  return into;
}

/** Rewrites `{{inputs.from}}` (whole name only) to `{{inputs.to}}` in every string of a value. */
function rewrite(value: unknown, from: string, to: string): unknown {
  const pattern = new RegExp(`(\\{\\{\\s*inputs\\.)${from}(?![A-Za-z0-9_])`, 'g');
  const walk = (v: unknown, depth: number): unknown => {
    if (depth > 64) return v;
    if (typeof v === 'string') return v.replace(pattern, `$1${to}`);
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, depth + 1)]));
    return v;
  };
  return walk(value, 0);
}

/**
 * Renames, in one action, each input that alone carries its value into an API argument (two
 * inputs feeding the same argument name keep theirs: nothing but the name would tell them
 * apart). Inputs the views mention are left as they are.
 */
function renameAction(action: Obj, viewText: string): void {
  const inputs: Obj[] = Array.isArray(action.inputs) ? action.inputs : [];
  const flows = verbatimFlows(Array.isArray(action.plan) ? action.plan : [], new Map());
  const feeders = new Map<string, number>();
  for (const args of flows.values()) for (const arg of args) feeders.set(arg, (feeders.get(arg) ?? 0) + 1);
  const taken = new Set(inputs.map((i) => i.name));
  for (const input of inputs) {
    const old = input.name;
    const args = typeof old === 'string' ? flows.get(old) : undefined;
    if (!args || old === 'request' || args.some((a) => (feeders.get(a) ?? 0) > 1) || viewText.includes(`inputs.${old}`)) continue;
    const [base, label] = WORDING[args[0] as string] ?? fallback(args[0] as string);
    let name = base;
    for (let n = 2; taken.has(name) || args.includes(name); n += 1) name = `${base}_${n}`;
    taken.add(name);
    input.name = name;
    input.label = label;
    if (action.plan !== undefined) action.plan = rewrite(action.plan, old, name);
  }
}

/** The package with its inputs renamed (a copy). */
export function renameInputs(pkg: Obj): Obj {
  const copy = structuredClone(pkg);
  const viewText = JSON.stringify(copy.views ?? []);
  for (const action of Array.isArray(copy.actions) ? copy.actions : []) if (action && typeof action === 'object') renameAction(action, viewText);
  return copy;
}

function produce(request: GenerationRequest | RevisionRequest, reference: Reference | undefined): GenerationOutcome {
  const slot = reference?.[request.slot];
  const pkg = slot ? ('episode' in request ? slot.revisions[request.episode] : slot.package) : undefined;
  if (pkg === undefined || pkg === null || typeof pkg !== 'object') return { ok: false, kind: 'no_package', reasons: [`the reference has no package for app ${request.slot}`] };
  return { ok: true, package: renameInputs(pkg as Obj) };
}

export const renameInputsGenerator: Generator = {
  name: 'rename_inputs',
  label: 'Robustness: oracle with renamed inputs',
  developer: 'liveuibench controls',
  readsReference: true,
  runtime: { apis: 'live', persist: 'kept' },
  generate: async (request, reference) => produce(request, reference),
  revise: async (request, reference) => produce(request, reference),
};
