/**
 * Session 16, lane named (issue #30, unrequested_value; rubric `fidelity/2` Readings 2 and 3): a
 * change tells its record in the form the user gave it.
 *
 * A screen check after a change step (a return cancelled, a member removed, a note shared, an item
 * struck off a checklist, a queue position taken out) asked for one name of the record: the
 * product, the group's or note's title, the order's id. The user often named it otherwise: the
 * operator types the id where the app's input is an id ("Return 2131482 cancelled"), the name
 * where it is a name ("Your Scented Soy Candle, Cedar order is cancelled"), the person the user
 * typed ("Removed caleb.larsen@yahoo.com"), the position ("Removed position 2"), or the item the
 * user struck off ("Removed The Overstory", "4. lemonade - done"). Each of these is now another
 * form (`or`) of the check:
 *
 * - the two forms of a record the episode names (`names`: its name and its id), whichever the
 *   check does not ask already;
 * - an address the user typed (a person), unless the check asks it as its state already;
 * - a queue position the user typed (`position`), a number the changed row holds;
 * - the checklist item the step removed or ticked, where the note's content before and after the
 *   step is known (read-back checks keyed by the note's id).
 *
 * The check keeps its state words (a word of the action on a changed line), and each form must
 * still be grounded in a record the episode read or changed, so a read-only app, or one that acts
 * on another record, still fails; the world checks still judge which record changed.
 * A product checked by its catalogue name also takes the name the user typed, where the catalogue's
 * only adds a variant ("1000-Piece Jigsaw Puzzle" of "…, Multicolor"; typedProduct).
 * And a value checked beside a record's own name (a tag beside its note's title) may stand beside
 * the id the user typed to name that record (service tasks that look notes up by id).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { fixtureRows } from './fixture.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, any>;
type Assertion = NonNullable<Episode['assertions']>[number];

const POSITION = /^(?:position|queue_position)$/;
const norm = (v: unknown): string => String(v).trim().toLowerCase();

/** The items of a checklist content ("- [ ] lasagna" → lasagna, ticked or not). */
const items = (content: string): { text: string; done: boolean }[] =>
  content.split('\n').map((line) => /^\s*[-*]\s*\[( |x|X)\]\s*(.+?)\s*$/.exec(line)).filter((m): m is RegExpExecArray => m !== null).map((m) => ({ text: m[2] as string, done: m[1] !== ' ' }));

/** The content a read-back check of `key` holds in the episode, if any. */
function contentAt(e: Episode, key: unknown): string | undefined {
  const a = (e.assertions ?? []).find((x) => x.type === 'record_matches' && JSON.stringify((x as Obj).key) === JSON.stringify(key) && typeof (x as Obj).fields?.content === 'string') as Obj | undefined;
  return a?.fields.content as string | undefined;
}

/** The checklist items the episode removed or ticked (the note's content before and after it). */
function itemsChanged(task: TaskInput, index: number, record: Obj | undefined): string[] {
  if (!record?.key) return [];
  const after = contentAt(task.episodes[index] as Episode, record.key);
  if (after === undefined) return [];
  const before = task.episodes.slice(0, index).map((e) => contentAt(e, record.key)).filter((c): c is string => c !== undefined).pop();
  if (before === undefined) return [];
  const was = items(before);
  const now = items(after);
  if (was.length === 0) return [];
  const nowByText = new Map(now.map((i) => [norm(i.text), i]));
  const wasTexts = new Set(was.map((i) => norm(i.text)));
  // Only the user's own item texts of a plain list, each once.
  if (wasTexts.size !== was.length) return [];
  return was.filter((i) => { const n = nowByText.get(norm(i.text)); return n === undefined || n.done !== i.done; }).map((i) => i.text);
}

/** The name a read-back check keyed by `id` holds for its record (a note's title), up to `index`. */
function nameOfId(task: TaskInput, index: number, id: unknown): string | undefined {
  for (const e of task.episodes.slice(0, index + 1).reverse()) {
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type !== 'record_matches' || a.key?.id !== id) continue;
      const name = ['title', 'name', 'subject', 'label'].map((f) => a.fields?.[f]).find((x) => typeof x === 'string' && x.trim() !== '');
      if (name !== undefined) return name as string;
    }
  }
  return undefined;
}

/** The table a read-back check keyed by `id` reads, up to `index`. */
function tableOfId(task: TaskInput, index: number, id: unknown): { app: string; table: string } | undefined {
  for (const e of task.episodes.slice(0, index + 1).reverse()) {
    for (const a of (e.assertions ?? []) as Obj[]) if (a.type === 'record_matches' && a.key?.id === id && typeof a.app === 'string' && typeof a.table === 'string') return { app: a.app, table: a.table };
  }
  return undefined;
}

const titlesCache = new Map<string, string[]>();

