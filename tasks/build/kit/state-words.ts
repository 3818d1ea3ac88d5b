/**
 * A flipped state told on screen (issue #30, K2): a shape whose episode flips a record's state
 * (a request paid or declined) asks its visible check of the record's name for a word of the new
 * state too — any of the words an app would use, one of which must be on a line the action
 * changed (`visible_result_grounded.state`). The assertion keeps its id; only the check grows.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

export interface StateShown {
  /** The episode whose check grows. */
  episode: string;
  /** The value its visible check shows (the record's name). */
  value: string | number;
  /** Words of the new state, any one enough. */
  words: readonly string[];
}

export function withStateWords(task: TaskInput, states: readonly StateShown[]): TaskInput {
  return {
    ...task,
    episodes: task.episodes.map((episode) => {
      const wanted = states.find((s) => s.episode === episode.id);
      if (!wanted) return episode;
      let found = false;
      const assertions = (episode.assertions ?? []).map((a) => {
        if (a.type !== 'visible_result_grounded' || a.value !== wanted.value) return a;
        found = true;
        return { ...a, state: [...wanted.words] };
      });
      if (!found) throw new Error(`${task.id}: episode ${episode.id} has no visible check of ${JSON.stringify(wanted.value)} to add the state to`);
      return { ...episode, assertions };
    }),
  };
}
