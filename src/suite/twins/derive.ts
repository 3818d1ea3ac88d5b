import type { Task } from '../../schemas/task.ts';
import type { KeptValue, SlotKind, TwinSlot } from '../../schemas/twin.ts';
import { hashValue } from '../../io/hash.ts';
import { normalizeText } from '../../stages/check/match.ts';
import { findApi, paramDocs, isChoice } from '../../world/docs.ts';
import { spellings } from '../auto-review.ts';
import { fixtureIndex, type FixtureIndex, type RowRef } from './fixture-index.ts';
import { namesOf, personNamed, personOf, swapPerson, swapRecord, type SwapContext } from './records.ts';
import { typedValues, type TypedValue } from './roles.ts';
import { dayList, holds, sortDays } from './spell.ts';
import { WordMap, wordsOf } from './words.ts';

/**
 * Which values a task's twin swaps, and for what (docs/decisions.md "Counterfactual twins").
 * Pure: a function of the task and its fixture. Every typed value is either a slot or kept with
 * a reason, so a task's twin can be read and argued about.
 */

const isObj = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every string and number of a JSON value (keys left out), bounded. */
function leavesOf(value: unknown, out: (string | number)[] = [], depth = 0): (string | number)[] {
  if (depth > 40) return out;
  if (typeof value === 'string' || typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const item of value) leavesOf(item, out, depth + 1);
  else if (isObj(value)) for (const item of Object.values(value)) leavesOf(item, out, depth + 1);
  return out;
}

/**
 * Literal text of the reference packages that is not a select's list of choices: a value the
 * reference writes itself is part of the app, not something the user types.
 */
function referenceLiterals(task: Task): { texts: string[]; numbers: Set<number> } {
  const texts: string[] = [];
  const numbers = new Set<number>();
  const visit = (node: unknown, key: string, depth: number): void => {
    if (depth > 40 || key === 'options') return;
    if (typeof node === 'string') texts.push(node.replace(/\{\{[^}]*\}\}/g, ' '));
    else if (typeof node === 'number' && key !== 'version') numbers.add(node);
    else if (Array.isArray(node)) for (const item of node) visit(item, key, depth + 1);
    else if (isObj(node)) for (const [k, v] of Object.entries(node)) visit(v, k, depth + 1);
  };
  visit(task.reference, '', 0);
  return { texts, numbers };
}

const stated = (text: string, value: string | number) => spellings(value).some((form) => holds(text, form));