/**
 * The titles of the other records of the id's table (the base fixture's and the task's world's)
 * that hold `value` ("Car service" for the tag car): beside the bare id, the value must be shown
 * apart from them, or an app that tags silently and lists another note about a car passes (s16 tf3).
 */
function titlesHolding(task: TaskInput, index: number, id: unknown, value: unknown, own: readonly string[]): string[] {
  const at = tableOfId(task, index, id);
  if (at === undefined || typeof value !== 'string' || !/\p{L}/u.test(value)) return [];
  const key = `${at.app}_${at.table}`;
  let fixture = titlesCache.get(key);
  if (fixture === undefined) {
    try {
      fixture = fixtureRows<Obj>(`SELECT * FROM ${JSON.stringify(key)}`).map((r) => ['title', 'name', 'subject'].map((f) => r[f]).find((x) => typeof x === 'string') as string | undefined).filter((x): x is string => x !== undefined);
    } catch {
      fixture = [];
    }
    titlesCache.set(key, fixture);
  }
  const world = ((task.world as Obj | undefined)?.rows ?? []) as Obj[];
  const mine = world.filter((r) => r.app === at.app && r.table === at.table).map((r) => ['title', 'name', 'subject'].map((f) => r.row?.[f]).find((x) => typeof x === 'string') as string | undefined).filter((x): x is string => x !== undefined);
  const owned = new Set(own.map(norm));
  return [...new Set([...fixture, ...mine])].filter((t) => !owned.has(norm(t)) && norm(t) !== norm(value) && textShows(t, value, 'normalized'));
}

/** A comment's (a question's, an answer's) own short text by a read-back check keyed by `id` (it has no title to name it by). */
function textOfId(task: TaskInput, index: number, id: unknown): string | undefined {
  if (typeof id !== 'string' || !id.startsWith('$')) return undefined;
  for (const e of task.episodes.slice(0, index).reverse()) {
    for (const a of (e.assertions ?? []) as Obj[]) {
      // s19 (s19-S5-f1): a question or an answer too, by its own text ("Deleted your question: Do the plates rattle …").
      if (a.type !== 'record_matches' || a.key?.id !== id || !/(comments|questions|answers)$/.test(String(a.table))) continue;
      const f = a.fields ?? {};
      if (['title', 'name', 'subject', 'label', 'description'].some((k) => typeof f[k] === 'string')) continue;
      const text = f.content ?? f.question ?? f.answer;
      if (typeof text === 'string' && text.trim().length >= 6 && text.length <= 80 && !text.includes('\n')) return text;
    }
  }
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The forms a person is shown in across the task (Reading 3), by each address: the lists of a
 * "to whom" check, and a check of the address that also takes the person's name. Numbers aside.
 */
function personForms(task: TaskInput): Map<string, string[]> {
  const groups: string[][] = [];
  for (const e of task.episodes) {
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type !== 'visible_result_grounded') continue;
      if (typeof a.note === 'string' && a.note.startsWith('the person the step') && Array.isArray(a.state)) groups.push(a.state.filter((x: unknown): x is string => typeof x === 'string'));
      else if (typeof a.value === 'string' && EMAIL.test(a.value) && Array.isArray(a.or)) groups.push([a.value, ...a.or.filter((x: unknown): x is string => typeof x === 'string')]);
    }
  }
  const out = new Map<string, string[]>();
  for (const g of groups) {
    const forms = g.filter((x) => /\p{L}/u.test(x));
    for (const email of forms.filter((x) => EMAIL.test(x))) out.set(norm(email), [...new Set([...(out.get(norm(email)) ?? []), ...forms])]);
  }
  return out;
}

function formsOf(task: TaskInput, index: number, e: Episode, a: Obj): unknown[] {
  const values = (e.values ?? {}) as Record<string, unknown>;
  const forms: unknown[] = [];
  let named = false;
  for (const [nameKey, idKey] of Object.entries(e.names ?? {})) {
    const name = values[nameKey];
    const id = values[idKey];
    if (name === undefined || id === undefined) continue;
    // The check asks for this record (by its id, its name form, or the name its row holds).
    const about = a.value === id || norm(a.value) === norm(name) || a.record?.key?.id === id;
    if (about) forms.push(id, name);
    named ||= about;
  }
  const state = new Set(((a.state ?? []) as string[]).map(norm));
  for (const [key, v] of Object.entries(values)) {
    // The person the step acts with on the record the user named ("remove lucas@… from it").
    if (named && typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && !state.has(norm(v))) forms.push(v);
    if (typeof v === 'number' && Number.isInteger(v) && v > 0 && key.split('|').some((k) => POSITION.test(k))) forms.push(v);
  }
  forms.push(...itemsChanged(task, index, a.record));
  // s16 words3: the record the step deletes, named by its own short text ("Removed your comment
  // 'Thank you Dad, dinner is on me'"), where it has no title to name it by.
  if (named) for (const idKey of Object.values(e.names ?? {})) { const t = textOfId(task, index, values[idKey]); if (t !== undefined) forms.push(t); }
  // s16 words3 (Reading 3): a person added here in the form the user typed is also shown by the
  // name the task knows for that address ("Removed Caleb Larsen").
  const people = personForms(task);
  for (const f of [...forms]) if (typeof f === 'string') forms.push(...(people.get(norm(f)) ?? []));
  const have = new Set([a.value, ...((a.or ?? []) as unknown[])].map(norm));
  const out: unknown[] = [];
  for (const f of forms) if (!have.has(norm(f))) { have.add(norm(f)); out.push(f); }
  return out;
}

