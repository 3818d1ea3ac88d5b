/**
 * s24 lane alike24 (gym-routine-file-note s24-s14-f1, trivial_target, rubric Reading 6): a record
 * one app makes from another app's record (a note imported from a file, a file a note is exported
 * to) and a later step acts on, with no id captured, has a newer look-alike of its kind in the
 * task's world. Through the real runtime, operator, checker and seeded world: the reference and a
 * correct app that orders its search otherwise pass; an app that edits the user's newest note, or
 * re-exports over the user's newest file, fails; and the same wrong app passed the task's world
 * without the look-alike (the finding).
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import type { Task } from '../../../src/schemas/task.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';

const cache = tempDir('alike24');

/** Every action `id` of slot A's packages, its plan rewritten by `edit`. */
const acting = (id: string, edit: (plan: Obj[]) => Obj[]) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = edit(a.plan as Obj[]);
};
const noop = () => undefined;
/** The task as it was before this lane: its world without the rows of `table`. */
const without = (task: Task, table: string): Task =>
  ({ ...task, world: { ...task.world, rows: (task.world.rows ?? []).filter((r) => `${r.app}.${r.table}` !== table) } }) as Task;
const rowsOf = (task: Task, table: string): Obj[] => (task.world.rows ?? []).filter((r) => `${r.app}.${r.table}` === table).map((r) => r.row as Obj);

/** The note step's search, its arguments replaced by `args`. */
const noteSearch = (args: Obj) => (plan: Obj[]) => plan.map((s) => (s.call === 'simple_note.search_notes' ? { ...s, args } : s));

describe('a note imported from a file and edited after has a newer look-alike note (gym-routine-file-note s24-s14-f1)', () => {
  const cases: [id: string, title: string, find: string][] = [
    ['multi.gym-routine-file-note', 'Gym routine', '3x8'],
    ['multi.emergency-contacts-file-note', 'Emergency numbers', '555-0199'],
    ['multi.wifi-instructions-note', 'Wifi help', 'red'],
  ];
  for (const [id, title, find] of cases) {
    const task = suiteTask(id);
    const index = fixtureIndex('base');
    // The edit of "its note": the newest of the user's notes, pinned ones not put first.
    const newest = acting('fix_file', noteSearch({ sort_by: '-created_at', dont_reorder_pinned: true, page_limit: 1 }));
    it(`${id}: the user's newest note is a look-alike named like "${title}", made after the run's clock, holding none of the user's words`, () => {
      const notes = rowsOf(task, 'simple_note.notes');
      expect(notes.length).toBe(1);
      const [alike] = notes as [Obj];
      expect(String(alike.created_at) > String(index.now)).toBe(true);
      expect(String(alike.title)).toMatch(/\(old\)$/);
      expect(title.toLowerCase()).toContain(String(alike.title).replace(' (old)', '').toLowerCase());
      expect(String(alike.title).toLowerCase()).not.toContain(title.toLowerCase());
      expect(String(alike.content).toLowerCase()).not.toContain(find.toLowerCase());
    });
    it(`${id}: the reference passes, and so does an app that searches the word newest first`, async () => {
      expect(failed((await runAttacked(task, noop, cache)).rows)).toEqual([]);
      const byWordNewest = acting('fix_file', noteSearch({ query: '{{inputs.find}}', sort_by: '-created_at', dont_reorder_pinned: true, page_limit: 1 }));
      expect(failed((await runAttacked(task, byWordNewest, cache)).rows)).toEqual([]);
    });
    it(`${id}: an app that edits the user's newest note fails; it passed with no newer note`, async () => {
      expect(failed((await runAttacked(task, newest, cache)).rows).filter((a) => a.startsWith('revise.'))).not.toEqual([]);
      expect(failed((await runAttacked(without(task, 'simple_note.notes'), newest, cache)).rows)).toEqual([]);
    });
  }
});

describe('a file a note is exported to and saved again has a newer look-alike file beside it (s24-s14-f1, same kind)', () => {
  const cases: [id: string, path: string][] = [
    ['multi.meeting-minutes-export', '/home/alex/documents/work/vendor_call_old.txt'],
    ['multi.reading-list-export', '/home/alex/documents/summer_reading_old.txt'],
    ['multi.recipe-note-to-mom', '/home/alex/documents/recipes/lemon_bars_old.txt'],
  ];
  // Saved again over the user's newest file, whatever path the user typed.
  const overNewest = acting('correct_and_resave', (plan) =>
    plan.flatMap((s) =>
      s.call === 'simple_note.export_note_to_file'
        ? [{ call: 'file_system.show_recent_files', args: { page_limit: 1 }, bind: 'recent' }, { ...s, args: { ...(s.args as Obj), file_path: '{{recent.0.path}}' } }]
        : [s],
    ),
  );
  for (const [id, path] of cases) {
    const task = suiteTask(id);
    it(`${id}: the look-alike file is beside the made one, marked old, newer than the run`, () => {
      const files = rowsOf(task, 'file_system.files');
      expect(files.map((f) => f.path)).toEqual([path]);
      expect(String((files[0] as Obj).updated_at) > String(fixtureIndex('base').now)).toBe(true);
    });
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(task, noop, cache)).rows)).toEqual([]);
    });
    it(`${id}: an app that saves over the user's newest file fails; it passed with no newer file`, async () => {
      expect(failed((await runAttacked(task, overNewest, cache)).rows).filter((a) => a.startsWith('revise.'))).not.toEqual([]);
      expect(failed((await runAttacked(without(task, 'file_system.files'), overNewest, cache)).rows)).toEqual([]);
    });
  }
});
