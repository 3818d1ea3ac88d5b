/**
 * s17 last21 (issue #30, undictated_text): a text the app words itself about a to-do whose title the
 * user grew in a later step ("book vet checkup" → "Add the dog name, book vet checkup for Biscuit"),
 * where the user dictates none of the text ("text Omar"). The whole grown title held as a
 * `contains` part is more than the user asked. s18: nor is the part the user added ("Biscuit", the
 * dog) what the text must say — "Done: booked the vet checkup" tells Omar all he needs. The text
 * names the chore by one of its own words (`names_one`: "vet", "checkup", from the title the user
 * first gave) and still says what happened in one of the user's words for it (`mentions_one`,
 * kept). A text about nothing ("Done!"), or about the dog and not the chore ("Biscuit's chores are
 * done"), still fails. A title the user dictates in quotes stays whole.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { recordWords } from './record-words.ts';
import { dictatesTitle } from './words17.ts';

type Obj = Record<string, any>;

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Fields of a text the app words itself (a phone text, an email's subject or body). */
const TEXT_FIELDS = new Set(['message', 'body', 'subject', 'content']);

/** The titles the user typed across the task's episodes. */
function typedTitles(task: TaskInput): string[] {
  return task.episodes.flatMap((e) =>
    Object.entries((e.values ?? {}) as Obj)
      .filter(([k, v]) => typeof v === 'string' && k.split('|').some((n) => /(^|_)title$/.test(n)))
      .map(([, v]) => String(v)),
  );
}

/** The earlier title of the user's that a grown title starts with ("Book vet checkup" for "Book vet checkup for Biscuit"), else undefined. */
const grownFrom = (whole: string, earlier: readonly string[]): string | undefined => earlier.find((t) => norm(t) !== norm(whole) && norm(whole).startsWith(`${norm(t)} `));

/** The one telling word the user added to an earlier title of theirs ("for Biscuit" → "Biscuit"), else undefined. */
export function addedWord(whole: string, earlier: readonly string[]): string | undefined {
  const first = grownFrom(whole, earlier);
  if (first === undefined) return undefined;
  const rest = whole.trim().slice(first.trim().length).trim();
  const words = recordWords(rest).filter((w) => w !== rest);
  return words.length === 1 ? words[0] : undefined;
}

/** The chore's own words: those of the earlier title the grown one starts with, whole title aside ("vet", "checkup"). */
export function choreWords(whole: string, earlier: readonly string[]): string[] {
  const first = grownFrom(whole, earlier);
  return first === undefined ? [] : recordWords(first).filter((w) => norm(w) !== norm(first));
}

function byAddedWord(rule: Obj, titles: readonly string[], texts: readonly string[]): Obj {
  const c = rule.constraint;
  if (!TEXT_FIELDS.has(rule.field) || typeof c !== 'object' || c === null || Object.keys(c).length !== 1 || !Array.isArray(c.contains) || c.contains.length !== 1) return rule;
  if (!Array.isArray(rule.mentions_one) || rule.mentions_one.length === 0) return rule;
  const whole = c.contains[0];
  if (typeof whole !== 'string' || !titles.includes(whole) || dictatesTitle(texts, whole)) return rule;
  const word = addedWord(whole, titles);
  const chore = choreWords(whole, titles);
  if (word === undefined || chore.length === 0) return rule;
  return {
    ...rule,
    constraint: 'non_empty',
    names_one: chore,
    why: `${String(rule.why ?? 'the app words it')}; the user dictates none of the text: it names the chore by one of its own words (${chore.map((w) => `"${w}"`).join(', ')}), not the whole title nor "${word}", the word the user added to it`,
  };
}

/** The task with each such text rule naming its to-do by the user's added word. */
export function withGrownText(task: TaskInput): TaskInput {
  const titles = typedTitles(task);
  if (titles.length < 2) return task;
  const texts = task.episodes.map((e) => e.message ?? '').filter((m) => m !== '');
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    let touched = false;
    const assertions = (episode.assertions ?? []).map((x) => {
      const a = x as Obj;
      if (a.type !== 'world_matches_reference' || !Array.isArray(a.free)) return x;
      const free = a.free.map((r: Obj) => byAddedWord(r, titles, texts));
      if (free.every((r: Obj, i: number) => r === a.free[i])) return x;
      touched = true;
      return { ...a, free } as typeof x;
    });
    if (!touched) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
