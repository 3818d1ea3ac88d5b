/**
 * s16 texts (issue #30, undictated_text): a state shown as a heading above the records.
 *
 * After reopen, a state the user set must be told with the record (kit/state-words.ts): the
 * record's line shows a word of it. But a list the state puts a record in is as often shown as a
 * section: the blocked numbers under "Blocked numbers", a pinned note under "Pinned", a song under
 * "Favourites" — one bare name per line, a layout the user never asked against. For those states
 * (a list the record joins) the checker also takes a word of the state on the nearest heading
 * above the record's line (`state_headed`); a record under another heading ("Other notes"), or a
 * heading with no record under it, still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

/**
 * s19 (s19-Z11-f1): a cart and a wish list are lists of their own too. A tracker that lists a
 * product under "In my cart" tells its state by the section after reopen: a reopen check whose
 * state (or whose words beside the product) says the list takes that list's section (`headed`).
 * Right after the step, a new row under a heading that names the list counts too (`beside_headed`:
 * only the list's own words, never "save" or "later", and never on the app's title, which tops
 * every line: an app that shows only the search hit still fails).
 */
export const LIST_WORDS: readonly string[] = ['wish list', 'wishlist', 'wish-list', 'in cart', 'in the cart', 'in my cart', 'in your cart'];

/** States that put a record in a list of its own, often shown as a section of the screen. */
export const SECTION_STATES: readonly string[] = ['pinned', 'blocked', 'favourite', 'starred', 'liked',
  // s20 (s20-S7-f1): unread notifications or emails listed under "Unread".
  'unread',
  // s29 (launch-checklist s29-s211-f5): finished to-dos filed under "Completed" / "Done".
  'completed', 'done',
  // s30 s22 (road-trip-mix-text s30-s222-f1): playlists grouped under "Public mixes" / "Private".
  'public', 'private',
  // s31 cards (landlord-voice-note s31-s240-f3): to-dos grouped under "Urgent" / "High priority".
  'urgent', 'high priority'];

/** The task with each reopen check of such a state also taking the state on the record's heading. */
export function withStateHeadings(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    let grew = false;
    const assertions = (episode.assertions ?? []).map((a) => {
      const listed = (words: readonly unknown[] | undefined) => (words ?? []).some((w) => LIST_WORDS.includes(String(w).toLowerCase()));
      if (a.type === 'visible_result_grounded' && a.beside_headed === undefined && listed(a.beside)) {
        grew = true;
        return { ...a, beside_headed: (a.beside ?? []).filter((w) => LIST_WORDS.includes(w.toLowerCase())) };
      }
      if (a.type === 'persisted_visible' && !a.gone && (listed(a.state) || listed(a.beside)) && !a.headed) {
        grew = true;
        return { ...a, headed: true as const };
      }
      // s29 (s28-d0-f2): a ticked step or item may be listed under a heading of done rows ("Done", "Completed steps").
      if (a.type === 'persisted_visible' && !a.gone && a.done_headed === undefined && a.state !== undefined && ['done', 'ticked'].every((w) => a.state?.includes(w) === true)) {
        grew = true;
        return { ...a, done_headed: true as const };
      }
      // s30 (party-shopping-tick s29-d1-f3, camping-gear-tick s29-r2-f9): an item not ticked listed under such a heading is shown ticked.
      if (a.type === 'persisted_visible' && a.gone === true && a.done_headed === undefined && a.step_open === undefined && a.was !== undefined && ['done', 'ticked'].every((w) => a.was?.includes(w) === true)) {
        grew = true;
        return { ...a, done_headed: true as const };
      }
      if (a.type !== 'persisted_visible' || a.gone || a.state === undefined || a.state_headed || !a.state.some((w) => SECTION_STATES.includes(w.toLowerCase()))) return a;
      grew = true;
      return { ...a, state_headed: true as const };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
