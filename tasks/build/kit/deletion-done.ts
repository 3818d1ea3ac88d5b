/**
 * s27 (s26-d5e-f1, s26-d5f-f2, s26-d5f-f3): a deletion step's result check (`visible_result_grounded`
 * whose `state` holds every word of STATE_WORDS.deleted) asks for the deletion told DONE.
 *
 * - Its words keep only done forms: "deleted", "removed", "cancelled", "withdrawn", "gone", "no
 *   longer …". A bare imperative or an -ing form ("delete", "remove", "cancel", "take", "empty",
 *   "bin", "pull", "removing") is what a button, a prompt or a note says ("Delete Ines Walker?",
 *   "… — Cancel", "take a look", "empty note"), never that it was done.
 * - Every verb of the list has its done forms, past tense too: "withdrew" beside "withdrawn" in
 *   every such list, not only where the user said "withdraw" (s26-d5f-f3).
 * - `state_done` has the checker read the words only where a sentence says it done: not in a
 *   question, a failure, a negated or conditional clause, or a sentence that still calls the
 *   record pending, open or saved (`doneOnly`, src/stages/check/evaluate.ts).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { STATE_WORDS } from './state-words.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** The first words of an offered or ongoing deletion, not a done one. */
const NOT_DONE = new Set(['delete', 'remove', 'drop', 'get', 'take', 'shred', 'clear', 'erase', 'trash', 'bin', 'discard', 'cancel', 'withdraw', 'retract', 'unfriend', 'empty', 'wipe', 'purge', 'pull', 'rid', 'unfavourite', 'unfavorite', 'unstar', 'scrap', 'kill', 'nix', 'trim', 'prune', 'veto', 'ditch', 'peel', 'toss', 'dump', 'throw', 'strike', 'cross', 'call', 'stop', 'turn', 'switch', 'lift', 'unpublish', 'undo', 'unlike', 'unsave']);

/** Done forms every deletion list holds, whatever the user said (s26-d5f-f3). */
const DONE_TOO = ['withdrew', 'took out', 'took off'];

/** What a line that still holds the record calls it (s26-d5f-f2). */
export const STILL_HELD = ['pending', 'open', 'outstanding', 'awaiting', 'unpaid', 'saved'];

/** Whether a word of a deletion list says it done (not a bare verb or an -ing form as its first word). */
export function saysDone(word: string): boolean {
  const first = word.trim().toLowerCase().split(/\s+/)[0] ?? '';
  return !NOT_DONE.has(first) && !/ing$/.test(first);
}

const isDeletionCheck = (a: Assertion): boolean => a.type === 'visible_result_grounded' && Array.isArray(a.state) && STATE_WORDS.deleted.every((w) => (a.state as readonly string[]).includes(w));

export function withDeletionDone(task: TaskInput): TaskInput {
  let touched = false;
  const episodes = task.episodes.map((episode) => {
    if (!(episode.assertions ?? []).some(isDeletionCheck)) return episode;
    touched = true;
    return {
      ...episode,
      assertions: (episode.assertions ?? []).map((a) => {
        if (!isDeletionCheck(a) || a.type !== 'visible_result_grounded') return a;
        const state = [...new Set([...(a.state ?? []).filter(saysDone), ...DONE_TOO])];
        return { ...a, state, state_done: { still: STILL_HELD } };
      }),
    };
  });
  return touched ? { ...task, episodes } : task;
}
