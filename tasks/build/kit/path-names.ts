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

/**
 * The forms of a path wherever the task checks it (s16, issue #30 unrequested_value). The pass
 * above reached plain checks only; a told check of the same file (who it was emailed to, with a
 * word of the sending), a check whose `or` lists only the home and root forms, and a reopen
 * check still asked the path as typed, so the same app answering with the file's name passed the
 * step's first check and failed its next one. Every screen check of a path now takes its home,
 * root and name forms. A folder's bare name is taken too where it is a compound
 * (`for_accountant`, `garage-sale`, `q2`): no common word is one. A `gone` check is left as it
 * is: its forms say what may no longer be shown. Where the task names the same name at another
 * place (a file moved, restored or copied), the name alone does not tell where it is, so only the
 * home and root forms are taken.
 */
export function pathForms(value: string): string[] {
  const file = fileForms(value);
  if (file.length > 0) return file;
  const home = value.startsWith('~/') ? `${HOME}${value.slice(2)}` : value.startsWith(HOME) ? `~/${value.slice(HOME.length)}` : undefined;
  if (home === undefined || value.endsWith('/')) return [];
  const name = value.slice(value.lastIndexOf('/') + 1);
  return /^[a-z0-9]+([_-][a-z0-9]+)+$/i.test(name) || /^[a-z]+\d+$/i.test(name) ? [home, name] : [home];
}

const toHome = (path: string): string => (path.startsWith(HOME) ? `~/${path.slice(HOME.length)}` : path);
const lastPart = (path: string): string => path.replace(/\/+$/, '').slice(path.replace(/\/+$/, '').lastIndexOf('/') + 1);

/** The names the task uses at more than one place (home-relative paths compared). */
function namesAtTwoPlaces(task: TaskInput): Set<string> {
  const places = new Map<string, Set<string>>();
  for (const m of JSON.stringify(task).matchAll(/(?:~|\/home\/alex)\/[^\s"',;:()]+/g)) {
    const path = toHome(m[0].replace(/[./]+$/, ''));
    const name = lastPart(path);
    places.set(name, (places.get(name) ?? new Set()).add(path));
  }
  return new Set([...places].filter(([, paths]) => paths.size > 1).map(([name]) => name));
}

export function withPathFormsEverywhere(task: TaskInput): TaskInput {
  const twice = namesAtTwoPlaces(task);
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    let grew = false;
    const next = ((episode.assertions ?? []) as Assertion[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || typeof a.value !== 'string') return a;
      if (a.type === 'persisted_visible' && a.gone === true) return a;
      const have = new Set([a.value, ...(a.or ?? []).map(String)]);
      const missing = pathForms(a.value).filter((form) => !have.has(form) && !(twice.has(form) && !form.includes('/')));
      if (missing.length === 0) return a;
      grew = true;
      return { ...a, or: [...(a.or ?? []), ...missing] };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
