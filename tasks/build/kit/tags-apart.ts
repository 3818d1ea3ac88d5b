/**
 * A tag shown as a tag, not inside a title (tags12, rubric Reading 2).
 *
 * A screen check after tagging or renaming a tag asks for the tag the user typed. Where a note
 * title the user also typed already contains the tag's word ("Portland weekend itinerary", tag
 * weekend; "Half marathon training log", tag renamed to training), an app that merely lists the
 * notes it found shows that word without tagging anything. In every task whose user types a tag
 * (a value keyed tag / new_tag) and a text that contains it, the checks of that tag (after the
 * change, and after reopen) ask for it `apart` from those texts: each is masked out of a line
 * before the tag is looked for there. The tag beside the note ("Portland weekend itinerary —
 * tags: travel, weekend") or in a sentence of the action ("Tagged 2 notes with weekend", "The tag
 * fitness is now training") still shows it; no word, layout or label is demanded.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import type { Obj } from './types.ts';

// A Gmail label is the same kind of word on a thread (s22, marathon-label-note s21-r3-f1).
const TAG_KEY = /^(new_)?(tags?|labels?)$/;

/** The tags the task's user types, and every other text they type. */
function typed(task: TaskInput): { tags: string[]; texts: string[] } {
  const tags: string[] = [];
  const texts: string[] = [];
  for (const e of task.episodes) {
    for (const [key, v] of Object.entries(e.values ?? {})) {
      if (typeof v !== 'string' || v === '') continue;
      if (key.split('|').some((k) => TAG_KEY.test(k))) tags.push(v);
      else texts.push(v);
    }
  }
  return { tags, texts };
}

export function withTagsApart(task: TaskInput): TaskInput {
  const { tags, texts } = typed(task);
  if (tags.length === 0) return task;
  // The typed texts (note titles) that contain a tag's word, per tag.
  const within = new Map<string, string[]>();
  for (const tag of tags) {
    const holders = [...new Set(texts.filter((t) => normalizeText(t) !== normalizeText(tag) && textShows(t, tag, 'normalized')))];
    if (holders.length > 0) within.set(normalizeText(tag), holders);
  }
  if (within.size === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || typeof a.value !== 'string' || a.apart !== undefined || a.gone === true) return a;
      const holders = within.get(normalizeText(a.value));
      if (!holders) return a;
      changed = true;
      return { ...a, apart: holders };
    });
    return { ...e, assertions } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