/**
 * The product as the user typed it, where the check asks the catalogue's name that only adds a
 * variant to it ("1000-Piece Jigsaw Puzzle" of "1000-Piece Jigsaw Puzzle, Multicolor"): a gift
 * list that keeps the gift in the user's own words shows what they asked for.
 */
function typedProduct(task: TaskInput, index: number, a: Obj): string | undefined {
  if (typeof a.value !== 'string') return undefined;
  const typed = task.episodes.slice(0, index + 1).flatMap((e) => Object.entries((e.values ?? {}) as Record<string, unknown>)).filter(([k, v]) => typeof v === 'string' && k.split('|').some((x) => /^product$/.test(x))).map(([, v]) => v as string);
  const have = new Set([a.value, ...((a.or ?? []) as unknown[])].map(norm));
  return typed.find((v) => v.trim().length >= 6 && norm(a.value).startsWith(`${norm(v)}, `) && !have.has(norm(v)));
}

export function withTypedForms(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, index) => {
    const product = (x: Assertion): Assertion => {
      const a = x as Obj;
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return x;
      const typed = typedProduct(task, index, a);
      if (typed === undefined) return x;
      changed = true;
      return { ...a, or: [...((a.or ?? []) as unknown[]), typed] } as Assertion;
    };
    e = { ...e, assertions: (e.assertions ?? []).map(product) };
    if (e.stage === 'open' || e.stage === 'reopen' || e.stage === 'submit') return e;
    const values = (e.values ?? {}) as Record<string, unknown>;
    const assertions = (e.assertions ?? []).map((x) => {
      const a = x as Obj;
      if (a.type !== 'visible_result_grounded' || a.whole === true) return x;
      // A value beside its record's own name: the id the user typed names that record too.
      if (a.state === undefined && Array.isArray(a.beside)) {
        const ids = Object.values(values).filter((v) => typeof v === 'string' && v.startsWith('$') && !a.beside.includes(v) && a.beside.some((w: string) => norm(w) === norm(nameOfId(task, index, v) ?? '\u0000')));
        if (ids.length === 0) return x;
        changed = true;
        // Beside the bare id, the value apart from other records' titles that hold it.
        const apart = [...new Set([...((a.apart ?? []) as string[]), ...ids.flatMap((id) => titlesHolding(task, index, id, a.value, a.beside as string[]))])];
        return { ...a, beside: [...a.beside, ...ids], ...(apart.length > 0 ? { apart } : {}) } as typeof x;
      }
      if (a.state === undefined) return x;
      const forms = formsOf(task, index, e, a);
      if (forms.length === 0) return x;
      changed = true;
      return { ...a, or: [...((a.or ?? []) as unknown[]), ...forms] } as typeof x;
    });
    // s16 words3: a "to whom" check beside a check of the same step that takes the person as the
    // changed record's form: the person told with the action ("No longer shared with elena@…",
    // "Invited sofia@… (code 4WCAAW2R)") shows to whom without the note's or project's name.
    const told = assertions.map((x) => {
      const a = x as Obj;
      if (a.type !== 'visible_result_grounded' || a.whole === true || !Array.isArray(a.state) || !String(a.note ?? '').startsWith('the person the step')) return x;
      const persons = (a.state as unknown[]).filter((v): v is string => typeof v === 'string' && /\p{L}/u.test(v));
      const sibling = assertions.some((y) => { const b = y as Obj; return b !== x && b.type === 'visible_result_grounded' && Array.isArray(b.state) && !String(b.note ?? '').startsWith('the person the step') && Array.isArray(b.or) && b.or.some((v: unknown) => persons.some((p) => norm(p) === norm(v))); });
      const have = new Set([a.value, ...((a.or ?? []) as unknown[])].map(norm));
      const add = sibling ? persons.filter((p) => !have.has(norm(p))) : [];
      if (add.length === 0) return x;
      changed = true;
      return { ...a, or: [...((a.or ?? []) as unknown[]), ...add] } as typeof x;
    });
    return { ...e, assertions: told };
  });
  return changed ? { ...task, episodes } : task;
}
