/**
 * A deletion told on screen (issue #30, not_shown): an episode that deletes a record the user
 * named (an answer, a queued song, a friend, a request) asks its visible check of the record for
 * a word of the deletion too — "deleted", "removed", "gone", the user's own verb — on a line the
 * action changed (`visible_result_grounded.state`). Without it an app that echoes the record's
 * name and never says it is gone passes every screen check.
 *
 * The pass reads the episode's own checks: an episode with a `db_changed … deleted` check and a
 * visible check without a state gets the words on its first visible check. The words are the
 * deleted table's (`words`, by `app.table`), else STATE_WORDS.deleted; a table mapped to null is a
 * side effect the user did not ask for (a draft gone because it was sent) and adds nothing. An
 * episode whose check already asks for a state (a flip beside the deletion) keeps its words.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { STATE_WORDS } from './state-words.ts';

export interface DeletionWords {
  /** Words per deleted table (`app.table`); null: the deletion is a side effect, nothing is asked. */
  words?: Record<string, readonly string[] | null>;
  /** Episodes left alone (a deletion the episode's own words already tell, checked elsewhere). */
  skip?: readonly string[];
}

/** The deleted tables an episode checks (`app.table`), in order. */
function deletedTables(assertions: readonly { type: string; op?: unknown; app?: unknown; table?: unknown }[]): string[] {
  return [...new Set(assertions.flatMap((a) => (a.type === 'db_changed' && a.op === 'deleted' ? [`${String(a.app)}.${String(a.table)}`] : [])))];
}

export function withDeletionWords(task: TaskInput, opts: DeletionWords = {}): TaskInput {
  return {
    ...task,
    episodes: task.episodes.map((episode) => {
      if (episode.stage === 'open' || episode.stage === 'reopen' || opts.skip?.includes(episode.id)) return episode;
      const assertions = episode.assertions ?? [];
      const tables = deletedTables(assertions as { type: string }[]);
      // s26 stars2 (s26-d2d-f2): a review's table by kind also takes the words of a review taken down;
      // s31 (s30-r0-f7) a friendship's the relation said ended ("not a friend", "off your friends list").
      const lists = tables.map((t) => (opts.words && t in opts.words ? opts.words[t] : /review/.test(t) ? [...STATE_WORDS.deleted, ...STATE_WORDS.reviewDown] : /\.friendships$/.test(t) ? [...STATE_WORDS.deleted, ...STATE_WORDS.unfriended] : STATE_WORDS.deleted)).filter((l): l is readonly string[] => l !== null && l !== undefined);
      if (lists.length === 0) return episode;
      if (assertions.some((a) => a.type === 'visible_result_grounded' && a.state)) return episode;
      const at = assertions.findIndex((a) => a.type === 'visible_result_grounded');
      if (at < 0) return episode;
      const words = [...new Set(lists.flat())];
      return { ...episode, assertions: assertions.map((a, i) => (i === at ? { ...a, state: words } : a)) };
    }),
  };
}
