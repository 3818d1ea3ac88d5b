/**
 * The two-action shape most todoist, simple_note and file_system patterns share: one kept list,
 * a first action (submit) and a second (revise), each with the episode checks its pattern gives.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { ActionDef, CollectionDef } from '../kit/package.ts';
import type { A } from '../kit/checks.ts';
import { fixtureRow } from '../kit/fixture.ts';
import { flowTask, slug, type ActDef, type CaseBase } from './list-flow.ts';
import { listApp } from '../kit/package.ts';

type Spec = ReturnType<typeof A.route>;

export interface Pattern<C extends CaseBase> {
  services: string[];
  domain: string;
  summary: (c: C) => string;
  intro: (c: C) => string;
  list: CollectionDef;
  first: ActionDef;
  second: ActionDef;
  inputs: string[][];
  actions: string[];
  acts: (c: C) => ActDef[];
  reopen: (c: C) => Spec[];
  retained: string | ((c: C) => string);
}

export function pairTask<C extends CaseBase>(p: Pattern<C>, c: C): TaskInput {
  return flowTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: [p.domain],
    intention: c.intention,
    services: p.services,
    pkg: listApp({ id: slug(c.id), title: c.title, summary: p.summary(c), intro: p.intro(c), list: p.list, actions: [p.first, p.second] }),
    inputs: p.inputs,
    actions: p.actions,
    heading: c.title,
    acts: p.acts(c),
    reopen: p.reopen(c),
    retained: typeof p.retained === 'function' ? p.retained(c) : p.retained,
  });
}

/** Builds every case of a pattern. */
export const pairTasks = <C extends CaseBase>(p: Pattern<C>, cases: C[]): TaskInput[] => cases.map((c) => pairTask(p, c));

/** Ids of fixture rows the user names by title or name (never hard-coded). */
export const todoistProject = (name: string): number => fixtureRow<{ id: number }>('SELECT id FROM todoist_projects WHERE name = ?', name).id;
export const todoistTask = (title: string): number => fixtureRow<{ id: number }>('SELECT id FROM todoist_tasks WHERE title = ?', title).id;
export const noteId = (title: string): number => fixtureRow<{ id: number }>('SELECT id FROM simple_note_notes WHERE title = ?', title).id;
export const fileId = (path: string): number => fixtureRow<{ id: number }>('SELECT id FROM file_system_files WHERE path = ?', path).id;
export const noteRow = (title: string): { id: number; content: string; tags: string[] } => {
  const row = fixtureRow<{ id: number; content: string; tags: string }>('SELECT id, content, tags FROM simple_note_notes WHERE title = ?', title);
  return { id: row.id, content: row.content, tags: JSON.parse(row.tags) as string[] };
};
