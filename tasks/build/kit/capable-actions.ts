/**
 * An `action_available` is judged by what an action can do, not by what it is called
 * (src/stages/check/capability.ts): by the APIs its list names, else those the episode's inputs
 * must reach, else the writes of the reference's app; its keywords decide only where the
 * reference's app calls nothing. A list of keywords (the reference's ids, "add", "find") is
 * replaced by exactly the APIs the checker would judge it by, so the task file says what is asked,
 * in no app's words (issue #30, K3). Runs on a task whose inputs already name the API arguments
 * they reach (kit/aliases.ts), as the checker reads it.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { apiEntries, episodeNeeds, referenceWrites } from '../../../src/stages/check/capability.ts';

export function withCapableActions(task: TaskInput): TaskInput {
  const episodes = task.episodes.map((e) => {
    const specs = (e.assertions ?? []) as AssertionSpec[];
    const needs = episodeNeeds(specs);
    const apis = () => (needs.length > 0 ? needs : referenceWrites(task.reference[e.slot ?? 'A']?.package));
    const assertions = (e.assertions ?? []).map((a) => {
      if (a.type !== 'action_available' || apiEntries(a.names).length > 0) return a;
      const names = apis();
      return names.length > 0 ? { ...a, names } : a;
    });
    return { ...e, assertions };
  });
  return { ...task, episodes };
}
