/**
 * An input the first screen must offer is one the user needs (issue #30, unrequested_value). Two
 * kinds of the reference's inputs are not, and a check for them is left out:
 *
 * - an input whose value reaches no service call of any plan (an "occasion" only kept in the
 *   app's own list): no API and no end-state check can tell it was asked for;
 * - an input whose every typed value the intention already says ("build a soul playlist",
 *   "I host a board game night"), not as one choice among others ("a hip-hop or rock
 *   playlist"): the app built from those words may fix it itself.
 *
 * - a look-up input only ever filled with the one record the intention names in its own words ("my
 *   Japan trip project" for "Trip to Japan"): the app built for that record may find it itself.
 *
 * A check the kit cannot tie to any input of the reference stays. Runs on the built task, after
 * `withAliases` has named the API arguments inputs reach; other checks keep their ids.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import type { Obj } from './types.ts';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every call step's arguments of a plan, nested steps included, as JSON. */
function callArgs(steps: readonly Obj[]): string[] {
  return steps.flatMap((step) => [
    ...(typeof step.call === 'string' ? [JSON.stringify(step.args ?? {})] : []),
    ...(Array.isArray(step.steps) ? callArgs(step.steps as Obj[]) : []),
    // A loop over an input feeds its calls item by item.
    ...(typeof step.for_each === 'string' && Array.isArray(step.steps) ? [step.for_each] : []),
  ]);
}

/** Whether an input of an action reaches an argument of one of its calls, whole or inside a text. */
function reachesACall(action: Obj, input: string): boolean {
  const pattern = new RegExp(`\\{\\{\\s*inputs\\.${escape(input)}(?![A-Za-z0-9_])`);
  return callArgs(Array.isArray(action.plan) ? (action.plan as Obj[]) : []).some((args) => pattern.test(args));
}

/** The message texts an app words itself around a typed value. */
const MESSAGES = new Set(['phone.message', 'gmail.subject', 'gmail.body']);

/** A text field the end-state checks leave to the app, with the values it must hold (contains or one of mentions_one). */
interface FreeText { app: string; field: string; holds: string[] }

/** Every free prose rule of a slot's end-state checks. */
function freeTexts(task: TaskInput, slot: string): FreeText[] {
  return task.episodes
    .filter((x) => (x.slot ?? 'A') === slot)
    .flatMap((x) => (x.assertions ?? []).flatMap((a) => (a.type === 'world_matches_reference' ? (a.free ?? []) : [])))
    .map((f) => {
      const c = f.constraint;
      const parts = typeof c === 'object' && c !== null && 'contains' in c ? [...c.contains, ...(c.at_end ?? [])] : [];
      return { app: f.app, field: f.field, holds: [...parts, ...(f.mentions_one ?? [])].map((v) => String(v).trim().toLowerCase()) };
    });
}

/**
 * Whether an input reaches the service only inside texts the app words itself, none of whose end-state
 * rules holds the typed value ("Hi {{inputs.who}}," of an SMS the user dictates no words for): the
 * value only decorates the app's wording, so the first screen need not ask for it (issue #30,
 * unrequested_value).
 */
function onlyDecorates(action: Obj, input: string, values: readonly unknown[], free: readonly FreeText[]): boolean {
  const pattern = new RegExp(`\\{\\{\\s*inputs\\.${escape(input)}(?![A-Za-z0-9_])`);
  const steps = (list: readonly Obj[]): Obj[] => list.flatMap((s) => [s, ...(Array.isArray(s.steps) ? steps(s.steps as Obj[]) : [])]);
  const reached = steps(Array.isArray(action.plan) ? (action.plan as Obj[]) : []).flatMap((step) => {
    if (typeof step.call !== 'string') return [];
    const app = step.call.split('.')[0] ?? '';
    return Object.entries((step.args ?? {}) as Obj).filter(([, v]) => pattern.test(JSON.stringify(v))).map(([field, v]) => ({ app, field, v }));
  });
  if (reached.length === 0 || values.length === 0) return false;
  return reached.every(({ app, field, v }) => {
    // Passed whole, the value is the field: the user's words for it.
    if (typeof v !== 'string' || pattern.test(v) === false || v.trim().startsWith('{{') && v.trim().endsWith('}}')) return false;
    // Only a message's words (an SMS, an email): labels and titles are other lanes' (issue #30, ask9).
    if (!MESSAGES.has(`${app}.${field}`)) return false;
    const rules = free.filter((f) => f.app === app && f.field === field);
    return rules.length > 0 && rules.every((r) => values.every((value) => !r.holds.includes(String(value).trim().toLowerCase())));
  });
}

/**
 * A count input only ever filled with 1 ("buy one"): one is what any app orders without asking,
 * and the end state still holds the quantity.
 */
function defaultOne(matched: readonly { name: string }[], values: readonly unknown[]): boolean {
  return values.length > 0 && values.every((v) => v === 1 || v === '1') && matched.every((m) => /(^|_)(quantity|qty|count|how_many)($|_)/.test(m.name));
}

