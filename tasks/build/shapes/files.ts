/**
 * The file_system cases' shape: an app with one kept list and its actions, driven open → service
 * steps → reopen (record-steps). A pattern fixes the actions (so every case of it shares one
 * API-call sequence) and maps a case's plain data to the steps' checks.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRow } from '../kit/fixture.ts';
import type { ActionDef, CollectionDef } from '../kit/package.ts';
import { stepsTask, type CaseBase, type FlowStep, type StepsDef } from './record-steps.ts';
import { withStateWords, type StateShown } from '../kit/state-words.ts';

export const HOME = '/home/alex';

export type FsCase = CaseBase;
export type { FlowStep };


export interface FsPattern<C extends FsCase> {
  /** Every service the actions use; file_system first. */
  services: string[];
  list: CollectionDef;
  actions: ActionDef[];
  open: { inputs: string[][]; actions: string[] };
  steps: (c: C) => FlowStep[];
  reopen: (c: C) => StepsDef['reopen'];
  /** Words of the new state a step's visible check must find too (a file trashed, restored, deleted; issue #30, not_shown). */
  states?: (c: C) => StateShown[];
}

export const fsTasks = <C extends FsCase>(p: FsPattern<C>, cases: C[]): TaskInput[] =>
  cases.map((c) => {
    const task = stepsTask(c, { services: p.services, domains: ['file_system'], list: p.list, actions: p.actions, open: p.open, steps: p.steps(c), reopen: p.reopen(c) });
    return p.states ? withStateWords(task, p.states(c)) : task;
  });

/** A fixture file by its full path (never hard-coded ids or contents). */
export const fsFile = (path: string): { id: number; content: string } => fixtureRow<{ id: number; content: string }>('SELECT id, content FROM file_system_files WHERE path = ?', path);
export const fsDir = (path: string): { id: number } => fixtureRow<{ id: number }>('SELECT id FROM file_system_directories WHERE path = ?', path);
/** How many files and sub-directories lie below a fixture directory. */
export const fsBelow = (path: string): { files: number; dirs: number } => ({
  files: fixtureRow<{ n: number }>("SELECT COUNT(*) AS n FROM file_system_files WHERE path LIKE ? || '/%'", path).n,
  dirs: fixtureRow<{ n: number }>("SELECT COUNT(*) AS n FROM file_system_directories WHERE path LIKE ? || '/%'", path).n,
});
/** The last path segment. */
export const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
