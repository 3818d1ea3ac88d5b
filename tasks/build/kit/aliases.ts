import { wholeReference } from '../../../src/runtime/template.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';

type Obj = Record<string, any>;

/**
 * Adds alias names to episode values: a value the reference passes straight into an API
 * argument (`title: "{{inputs.what_for}}"` → `description`) may also fill an input named after
 * that argument, which is what another generator reading the same API docs would likely call
 * it. The reference's own name stays first. Keys become `what_for|description`.
 */
export function withAliases(task: TaskInput): TaskInput {
  const copy = structuredClone(task) as Obj;
  for (const episode of copy.episodes as Obj[]) {
    if (!episode.values) continue;
    const reference = copy.reference[episode.slot ?? 'A'];
    if (!reference) continue;
    const packages: Obj[] = [reference.package, ...Object.values(reference.revisions ?? {})];
    const names = argumentNames(packages);
    const entries = Object.entries(episode.values as Obj);
    const aliasesOf = (key: string) => (key.includes('|') ? [] : [...(names.get(key) ?? [])].filter((name) => name !== key));
    // An alias two values would share (both searched as `query`) is given to one of them only:
    // the input an action passes to that argument first, which is the one a generator naming
    // inputs after arguments calls so (the other keeps its own name). Otherwise to neither.
    const owners = new Map<string, string[]>();
    for (const [key] of entries) for (const name of new Set([...key.split('|'), ...aliasesOf(key)])) owners.set(name, [...(owners.get(name) ?? []), key]);
    const firsts = firstInputs(packages);
    // s23 (gift-queue s23-r2-f1): a person looked up in the contacts is searched by name; where
    // another value is searched too (the gift), the shared `query` is that value's, whatever the plan
    // looks up first: an app whose gift field feeds the product search gets the gift.
    const targets = argumentTargets(packages);
    const person = (key: string, alias: string) => [...(targets.get(key) ?? [])].filter((t) => t.endsWith(`.${alias}`)).every((t) => PERSON_SEARCHES.has(t.slice(0, t.lastIndexOf('.'))));
    const owns = (key: string, alias: string) => {
      const keys = owners.get(alias) ?? [];
      if (keys.length === 1) return true;
      if (keys.some((k) => k !== key && k.split('|').includes(alias))) return false;
      const others = keys.filter((k) => k !== key);
      if (!person(key, alias) && others.every((k) => person(k, alias))) return true;
      if (person(key, alias) && others.some((k) => !person(k, alias))) return false;
      return firsts.some((first) => first.get(alias) === key);
    };
    const values: Obj = {};
    for (const [key, value] of entries) {
      if (key.includes('|')) {
        values[key] = value;
        continue;
      }
      const aliases = aliasesOf(key).filter((name) => owns(key, name)).sort();
      values[[key, ...aliases].join('|')] = value;
    }
    episode.values = values;
  }
  for (const episode of copy.episodes as Obj[]) {
    const reference = copy.reference[episode.slot ?? 'A'];
    if (!reference) continue;
    const packages: Obj[] = [reference.package, ...Object.values(reference.revisions ?? {})];
    for (const assertion of (episode.assertions ?? []) as Obj[]) {
      if (assertion.type === 'input_available' && Array.isArray(assertion.names)) assertion.names = withFlowNames(assertion.names, packages);
    }
    // An input whose value reaches no API of the reference (an "occasion" only there as
    // context) is nothing the user needs the first screen to take: its check goes (issue #30,
    // reference_words). The other assertions keep their ids.
    if (Array.isArray(episode.assertions)) episode.assertions = (episode.assertions as Obj[]).filter((a) => !(a.type === 'input_available' && Array.isArray(a.names) && a.names.length === 0));
  }
  return copy as TaskInput;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/**
 * Arguments that name the same thing another way of doing the job takes: the path a note is
 * exported to is the path of a file written with the note's text (issue #30, s9 file9: a note
 * saved as a file is judged by its text, whichever API wrote it, so the input for its path may
 * reach either).
 */
const SAME_TARGET: Record<string, readonly string[]> = {
  'simple_note.export_note_to_file.file_path': ['file_system.create_file.file_path'],
  // s28 (merge-tahoe-lists s27-s194-f3, merge-work-meetings s27-s194-f4): a merge's title is the new
  // note's title; an app may merge by making the note itself.
  'simple_note.merge_notes.title': ['simple_note.create_note.title'],
  // s28 (potluck-drop s28-s203-f1): a checklist item is a "- [ ] item" line, which text added to
  // the note writes as well.
  'simple_note.add_checklist_item.text': ['simple_note.add_content_to_note.content'],
};

/**
 * `input_available` names plus the API arguments (`app.api.argument`) that the reference's
 * matching inputs carry their whole value to: a field called "Search words" that feeds
 * `amazon.search_products.query` is the product field the check asks for, whatever its name.
 * The value may be passed on verbatim, as one item of a list (`email_addresses:
 * ["{{inputs.friend_email}}"]`) or item by item (`for_each: {{inputs.steps}}`): the check then
 * asks for an input that reaches the argument, not one named like the reference's (issue #30).
 * A value only written into a longer text ("Hi {{inputs.who}}, …") is not carried whole: any
 * input reaching that text would do, so the name stays the check.
 */
function withFlowNames(names: string[], packages: readonly Obj[]): string[] {
  const wanted = names.map(slug);
  const extra = new Set<string>();
  for (const pkg of packages) {
    for (const action of (pkg.actions ?? []) as Obj[]) {
      const flows = wholeFlows(Array.isArray(action.plan) ? action.plan : []);
      for (const input of (action.inputs ?? []) as Obj[]) {
        const words = `${slug(String(input.name))} ${slug(String(input.label ?? ''))}`;
        if (!wanted.some((w) => words.includes(w))) continue;
        for (const flow of flows.get(String(input.name)) ?? []) extra.add(flow);
      }
    }
  }
  for (const flow of [...extra]) for (const other of SAME_TARGET[flow] ?? []) extra.add(other);
  if (extra.size > 0) return [...names, ...[...extra].filter((name) => !names.includes(name)).sort()];
  // A list that already names an API argument is judged by capability as it is.
  return names.some((n) => n.includes('.')) ? names : partOfFlows(names, packages);
}

/**
 * Where the reference's input is only written into a longer text — a medicine into the alarm's
 * label "Take {{inputs.medicine}}", a file name into a path, a first name into the text message —
 * the user's value still goes to that argument, and an input called "Antihistamine", "Path" or
 * "Friend" that carries it there is the input the user needs: the check asks for an input reaching
 * the argument, not one named like the reference's (issue #30, reference_words). The reference's
 * input of that very name is read first (a "New folder name" does not stand for `file_name`).
 * An input that reaches no API at all leaves nothing to ask: `[]`, and the check goes.
 */
function partOfFlows(names: string[], packages: readonly Obj[]): string[] {
  const wanted = names.map(slug);
  const matched = (exact: boolean) => {
    const out: [action: Obj, input: string][] = [];
    for (const pkg of packages) {
      for (const action of (pkg.actions ?? []) as Obj[]) {
        for (const input of (action.inputs ?? []) as Obj[]) {
          const name = slug(String(input.name));
          const words = `${name} ${slug(String(input.label ?? ''))}`;
          if (exact ? wanted.includes(name) : wanted.some((w) => words.includes(w))) out.push([action, String(input.name)]);
        }
      }
    }
    return out;
  };
  const exact = matched(true);
  const inputs = exact.length > 0 ? exact : matched(false);
  if (inputs.length === 0) return names;
  const reached = new Set<string>();
  for (const [action, input] of inputs) for (const flow of partFlows(Array.isArray(action.plan) ? action.plan : []).get(input) ?? []) reached.add(flow);
  return reached.size > 0 ? [...names, ...[...reached].sort()] : [];
}

/** input name → `app.api.argument` any part of its value reaches in one plan (a loop's item too). */
function partFlows(steps: Obj[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (list: Obj[], loops: ReadonlyMap<string, string>, depth: number) => {
    if (depth > 8) return;
    for (const step of list) {
      if (typeof step.call === 'string' && step.args) {
        for (const [arg, value] of Object.entries(step.args as Obj)) {
          for (const [, root, first] of JSON.stringify(value).matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?/g)) {
            const input = root === 'inputs' ? first : loops.get(root ?? '');
            if (!input) continue;
            if (!found.has(input)) found.set(input, new Set());
            found.get(input)?.add(`${step.call}.${arg}`);
          }
        }
      }
      if (!Array.isArray(step.steps)) continue;
      const inner = new Map(loops);
      const looped = typeof step.for_each === 'string' ? /\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)/.exec(step.for_each)?.[1] : undefined;
      if (looped && typeof step.as === 'string') inner.set(step.as, looped);
      else if (typeof step.as === 'string') inner.delete(step.as);
      visit(step.steps as Obj[], inner, depth + 1);
    }
  };
  visit(steps, new Map(), 0);
  return found;
}