const MONEY = /(amount|price|total|cost|paid|share|debt|balance|tip|owe|budget|fee|dues|rent)/;
const RATING = /(rating|stars|score)/;
const QUANTITY = /(quantity|qty|count|copies)$/;
const LOOKUP = /(^|\.)(query|search|keywords?|q|search_term|name_contains)$/;
const RELATIVE_DATE = /\b(today|tomorrow|tonight|yesterday|next|this|in \d+ days?)\b/i;
const TIME_WORDS = /\b(morning|evening|noon|night|tonight|afternoon|o'clock|midnight)\b/i;

/** Argument names a value flows into (`amazon.search_products.query` → `query`). */
const argNames = (flows: readonly string[]) => flows.map((flow) => flow.slice(flow.lastIndexOf('.') + 1));

/**
 * Does the value only feed what the user writes (a new title, an amount)? A value that also
 * feeds a look-up (a search, a read API) names something that must exist, and is not.
 */
function writes(typed: TypedValue): boolean {
  const sorts = typed.flows.map((flow) => {
    const [app = '', api = '', ...rest] = flow.split('.');
    const def = findApi(app, api);
    return def !== undefined && def.changes.length > 0 && !LOOKUP.test(rest.join('.'));
  });
  return sorts.length > 0 && sorts.every(Boolean);
}

/** The listed values of the API arguments a value feeds (a priority, a genre), when it feeds one that lists them. */
function enumOptions(typed: TypedValue): string[] | undefined {
  for (const flow of typed.flows) {
    const [app = '', api = '', arg = ''] = flow.split('.');
    const def = findApi(app, api);
    const param = def ? paramDocs(def).find((p) => p.name === arg) : undefined;
    if (param && isChoice(param)) return [...param.type.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? '');
  }
  return undefined;
}

const DAYS_CYCLE: Record<string, string> = { monday: 'tuesday', tuesday: 'wednesday', wednesday: 'thursday', thursday: 'friday', friday: 'monday', saturday: 'sunday', sunday: 'saturday' };

function shiftDate(text: string, days: number): string {
  const date = new Date(`${text}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function shiftTime(text: string): string {
  const [h = 0, m = 0] = text.split(':').map(Number);
  const hour = h >= 22 ? h - 1 : h + 1;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** An amount scale that keeps cents whole and gives no twin equal to a number the task already has. */
function amountScale(amounts: readonly number[], taken: ReadonlySet<number>): number | undefined {
  for (const k of [1.5, 2, 1.25, 3, 0.5]) {
    const twins = amounts.map((a) => Math.round(a * k * 100) / 100);
    const whole = amounts.every((a, i) => Math.abs(a * k * 100 - (twins[i] ?? 0) * 100) < 1e-6);
    if (whole && twins.every((t) => t > 0 && !taken.has(t))) return k;
  }
  return undefined;
}

export interface DerivedPlan {
  slots: TwinSlot[];
  kept: KeptValue[];
  /** Records of the world the user names that the twin keeps (they still get look-alikes). */
  named: RowRef[];
}

/** Everything of a task a person or the checker reads, lower case: what a twin must not collide with. */
function taskText(task: Task): string {
  const parts: string[] = [...task.apps.map((a) => a.intention)];
  for (const episode of task.episodes) {
    parts.push(episode.message ?? '', episode.requirement ?? '');
    // A made value's table (`state_made`, s24) names no value of the world: only its dictated texts are read.
    const read = episode.assertions.map((a) => (a.type === 'visible_result_grounded' && a.state_made ? { ...a, state_made: { texts: a.state_made.texts ?? [] } } : a));
    for (const leaf of leavesOf([episode.values, read, episode.captures])) parts.push(String(leaf));
  }
  return parts.join('\n').toLowerCase();
}

/**
 * The derived slots and kept values of a task. `keep` holds values not to swap, with the reason
 * (found by the caller, e.g. a record the message also names in other words).
 */
export function deriveSlots(task: Task, keep: ReadonlyMap<string, string> = new Map(), declared: readonly { value: string | number; twin: string | number }[] = []): DerivedPlan {
  const index: FixtureIndex = fixtureIndex(task.world.fixture);
  const seed = Number.parseInt(hashValue({ twin: task.id }, 8), 16);
  const text = taskText(task);
  const numbers = new Set<number>();
  for (const episode of task.episodes) for (const leaf of leavesOf([episode.values, episode.assertions])) if (typeof leaf === 'number') numbers.add(leaf);
  for (const match of text.matchAll(/\d+(?:\.\d+)?/g)) numbers.add(Number(match[0]));
  const spec = [...task.apps.map((a) => a.intention), ...task.episodes.map((e) => e.requirement ?? '')].join('\n');
  const literals = referenceLiterals(task);
  const words = new WordMap(seed, new Set([...index.words, ...wordsOf(text)]));
  const context: SwapContext = { index, seed, taskText: text, taskNumbers: numbers, taken: new Set(), swapped: new Map(), apps: new Set(task.apps.flatMap((a) => a.services)) };
  const declaredTwins = new Map(declared.map((slot) => [String(slot.value), slot.twin]));
  const slots: TwinSlot[] = [];
  const kept: KeptValue[] = [];
  const named: RowRef[] = [];
  /** The record a typed value names: by id, or by a field that names it. */
  const recordOf = (typed: TypedValue): RowRef | undefined => {
    const { value } = typed;
    if (typeof value === 'number') return (index.byId.get(value) ?? []).length === 1 ? index.byId.get(value)?.[0] : undefined;
    if (typeof value !== 'string') return undefined;
    const matches = (index.byText.get(normalizeText(value)) ?? []).filter((m) => m.app !== 'admin' && namesOf(index, `${m.app}.${m.table}`).includes(m.column));
    return matches.find((m) => typed.flows.some((flow) => flow.startsWith(`${m.app}.`))) ?? matches[0];
  };
  const bySource = new Map<string, string>();
  const amounts: { value: number; from: string }[] = [];
  /** The services each typed text went to. */
  const textApps = new Map<string, Set<string>>();
  const small: { value: number; from: string; kind: 'rating' | 'quantity' }[] = [];
  const has = (value: string | number) => slots.some((s) => s.value === value || (typeof value === 'string' && typeof s.value === 'string' && normalizeText(s.value) === normalizeText(value)));
  const add = (slot: TwinSlot) => {
    if (!has(slot.value)) slots.push(slot);
  };

  for (const typed of typedValues(task)) {
    const episode = task.episodes[typed.episode];
    const from = `${episode?.id ?? typed.episode}:${typed.key}`;
    const message = episode?.message ?? '';
    const keepIt = (reason: string) => {
      kept.push({ episode: episode?.id ?? String(typed.episode), key: typed.key, value: typed.value, reason });
      const ref = recordOf(typed);
      if (ref && !named.some((n) => n.table === ref.table && n.app === ref.app && n.row.id === ref.row.id)) named.push(ref);
    };
    const { value } = typed;
    if (typeof value === 'boolean') {
      keepIt('a yes/no choice: the message says it in words the twin does not rewrite');
      continue;
    }
    if (has(value)) continue;
    const twinDeclared = declaredTwins.get(String(value));
    if (twinDeclared !== undefined) {
      add({ value, twin: twinDeclared, kind: typeof value === 'number' ? 'amount' : 'text', from });
      continue;
    }
    const because = keep.get(String(value));
    if (because !== undefined) {
      keepIt(because);
      continue;
    }
    if (stated(spec, value)) {
      keepIt('named in the intention or a requirement, which the packages are generated from');
      continue;
    }
    if (typeof value === 'string' ? literals.texts.some((t) => holds(t, value)) : literals.numbers.has(value) && value >= 10) {
      keepIt('the reference package writes it itself');
      continue;
    }
    const args = argNames(typed.flows);
    const kindByName = (pattern: RegExp) => pattern.test(typed.key.toLowerCase()) || args.some((arg) => pattern.test(arg));

    // A person named by email or phone number.
    if (typeof value === 'string' && (/^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(value) || /^\d{10}$/.test(value))) {
      const person = personOf(index, value);
      if (!person) {
        keepIt('an address or number of no one in the world');
        continue;
      }
      const swapped = swapPerson(person, context);
      if (typeof swapped === 'string') keepIt(swapped);
      else for (const slot of swapped) add({ ...slot, from: `${from} ${slot.from}` });
      continue;
    }
    // A person named by name ("Liam", "Hana Patel"), or several by address in one value.
    if (typeof value === 'string') {
      const named = personNamed(index, value);
      const inside = value.match(/[^@\s,;]+@[^@\s,;]+\.[a-z]+/gi) ?? [];
      if (named || inside.length > 0) {
        const people = named ? [named] : inside.map((address) => personOf(index, address));
        if (people.some((p) => p === undefined)) {
          keepIt('names someone who is not in the world');
          continue;
        }
        for (const person of people) {
          if (!person || slots.some((s) => s.value === person.email)) continue;
          const swapped = swapPerson(person, context);
          if (typeof swapped === 'string') keepIt(swapped);
          else for (const slot of swapped) add({ ...slot, from: `${from} ${slot.from}` });
        }
        continue;
      }
    }
    // An id of an existing record.
    if (typeof value === 'number' && value >= 1_000_000) {
      const refs = index.byId.get(value) ?? [];
      const ref = refs.length === 1 ? refs[0] : refs.find((r) => args.some((arg) => arg.startsWith(r.table.replace(/s$/, ''))));
      if (!ref) {
        keepIt(refs.length === 0 ? 'an id of no record in the world' : 'an id several tables hold');
        continue;
      }
      const swapped = swapRecord(ref, context);
      if (typeof swapped === 'string') keepIt(swapped);
      else for (const slot of swapped.slots) add({ ...slot, from: `${from} ${slot.from}` });
      continue;
    }
    if (typeof value === 'number') {
      if (kindByName(RATING) && Number.isInteger(value) && value >= 1 && value <= 5) small.push({ value, from, kind: 'rating' });
      else if (kindByName(QUANTITY) && Number.isInteger(value) && value >= 1 && value < 50) small.push({ value, from, kind: 'quantity' });
      else if (kindByName(MONEY) && value > 0) amounts.push({ value, from });
      else keepIt('a number the twin cannot tell the meaning of (a position, a count, a code)');
      continue;
    }
    // Strings from here on.
    const paths = value.split(/\s*,\s*/);
    if (paths.every((part) => /^(~\/|\/)/.test(part))) {
      // Files and folders the world has (or named like one: a folder moved keeps its name) stay.
      const names = paths.map((part) => part.slice(part.lastIndexOf('/') + 1));
      const known = paths.some((part, i) => index.paths.has(part.replace(/^~\//, `${index.home}/`)) || index.segments.has((names[i] ?? '').toLowerCase()));
      if (known) {
        keepIt('names a file or folder the world has (or one named like it)');
        continue;
      }
      const twins = names.map((name) => words.textFor(name));
      if (twins.some((t) => t === undefined)) keepIt("a path with no word of the user's own");
      else names.forEach((name, i) => add({ value: name, twin: twins[i] as string, kind: 'text', from }));
      continue;
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      if (!stated(message, value) && RELATIVE_DATE.test(message)) keepIt('the message gives the date in relative words');
      else add({ value, twin: shiftDate(value, 7), kind: 'date', from });
      continue;
    }
    if (/^\d{2}:\d{2}$/.test(value)) {
      if (!stated(message, value) && TIME_WORDS.test(message)) keepIt('the message gives the time in words');
      else add({ value, twin: shiftTime(value), kind: 'time', from });
      continue;
    }
    const days = dayList(value);
    if (days) {
      const twin = sortDays(days.map((day) => DAYS_CYCLE[day] ?? day));
      const same = twin.join() === sortDays(days).join();
      if (same) keepIt('a whole week or weekend: another day list would change what was asked');
      else add({ value, twin: twin.join(', '), kind: 'day', from });
      continue;
    }
    const options = typed.options ?? enumOptions(typed);
    if (options) {
      const at = options.findIndex((option) => normalizeText(option) === normalizeText(value));
      const others = options.filter((option, i) => i !== at && option.trim() !== '');
      const twin = at >= 0 ? (options.slice(at + 1).find((o) => others.includes(o)) ?? others[0]) : undefined;
      if (twin === undefined) keepIt('a choice with no other option');
      else add({ value, twin, kind: 'choice', from });
      continue;
    }
    const apps = new Set(typed.flows.map((flow) => flow.split('.')[0] ?? ''));
    const textual = slots.filter((s) => s.kind === 'text' && typeof s.value === 'string' && (apps.size === 0 || [...(textApps.get(String(s.value)) ?? [])].some((app) => apps.has(app)))).map((s) => String(s.value));
    // Part of a text the user typed earlier into the same service (the find-text of an edit, a
    // longer title): its words follow that text's, so the two stay one.
    if (textual.some((t) => holds(t, value) || holds(value, t))) {
      const twin = words.textFor(value);
      if (twin !== undefined) {
        add({ value, twin, kind: 'text', from });
        textApps.set(value, apps);
      }
      continue;
    }
    // A record of the world named by one of its fields (a title, a label's name).
    const matches = (index.byText.get(normalizeText(value)) ?? []).filter((m) => m.app !== 'admin');
    if (matches.length > 0) {
      // The record the field names (a label's own row), before rows that merely mention it.
      const rank = (m: (typeof matches)[number]) => (namesOf(index, `${m.app}.${m.table}`).includes(m.column) ? 0 : 2) + (typed.flows.some((flow) => flow.startsWith(`${m.app}.`)) ? 0 : 1);
      const ref = [...matches].sort((a, b) => rank(a) - rank(b))[0];
      if (!ref) continue;
      const key = `${ref.app}.${ref.table}#${String(ref.row.id)}`;
      if (bySource.has(key)) continue;
      const swapped = swapRecord(ref, context);
      if (typeof swapped === 'string') keepIt(swapped);
      else {
        bySource.set(key, from);
        for (const slot of swapped.slots) add({ ...slot, from: `${from} ${slot.from}` });
      }
      continue;
    }
    if (index.segments.has(value.toLowerCase())) {
      keepIt('names a file or folder the world has');
      continue;
    }
    const normal = normalizeText(value);
    if (index.texts.some((cell) => holds(cell, normal))) {
      keepIt('words the world already holds (a line of a file, part of a title)');
      continue;
    }
    if (!writes(typed)) {
      keepIt('looks up something by words the twin cannot point elsewhere');
      continue;
    }
    const twin = words.textFor(value);
    if (twin === undefined) keepIt('no word of it is the user\'s own (numbers, dates, names of days)');
    else {
      add({ value, twin, kind: 'text', from });
      textApps.set(value, apps);
    }
  }

  // Small numbers get distinct twins (two ratings of one task must not become one).
  const used = new Set<string>();
  for (const item of small) {
    if (has(item.value)) continue;
    const max = item.kind === 'rating' ? 5 : 50;
    const order = [1, -1, 2, -2, 3, -3].map((d) => item.value + d).filter((n) => n >= 1 && n <= max);
    const twin = order.find((n) => !used.has(`${item.kind}${n}`) && !small.some((other) => other.kind === item.kind && other.value === n));
    if (twin === undefined) kept.push({ episode: item.from.split(':')[0] ?? '', key: item.from.split(':').slice(1).join(':'), value: item.value, reason: 'no other value of its range is free' });
    else {
      used.add(`${item.kind}${twin}`);
      add({ value: item.value, twin, kind: item.kind, from: item.from });
    }
  }

  if (amounts.length > 0) {
    const values = [...new Set(amounts.map((a) => a.value))];
    const k = amountScale(values, numbers);
    if (k === undefined) for (const a of amounts) kept.push({ episode: a.from.split(':')[0] ?? '', key: a.from.split(':').slice(1).join(':'), value: a.value, reason: 'no amount scale keeps every amount apart from the task\'s other numbers' });
    else for (const a of amounts) add({ value: a.value, twin: Math.round(a.value * k * 100) / 100, kind: 'amount' as SlotKind, from: a.from });
  }
  return { slots, kept, named };
}
