/**
 * A saved file is told by its name (s15 files3, issue #30 unrequested_value). A step that saves a
 * file where the user said ("save it as ~/documents/payments-log.txt") may check the path on screen
 * with no told twin in the step (kit/same-path.ts gives a plain check its twin's forms only where
 * there is one). Such a check demanded the path exactly as typed, so a correct app answering
 * "Logged Lawn mowing May ($30) to payments-log.txt" or giving the path from the root failed,
 * though the user asked for the file at that path, not to read the path back. A plain path check
 * of a file (its last part has an extension) takes the forms a person recognises: as typed,
 * home-relative or from the root, and the file name alone. A folder's bare name is a common word
 * ("bills", "travel") and is left as it is.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

const HOME = '/home/alex/';

/** The other forms of a file's path: home-relative or from the root, and the file name. */
export function fileForms(value: string): string[] {
  const name = value.slice(value.lastIndexOf('/') + 1);
  if (!/^[^.\s][^/\s]*\.[a-z0-9]{1,5}$/i.test(name)) return [];
  const home = value.startsWith('~/') ? `${HOME}${value.slice(2)}` : value.startsWith(HOME) ? `~/${value.slice(HOME.length)}` : undefined;
  if (home === undefined) return [];
  return [home, name];
}

export function withPathNames(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    let grew = false;
    const next = ((episode.assertions ?? []) as Assertion[]).map((a) => {
      if (a.type !== 'visible_result_grounded' || a.or !== undefined || a.state !== undefined || typeof a.value !== 'string') return a;
      const forms = fileForms(a.value);
      if (forms.length === 0) return a;
      grew = true;
      return { ...a, or: forms };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
