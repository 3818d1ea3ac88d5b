/**
 * s17 words19 (issue #30, rubric `fidelity/2` Reading 4): the user's own word for a like, and for
 * taking a comment down, counts in the state checks of the task whose user says it.
 *
 * 1. A like in the user's word. "I like to give kudos on Venmo", "cheer my friends' payments with
 *    likes", "bookmark one on Spotify by liking it": an app that reports "Kudos given: Secret Santa
 *    top-up", "Cheered: Uber home" or "Dinner Party: bookmarked" tells the like in the user's word.
 *    Each list of the liked state ("liked" in it) takes the word's done form, where the user says
 *    it in the intention or a message of the app's episodes; and the like-taken-back check after
 *    reopen (kit/undone-gone.ts) counts it as a word of the liked state (`was`), so a stale kept
 *    line "Pho lunch: kudos given" or "Dinner Party: bookmarked" fails as a stale "Liked" does.
 *    The lists of the state taken back are left as they are.
 * 2. A comment taken down. "A way to take my comment down", "take it down again": a kept line
 *    "Thank you Dad, dinner is on me (taken down)" tells the comment deleted in the user's verb.
 *    Each list of the deleted state ("deleted" in it) takes "taken down" and "took down" where the
 *    user says taking something down. Only the done forms: a "Take down" button says nothing.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { intentionOf } from './own-state-words.ts';

interface OwnWord {
  /** A word of a list that says the list tells this state. */
  marks: string;
  /** The user's words for it. */
  said: RegExp;
  /** What joins the state list. */
  forms: readonly string[];
  /** What joins a list of the words of a state the record is no longer in (`was`), if any. */
  was?: readonly string[];
}

export const WORDS19: readonly OwnWord[] = [
  { marks: 'liked', said: /\bkudos\b/i, forms: ['kudos'], was: ['kudos'] },
  { marks: 'liked', said: /\bcheer(s|ed|ing)?\b/i, forms: ['cheered'], was: ['cheered'] },
  { marks: 'liked', said: /\bbookmark(s|ed|ing)?\b/i, forms: ['bookmarked'], was: ['bookmarked'] },
  // s17 rug20: "drop it into Todoist" makes the to-do ("Dropped into Todoist: …"); "pass one of my errands to
  // Chloe by email", "hand her the … errand" is the email sent ("handed to Chloe"). Only the done forms.
  { marks: 'created', said: /\bdrop(s|ped|ping)?\b[^.;,!?]{0,40}\b(into|onto)\b/i, forms: ['dropped'] },
  { marks: 'emailed', said: /\bpass(es|ed|ing)?\b[^.;,!?]{0,40}\bto\b/i, forms: ['passed'] },
  { marks: 'emailed', said: /\bhand(s|ed|ing)?\s+(her|him|them|it|over|on)\b/i, forms: ['handed'] },
  { marks: 'deleted', said: /\b(take|takes|taking|took|taken)\b[^.;,!?]{0,40}\bdown\b/i, forms: ['taken down', 'took down'] },
];

/** The words that join a list holding `marks`, said in `text` (`key`: the state list or `was`). */
export function ownWords19(text: string, list: readonly string[], key: 'forms' | 'was'): string[] {
  return WORDS19.filter((w) => list.includes(w.marks) && w.said.test(text)).flatMap((w) => (w[key] ?? []).filter((f) => !list.includes(f)));
}

/** Each liked or deleted state check takes the user's own word for the state. */
/** Nouns a task's like check may take as the like itself (s17 last21); the bare "like" is not one. */
const LIKE_NOUNS = new Set(['bookmark', 'heart', 'favourite', 'favorite']);

export function withWords19(task: TaskInput): TaskInput {
  // The user's words to each app: its intention and the messages of its episodes.
  const said = (slot: string | undefined): string =>
    [intentionOf(task, slot), ...task.episodes.filter((e) => (e.slot ?? 'A') === (slot ?? 'A')).map((e) => e.message ?? '')].join('\n');
  // s17 rug20: the done forms the task's own like checks accept ("saved") are words of the liked state
  // after reopen too, per app and value: a stale kept "Saved: Dinner Party" shows a like taken back.
  const liked = new Map<string, Set<string>>();
  const key = (slot: string | undefined, value: unknown): string => `${slot ?? 'A'}\u0000${String(value).toLowerCase()}`;
  for (const episode of task.episodes) {
    for (const a of episode.assertions ?? []) {
      if (a.type !== 'visible_result_grounded' || !Array.isArray(a.state) || !a.state.includes('liked')) continue;
      const set = liked.get(key(episode.slot, a.value)) ?? new Set<string>();
      // s17 last21: so are the nouns it takes as the like ("Bookmark: Dinner Party"); "like" alone stays the button.
      for (const w of a.state) if (/ed$/.test(w) || LIKE_NOUNS.has(w)) set.add(w);
      liked.set(key(episode.slot, a.value), set);
    }
  }
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const text = said(episode.slot);
    let grew = false;
    const assertions = (episode.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return a;
      const state = Array.isArray(a.state) ? ownWords19(text, a.state, 'forms') : [];
      const before = a.type === 'persisted_visible' && Array.isArray(a.was) ? a.was : undefined;
      const own = before ? ownWords19(text, before, 'was') : [];
      const told = before?.includes('liked') ? [...(liked.get(key(episode.slot, a.value)) ?? [])] : [];
      const was = [...new Set([...own, ...told])].filter((w) => !(before ?? []).includes(w));
      if (state.length === 0 && was.length === 0) return a;
      grew = true;
      return {
        ...a,
        ...(state.length > 0 ? { state: [...(a.state ?? []), ...state] } : {}),
        ...(was.length > 0 && a.type === 'persisted_visible' ? { was: [...(a.was ?? []), ...was] } : {}),
      };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
