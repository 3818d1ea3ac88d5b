/**
 * One path, one set of forms within a step (s15 words2, issue #30 unrequested_value). A step that
 * saves a file where the user said ("File ~/documents/work/vendor_call.txt") has a told check of
 * where the file went, which accepts the path as typed, from the root, or the file name alone
 * (kit/told.ts), and may have a plain check of the same path from the step's `show` list that
 * accepts the typed path only. A correct app that answers "Minutes saved as vendor_call.txt"
 * passed the first and failed the second, though both ask the same thing. The plain check takes
 * the told check's forms; a step with no such told check is left as it is.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];
type Visible = Extract<Assertion, { type: 'visible_result_grounded' }>;

const PATH = /^(~\/|\/home\/)/;

export function withSamePathForms(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    const told = assertions.filter((a): a is Visible => a.type === 'visible_result_grounded' && typeof a.value === 'string' && PATH.test(a.value) && (a.or?.length ?? 0) > 0 && typeof a.note === 'string' && a.note.startsWith('told: '));
    if (told.length === 0) return episode;
    let grew = false;
    const next = assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' || a.or !== undefined || a.state !== undefined || typeof a.value !== 'string') return a;
      const twin = told.find((t) => t.value === a.value && t.match === a.match);
      if (!twin) return a;
      grew = true;
      return { ...a, or: [...(twin.or ?? [])] };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