/**
 * input name → `app.api.argument` its whole value reaches in one plan: verbatim, as an item of a
 * list or object, or item by item through a loop over it (`for_each … as step` → `{{step}}`).
 */
function wholeFlows(steps: Obj[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (input: string, target: string) => {
    if (!found.has(input)) found.set(input, new Set());
    found.get(input)?.add(target);
  };
  const source = (text: string, loops: ReadonlyMap<string, string>): string | undefined => {
    const ref = wholeReference(text);
    if (!ref) return undefined;
    const [root, first] = ref.segments;
    return root === 'inputs' ? first : loops.get(root ?? '');
  };
  const texts = (value: unknown, depth: number): string[] => {
    if (depth > 8) return [];
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap((v) => texts(v, depth + 1));
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap((v) => texts(v, depth + 1));
    return [];
  };
  const visit = (list: Obj[], loops: ReadonlyMap<string, string>, depth: number) => {
    if (depth > 8) return;
    for (const step of list) {
      if (typeof step.call === 'string' && step.args) {
        for (const [arg, value] of Object.entries(step.args as Obj)) {
          for (const text of texts(value, 0)) {
            const input = source(text, loops);
            if (input) add(input, `${step.call}.${arg}`);
          }
        }
      }
      if (!Array.isArray(step.steps)) continue;
      const inner = new Map(loops);
      const looped = typeof step.for_each === 'string' && typeof step.as === 'string' ? source(step.for_each, loops) : undefined;
      if (looped) inner.set(step.as as string, looped);
      else if (typeof step.as === 'string') inner.delete(step.as);
      visit(step.steps as Obj[], inner, depth + 1);
    }
  };
  visit(steps, new Map(), 0);
  return found;
}

/** Every (input, `app.api`, argument) an input is passed to verbatim in one plan, in plan order. */
function verbatimPairs(steps: Obj[]): [input: string, call: string, arg: string][] {
  const out: [string, string, string][] = [];
  const visit = (list: Obj[]) => {
    for (const step of list) {
      if (Array.isArray(step.steps)) visit(step.steps);
      if (typeof step.call !== 'string' || !step.args) continue;
      for (const [arg, value] of Object.entries(step.args as Obj)) {
        const match = typeof value === 'string' ? /^\s*\{\{inputs\.([A-Za-z_][A-Za-z0-9_]*)\}\}\s*$/.exec(value) : null;
        if (match) out.push([match[1] as string, step.call, arg]);
      }
    }
  };
  visit(steps);
  return out;
}

/** input name → `app.api.argument` it is passed to verbatim, in one plan. */
function verbatimCalls(steps: Obj[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [input, call, arg] of verbatimPairs(steps)) {
    if (!found.has(input)) found.set(input, new Set());
    found.get(input)?.add(`${call}.${arg}`);
  }
  return found;
}

/**
 * Per action: argument name → the input a generator naming inputs after arguments would call
 * so: in plan order, each input takes the first argument it is passed to verbatim that no
 * input already has as its name.
 */
function firstInputs(packages: readonly Obj[]): Map<string, string>[] {
  const out: Map<string, string>[] = [];
  for (const pkg of packages) {
    for (const action of (pkg.actions ?? []) as Obj[]) {
      if (!Array.isArray(action.plan)) continue;
      const first = new Map<string, string>();
      const taken = new Set(((action.inputs ?? []) as Obj[]).map((i) => String(i.name)));
      const named = new Set<string>();
      for (const [input, , arg] of verbatimPairs(action.plan as Obj[])) {
        if (input === arg || named.has(input) || taken.has(arg)) continue;
        first.set(arg, input);
        named.add(input);
        taken.add(arg);
      }
      out.push(first);
    }
  }
  return out;
}

/** The searches that find a person, not a thing the user names. */
const PERSON_SEARCHES = new Set(['phone.search_contacts', 'venmo.search_users']);

/** input name → `app.api.argument` it is passed to verbatim, over every plan of the packages. */
function argumentTargets(packages: readonly Obj[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const pkg of packages) {
    for (const action of (pkg.actions ?? []) as Obj[]) {
      if (!Array.isArray(action.plan)) continue;
      for (const [input, targets] of verbatimCalls(action.plan as Obj[])) found.set(input, new Set([...(found.get(input) ?? []), ...targets]));
    }
  }
  return found;
}

/** input name → API argument names it is passed to verbatim, over every plan of the packages. */
function argumentNames(packages: readonly Obj[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const pkg of packages) {
    for (const action of (pkg.actions ?? []) as Obj[]) {
      if (!Array.isArray(action.plan)) continue;
      for (const [input, targets] of verbatimCalls(action.plan as Obj[])) {
        if (!found.has(input)) found.set(input, new Set());
        // `app.api.argument` → `argument`
        for (const target of targets) found.get(input)?.add(target.slice(target.lastIndexOf('.') + 1));
      }
    }
  }
  return found;
}