const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'onto', 'our', 'your', 'my', 'to', 'of', 'in', 'on', 'at', 'a', 'an']);
const contentWords = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !STOP.has(w));
const said = (intention: string, word: string): boolean => new RegExp(`(?<![a-z0-9])${escape(word)}(s|es)?(?![a-z0-9])`).test(intention) || (word.endsWith('s') && new RegExp(`(?<![a-z0-9])${escape(word.slice(0, -1))}(?![a-z0-9])`).test(intention));

/** Whether an input reaches only reads (a look-up's query): it picks a record, it writes nothing of its own. */
function onlyLooksUp(action: Obj, input: string): boolean {
  const pattern = new RegExp(`\\{\\{\\s*inputs\\.${escape(input)}(?![A-Za-z0-9_])`);
  const steps = (list: readonly Obj[]): Obj[] => list.flatMap((s) => [s, ...(Array.isArray(s.steps) ? steps(s.steps as Obj[]) : [])]);
  const reached = steps(Array.isArray(action.plan) ? (action.plan as Obj[]) : []).filter((step) => typeof step.call === 'string' && pattern.test(JSON.stringify(step.args ?? {})));
  return reached.length > 0 && reached.every((step) => {
    const [app = '', api = ''] = String(step.call).split('.');
    return findApi(app, api)?.method === 'GET';
  });
}

/**
 * The one record the intention already names in its own words, in another order ("my Japan trip
 * project" for the project "Trip to Japan"; s12 unfilled12), an input that only looks it up: one typed value, of two or more content
 * words, every one of them in the intention, and no choice offered ("or"). The app built for that
 * one record may find it itself, so its first screen need not ask for it.
 */
function namedInIntention(values: readonly unknown[], intention: string): boolean {
  if (values.length !== 1 || typeof values[0] !== 'string' || /\bor\b/.test(intention)) return false;
  const words = contentWords(values[0]);
  return words.length >= 2 && words.every((w) => said(intention, w));
}

export function withoutIdleInputs(task: TaskInput): TaskInput {
  const episodes = task.episodes.map((e) => {
    const ref = task.reference[e.slot ?? 'A'];
    if (!ref) return e;
    const intention = (task.apps.find((a) => a.slot === (e.slot ?? 'A'))?.intention ?? '').toLowerCase();
    const actions = [ref.package, ...Object.values(ref.revisions ?? {})].flatMap((p) => (Array.isArray((p as Obj).actions) ? ((p as Obj).actions as Obj[]) : []));
    const typed = (name: string) => task.episodes.filter((x) => (x.slot ?? 'A') === (e.slot ?? 'A')).flatMap((x) => Object.entries(x.values ?? {}).filter(([k]) => k.split('|').includes(name)).map(([, v]) => v));
    const idle = (names: readonly string[]): boolean => {
      const wanted = names.filter((n) => !n.includes('.')).map(slug);
      const matched = actions.flatMap((action) =>
        ((action.inputs ?? []) as Obj[])
          .filter((input) => {
            const words = `${slug(String(input.name))} ${slug(String(input.label ?? ''))}`;
            return wanted.some((w) => words.includes(w));
          })
          .map((input) => ({ action, name: String(input.name) })),
      );
      if (matched.length === 0) return false;
      const values = [...new Set(matched.flatMap((m) => typed(m.name)))];
      const free = freeTexts(task, e.slot ?? 'A');
      const unused = matched.every((m) => !reachesACall(m.action, m.name) || onlyDecorates(m.action, m.name, typed(m.name), free));
      // A value the intention offers among others ("a hip-hop or rock playlist") is still the user's pick.
      const fixed = values.length > 0 && values.every((v) => {
        if (typeof v !== 'string' || v.trim() === '') return false;
        const at = new RegExp(`(?<![a-z0-9])${escape(v.trim().toLowerCase())}(?![a-z0-9])`).exec(intention);
        return at !== null && !/\bor\s*$/.test(intention.slice(0, at.index)) && !/^\s*(or|and\/or)\b/.test(intention.slice(at.index + at[0].length));
      });
      const looksUp = matched.every((m) => onlyLooksUp(m.action, m.name));
      return unused || fixed || (looksUp && namedInIntention(values, intention)) || defaultOne(matched, values) || pickedByName(matched.map((m) => m.name));
    };
    // An input only ever filled with the id of a record the run made ("$trashId"), in episodes that
    // also offer the record's name form (the path, the title): the user picks the record by its
    // name, and an app whose form asks the name, not the entry's id, needs no id input.
    const pickedByName = (names: readonly string[]): boolean => {
      const filling = task.episodes.filter((x) => (x.slot ?? 'A') === (e.slot ?? 'A') && Object.keys(x.values ?? {}).some((k) => k.split('|').some((n) => names.includes(n))));
      return filling.length > 0 && filling.every((x) => Object.entries(x.values ?? {}).every(([k, v]) => !k.split('|').some((n) => names.includes(n)) || (typeof v === 'string' && v.startsWith('$'))) && Object.entries(x.values ?? {}).some(([k, v]) => k.includes('|') && !k.split('|').some((n) => names.includes(n)) && typeof v === 'string' && !v.startsWith('$') && names.some((n) => k.split('|').some((f) => f.includes(n.replace(/_id$/, ''))))));
    };
    return { ...e, assertions: (e.assertions ?? []).filter((a) => !(a.type === 'input_available' && idle(a.names))) };
  });
  return { ...task, episodes };
}
