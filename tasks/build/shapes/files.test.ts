import { describe, expect, it } from 'vitest';
import { TaskSchema, type AssertionSpec, type TaskInput } from '../../../src/schemas/task.ts';
import { taskFindings } from '../../../src/suite/auto-review.ts';
import { referenceCalls } from '../../../src/suite/diversity.ts';
import { tasks as fileSystemCopyTasks } from '../cases/file_system/copies.ts';
import { tasks as fileSystemFolderTasks } from '../cases/file_system/folders.ts';
import { tasks as fileSystemTrashTasks } from '../cases/file_system/trash.ts';
import { tasks as fileSystemCrossTasks } from '../cases/file_system/cross.ts';
import { tasks as fileSystemTasks } from '../cases/file_system/create-revise.ts';
import { withAliases } from '../kit/aliases.ts';

const slice = [...fileSystemCopyTasks(), ...fileSystemFolderTasks(), ...fileSystemTrashTasks(), ...fileSystemCrossTasks()];
const byId = (id: string) => slice.find((t) => t.id === id) as TaskInput;
const assertionsOf = (t: TaskInput, episode: string) => (t.episodes.find((e) => e.id === episode)?.assertions ?? []) as AssertionSpec[];
const services = (t: TaskInput) => (t.apps as { services: string[] }[])[0]?.services ?? [];

describe('the file_system slice of the full suite', () => {
  it('is 28 single file_system tasks: 10 public (1 cross-service), 11 cross-service, 9 dev, 9 sealed, seeds 7000-7099', () => {
    expect(slice).toHaveLength(28);
    const splits = slice.reduce<Record<string, number>>((n, t) => ({ ...n, [t.split]: (n[t.split] ?? 0) + 1 }), {});
    expect(splits).toEqual({ public: 10, dev: 9, sealed: 9 });
    const cross = slice.filter((t) => new Set(services(t)).size > 1);
    expect(cross).toHaveLength(11);
    expect(cross.filter((t) => t.split === 'public')).toHaveLength(1);
    for (const t of slice) {
      expect(t.id).toMatch(/^single\.file_system\./);
      expect(t.family).toBe('single');
      expect(services(t)[0]).toBe('file_system');
      expect(t.world.seed).toBeGreaterThanOrEqual(7000);
      expect(t.world.seed).toBeLessThanOrEqual(7099);
    }
    expect(new Set(slice.map((t) => t.world.seed)).size).toBe(28);
  });

  it('calls every write API of file_system that the suite left unused before it', () => {
    const used = new Set(slice.flatMap((t) => [...referenceCalls(TaskSchema.parse(t))]));
    const before = ['compress_directory', 'copy_directory', 'copy_file', 'copy_files_to_directory', 'decompress_file', 'delete_directory', 'delete_file', 'delete_files', 'delete_from_trash', 'empty_trash', 'move_directory', 'move_files_to_directory', 'rename_directory', 'restore_from_trash', 'trash_directory', 'trash_file'];
    expect(before.filter((api) => !used.has(`file_system.${api}`))).toEqual([]);
  });

  it('demands only values the user states (or the world holds), old file_system tasks included', () => {
    for (const t of [...slice, ...fileSystemTasks()]) expect(taskFindings(TaskSchema.parse(withAliases(t))), t.id).toEqual([]);
  });

  it('holds a restore to the very file that was trashed, back at its old path', () => {
    const restore = assertionsOf(byId('single.file_system.itinerary-oops'), 'revise');
    const inserted = restore.find((a): a is Extract<AssertionSpec, { type: 'db_changed' }> => a.type === 'db_changed' && a.table === 'files');
    expect(inserted).toMatchObject({ op: 'inserted', where: { path: '/home/alex/downloads/flight_itinerary.txt' } });
    expect(typeof inserted?.where.id).toBe('number');
    // How the file comes back is the end state's to judge (restore_from_trash or an equivalent write).
    expect(restore.some((a) => a.type === 'world_matches_reference')).toBe(true);
  });

  it('leaves the wording of made-up text to the app but not what it must mention', () => {
    const world = assertionsOf(byId('single.file_system.flat-costs-log'), 'revise').find((a) => a.type === 'world_matches_reference') as { free: { field: string; constraint: { contains: string[] } }[] };
    expect(world.free[0]?.field).toBe('content');
    expect(world.free[0]?.constraint.contains).toEqual(expect.arrayContaining(['Comcast internet - May', 'Cleaning supplies + new vacuum bags']));
    // Where the user says "at the end", a line added at the start is a wrong app: the file's text
    // must hold the line after what it held (whichever API wrote it; issue #30, one_api).
    const revise = assertionsOf(byId('single.file_system.interview-sheet'), 'revise');
    expect(revise.some((a) => a.type === 'api_called' && a.api === 'append_to_file')).toBe(false);
    const text = (revise.find((a) => a.type === 'world_matches_reference') as { free: { field: string; constraint: { at_end?: string[] } }[] }).free.find((f) => f.field === 'content');
    expect(text?.constraint.at_end?.length).toBeGreaterThan(0);
  });

  it('judges a note saved as a file by its text (a title line is the app\'s), and an added line by the whole file, not by the API (K10, s9 file9)', () => {
    const tahoe = byId('single.file_system.tahoe-list-offline');
    const contains = (episode: string) =>
      (assertionsOf(tahoe, episode).find((a) => a.type === 'world_matches_reference') as { free: { field: string; constraint: { contains: string[] } }[] }).free.find((f) => f.field === 'content')?.constraint.contains;
    const start = contains('create') ?? [];
    // The note's text, not the export API's "title, blank line, text" layout: the title line is the app's.
    expect(start).not.toContain('Tahoe packing list');
    expect(start).toHaveLength(1);
    // The intention's "tack extra lines onto that file" puts the line at the end, on a line of its own (s21):
    // any write that keeps the note's text and adds the line there is right.
    expect(contains('revise')).toEqual(start);
    const added = (assertionsOf(tahoe, 'revise').find((a) => a.type === 'world_matches_reference') as { free: { field: string; constraint: { at_end?: string[]; lines_apart?: string[] } }[] }).free.find((f) => f.field === 'content')?.constraint;
    expect(added?.at_end).toEqual(['- spare phone battery']);
    expect(added?.lines_apart).toEqual(['- snacks for the drive', '- spare phone battery']);
    expect(assertionsOf(tahoe, 'revise').some((a) => a.type === 'api_called')).toBe(false);
    // The contact sheet: how the person is looked up and how the sheet is written are the app's.
    const sheet = byId('single.file_system.babysitter-sheet');
    expect([...assertionsOf(sheet, 'create'), ...assertionsOf(sheet, 'revise')].filter((a) => a.type === 'api_called')).toEqual([]);
  });
});
