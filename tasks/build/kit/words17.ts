/**
 * s17 words17 (issue #30, undictated_text): four readings of what a user's words ask, and no more.
 *
 * 1. A to-do titled by the app around another record's name (a thread's subject read from Gmail),
 *    where the builder already lists the words that name that record (`mentions_one`): the user
 *    dictated no title ("set me a reply task for May 19" on the starred thread), so the whole name
 *    held as `contains` is too much. One word of the list names it ("Reply to Isla: billing fix
 *    code review"); a to-do naming none of them ("Reply") still fails. A title the user dictates
 *    ('a to-do called "…"') stays whole.
 * 2. A reopened record told with a state that describes it (a repeat schedule) or with the folder a
 *    file sits in may be shown as a section of the screen (`headed`): the chore's card titled
 *    "Recycling pickup" over "Repeats every 2 weeks", the folder's heading "camping_2023" over its
 *    files. The words under another record's heading, or in a flat list, still fail.
 * 3. A topic note the user asks for with no title ("keep a planning note next to it") may be named
 *    in the user's own words for the topic in the intention ("Holiday planning"), besides the label
 *    and the first email's words (used by the gmail label builder).
 * 4. A record the user asks to "open" ("Open a group called Cabin weekend") is told made by
 *    "opened" (rubric Reading 4), where the clause that says it names the kind of record.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Obj = Record<string, any>;

// ------------------------------------------------ 1. a to-do's title names the record by a word of it

/** Fields that are a made record's own name. */
const NAME_FIELDS = new Set(['title', 'name']);

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the user's words give `value` as the made record's title ('a to-do called "X"', 'titled "X"'). */
export function dictatesTitle(texts: readonly string[], value: string): boolean {
  const v = esc(value.trim());
  return texts.some((t) => new RegExp(`\\b(called|titled|named|title|to-?do|task|note)\\s*:?\\s*["“]${v}["”]`, 'i').test(t));
}

function wordsOverWhole(rule: Obj, texts: readonly string[]): Obj {
  const c = rule.constraint;
  if (!NAME_FIELDS.has(rule.field) || typeof c !== 'object' || c === null || !Array.isArray(c.contains) || Object.keys(c).length !== 1) return rule;
  const one: unknown[] = Array.isArray(rule.mentions_one) ? rule.mentions_one : [];
  const parts: unknown[] = c.contains;
  if (parts.length === 0 || one.length <= parts.length || !parts.every((p) => typeof p === 'string' && one.includes(p))) return rule;
  if (parts.some((p) => dictatesTitle(texts, String(p)))) return rule;
  return {
    ...rule,
    constraint: 'non_empty',
    why: `${String(rule.why ?? 'the app words it')}; the user dictates no title, so the whole name is not demanded: one of these words names it`,
  };
}

// ------------------------------------------------ 2. a reopened record's section: its heading over the words

/** Words of a repeat schedule: a state the record has, shown as readily on its card as on its line. */
const SCHEDULE = /^(every\b|weekly$|biweekly$|bi-weekly$|fortnightly$|daily$|monthly$|each\b|once a\b)/i;

/** A file's name (with an extension) and a folder's name (without one). */
const isFile = (v: unknown): boolean => typeof v === 'string' && /\.[A-Za-z0-9]{1,5}$/.test(v.trim());

function headed(a: Obj): Obj {
  if (a.type !== 'persisted_visible' || a.gone || a.headed) return a;
  const schedule = Array.isArray(a.state) && a.state.length > 0 && a.state.every((w: unknown) => typeof w === 'string' && SCHEDULE.test(w.trim()));
  const folder = Array.isArray(a.beside) && a.beside.length > 0 && isFile(a.value) && a.beside.every((w: unknown) => typeof w === 'string' && !isFile(w) && !/\s/.test(w.trim()));
  return schedule || folder ? { ...a, headed: true } : a;
}

// ------------------------------------------------ 3. the user's own words for a topic note

/** Words of an intention that say how the app works, not what the topic is. */
const STRUCTURE = new Set([
  'email', 'emails', 'mail', 'mails', 'gmail', 'label', 'labels', 'thread', 'threads', 'note', 'notes', 'file', 'files', 'filing', 'filed',
  'first', 'step', 'topic', 'topics', 'every', 'each', 'related', 'want', 'make', 'give', 'keep', 'start', 'starting', 'started', 'open',
  'come', 'comes', 'gets', 'deserve', 'deserves', 'their', 'them', 'they', 'with', 'from', 'that', 'this', 'your', 'about', 'have', 'will',
  'what', 'when', 'just', 'into', 'over', 'next', 'some', 'place', 'dedicated', 'whichever', 'kicked', 'collect', 'plus', 'under', 'where',
  'sent', 'sides', 'side', 'things', 'thing', 'lots', 'big', 'own', 'one', 'all', 'and', 'the', 'for', 'off',
]);

/**
 * The intention's own words for the topic, in its opening clause, where the user says what the
 * mail is about ("Holiday logistics come by email from all sides" → holiday, logistics; "I am
 * training for a race" → training, race). Not what the note is for further on ("my own remarks",
 * "a planning note"): "My remarks" names no topic.
 */
export function topicWordsOf(intention: string): string[] {
  // A word after "each", "every" or "any" names the kind, the same for every one of them ("Each trip
  // gets a label": a note titled "Trip notes" names no trip; s22, ski-trip-label s21-r3-f1).
  const opening = (intention.split(/[.;:,!?]|\s(?:and|but|plus)\s/)[0] ?? '').replace(/\b(each|every|any)\s+[A-Za-z'-]+/gi, ' ');
  const words = opening.split(/[^A-Za-z'-]+/).map((w) => w.toLowerCase()).filter((w) => w.length >= 4 && !STRUCTURE.has(w));
  return [...new Set(words)];
}

// ------------------------------------------------ 4. "open" a record

/** The kinds of record a user "opens": a group, a tab, an account, a list, a project, a topic. */
const OPENED_KIND = /\b(group|groups|tab|account|list|project|topic|board|folder)\b/;

/** Whether the user's words open a record of a kind ("Open a group called Cabin weekend"). */
export function saysOpen(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[.;!?\n]+/)
    .some((c) => /\bopen(s|ed|ing)?\b/.test(c) && OPENED_KIND.test(c));
}

const MAKING = ['created', 'added', 'set up', 'made', 'new'];

// ------------------------------------------------ the pass

/** The task with each of the four readings applied where its mechanism is. */
export function withWords17(task: TaskInput): TaskInput {
  let changed = false;
  const texts = task.episodes.map((e) => e.message ?? '').filter((m) => m !== '');
  const episodes = task.episodes.map((episode) => {
    const message = episode.message ?? '';
    const open = saysOpen(message);
    let grew = false;
    const assertions = (episode.assertions ?? []).map((x) => {
      const a = x as Obj;
      if (a.type === 'world_matches_reference' && Array.isArray(a.free)) {
        const free = a.free.map((r: Obj) => wordsOverWhole(r, texts));
        if (free.every((r: Obj, i: number) => r === a.free[i])) return x;
        grew = true;
        return { ...a, free } as typeof x;
      }
      if (a.type === 'persisted_visible') {
        const h = headed(a);
        if (h === a) return x;
        grew = true;
        return h as typeof x;
      }
      if (open && a.type === 'visible_result_grounded' && Array.isArray(a.state) && a.state.some((w: string) => MAKING.includes(w)) && !a.state.includes('opened')) {
        grew = true;
        return { ...a, state: [...a.state, 'opened'] } as typeof x;
      }
      return x;
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}

