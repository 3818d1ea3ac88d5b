/**
 * s27 verbs (s27-s191-f2 vinyl-wishlist-ratings, s27-s195-f2 hot-take; rubric fidelity/2): a
 * rating a result or kept check looks for beside its song or product was found only as the digit
 * ("4/5", "4 stars"); the user says "four stars", "is a one", and an app may draw it as stars
 * ("★★★★☆"). Such a check of a review task takes the other ordinary forms of that whole rating
 * (kit/made-undone.ts `ratingForms`) that hold no digit: a run of stars, whole ("★★★★" is not in
 * "★★★★★"), or with its empty stars, and the rating spelled ("four stars", "one-star"). Never a
 * lone star (a card's average glyph) nor a decimal (an average). A result check takes them as
 * spellings (`spelled`: grounded as the rating itself is), a kept check as `or` forms.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { ratingForms } from './made-undone.ts';

type Obj = Record<string, unknown>;

/** The tables a rating is the user's review of. */
const REVIEW_TABLES = new Set(['song_reviews', 'product_reviews']);

/** The whole ratings (1-5) the task's steps write in a review. */
function ratingsOf(task: TaskInput): Set<number> {
  const out = new Set<number>();
  for (const e of task.episodes) for (const a of (e.assertions ?? []) as Obj[]) {
    const rating = (a.fields as Obj | undefined)?.rating;
    if (a.type === 'record_matches' && REVIEW_TABLES.has(String(a.table)) && typeof rating === 'number') out.add(rating);
  }
  return out;
}

/** A rating's forms that hold no digit (a digit form shows the value itself). */
export const wordedRatings = (n: number): string[] => ratingForms(n).filter((f) => !/\d/.test(f));

export function withRatingForms(task: TaskInput): TaskInput {
  const ratings = ratingsOf(task);
  if (ratings.size === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    let grew = false;
    const assertions = (e.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') return a;
      if (!Array.isArray(a.beside) || a.state !== undefined || (a.type === 'persisted_visible' && a.gone) || (a.type === 'visible_result_grounded' && a.whole)) return a;
      const n = typeof a.value === 'number' ? a.value : typeof a.value === 'string' && /^[1-5]$/.test(a.value) ? Number(a.value) : undefined;
      if (n === undefined || !Number.isInteger(n) || n < 1 || n > 5) return a;
      // A rating: the review's field read back, or a rating a step of the task writes.
      if (a.type === 'persisted_visible' ? a.record?.field !== 'rating' : !ratings.has(n)) return a;
      const forms = wordedRatings(n);
      grew = true;
      if (a.type === 'visible_result_grounded') return { ...a, spelled: [...new Set([...(a.spelled ?? []), ...forms])] };
      return { ...a, or: [...new Set([...(a.or ?? []), ...forms])] };
    });
    if (!grew) return e;
    changed = true;
    return { ...e, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
