/**
 * Session 23's mechanisms (issue #30), each from a kind of finding, never one task.
 *
 * - withPeopleApartFromText (loose_check; chore-rota-draft s22-r2-f1, s22-r4-f1): s22's
 *   withTypedTextsApart looked a person apart from the dictated text only where the check's value
 *   was the person. A check whose value is the person's address with the name as another form
 *   ("sofia.silva@proton.me", or "Sofia"), and a check whose state words name the person the draft
 *   goes to ("Omar"), now look for them apart from the dictated text too (`apart`, `state_apart`), so
 *   the rota "June: Omar bins, Sofia bathroom, me kitchen" shown again tells neither recipient.
 * - withPathsApartInAllForms (loose_check; wifi-note-file s22-r3-f1): a text masked out because it
 *   is a path ("~/documents/house-binder.txt") is masked in every form a screen shows a path in:
 *   the absolute path and the file name ("house-binder.txt"), so the tag "binder" is not shown by
 *   the file's name.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { fixturePeople } from './fixture.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, unknown>;

let peopleCache: Set<string> | undefined;
const people = (): Set<string> => {
  if (!peopleCache) {
    const { user, people: others } = fixturePeople();
    peopleCache = new Set([user, ...others].flatMap((p) => [p.first_name, `${p.first_name} ${p.last_name}`, p.email].map(normalizeText)));
  }
  return peopleCache;
};

/** The texts the user dictated as content (a text, a body, a line) of three words or more. */
function dictated(task: TaskInput): string[] {
  const CONTENT = /^(content|text|body|message|line|note|transcript)$/;
  return [...new Set(task.episodes.flatMap((e) => Object.entries(e.values ?? {}).filter(([k]) => k.split('|').some((alias) => CONTENT.test(alias))).map(([, v]) => v)).filter((v): v is string => typeof v === 'string' && !v.startsWith('$') && v.trim().split(/\s+/).length >= 3))];
}

/** The dictated texts that hold one of `forms` (a person's name or address) inside them. */
const holdersOf = (texts: readonly string[], forms: readonly string[]): string[] =>
  texts.filter((t) => forms.some((f) => people().has(normalizeText(f)) && normalizeText(t) !== normalizeText(f) && textShows(t, f, 'normalized')));

export function withPeopleApartFromText(task: TaskInput): TaskInput {
  const texts = dictated(task);
  if (texts.length === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.gone === true || typeof a.value !== 'string' || a.value.startsWith('$')) return a;
      let next = a;
      // The value or one of its other forms is a person.
      const forms = [a.value, ...((a.or as unknown[] | undefined) ?? [])].filter((f): f is string => typeof f === 'string');
      const held = a.apart === undefined ? holdersOf(texts, forms) : [];
      if (held.length > 0) next = { ...next, apart: held };
      // A state word that is a person (whom the draft goes to).
      const state = Array.isArray(a.state) ? (a.state as unknown[]).filter((w): w is string => typeof w === 'string') : [];
      const stateHeld = a.type === 'visible_result_grounded' && a.state_apart === undefined ? holdersOf(texts, state) : [];
      if (stateHeld.length > 0) next = { ...next, state_apart: stateHeld };
      if (next !== a) changed = true;
      return next;
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/** A path's other forms on a screen: `~/…` and `/home/alex/…` for each other, and the file name. */
function pathForms(path: string): string[] {
  const absolute = path.replace(/^~(?=\/)/, '/home/alex');
  const home = absolute.replace(/^\/home\/alex(?=\/)/, '~');
  const name = absolute.slice(absolute.lastIndexOf('/') + 1);
  return [...new Set([path, absolute, home, ...(name.length >= 3 ? [name] : [])])];
}

export function withPathsApartInAllForms(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if (!Array.isArray(a.apart)) return a;
      const apart = a.apart as string[];
      if (!apart.some((t) => /^(~|\/home\/alex)\//.test(t))) return a;
      const all = [...new Set(apart.flatMap((t) => (/^(~|\/home\/alex)\//.test(t) ? pathForms(t) : [t])))];
      // A form that is the value itself is not masked (the file name asked for as the value).
      const value = typeof a.value === 'string' ? normalizeText(a.value) : '';
      const kept = all.filter((t) => normalizeText(t) !== value);
      if (kept.length === apart.length) return a;
      changed = true;
      return { ...a, apart: kept };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}
