import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { world: w, succeeds, fails, home, fileRow, dirRow, rowsBelow } = useFileSystem(23);

describe('file_system edits', () => {
  it('appends, prepends and replaces text', () => {
    const row = fileRow(`${home()}/documents/packing_list.txt`);
    const now = w.current.now();
    const appended = succeeds('append_to_file', { file_path: '~/documents/packing_list.txt', content: '- umbrella\n' }).record;
    expect(appended.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: row.id, before: { content: row.content, updated_at: row.updated_at }, after: { content: `${row.content}- umbrella\n`, updated_at: now } }], deleted: [] }]);
    succeeds('append_to_file', { file_path: '~/documents/packing_list.txt', content: 'TODO\n', prepend: true });
    expect(fileRow(row.path as string).content).toBe(`TODO\n${row.content}- umbrella\n`);
    fails('append_to_file', { file_path: '~/documents/none.txt', content: 'x' }, 404, 'file_not_found');
    const replaced = succeeds('replace_in_file', { file_path: '~/documents/packing_list.txt', find: '- ', replace_with: '* ' }).record;
    expect(replaced.response).toEqual({ message: 'File updated.', replaced_count: 8 });
    expect(replaced.diff[0]?.updated[0]?.after).toEqual({ content: `TODO\n${row.content}- umbrella\n`.replaceAll('- ', '* ') });
    fails('replace_in_file', { file_path: '~/documents/packing_list.txt', find: 'zebra', replace_with: '' }, 404, 'text_not_found');
    fails('replace_in_file', { file_path: '~/documents/none.txt', find: 'a', replace_with: '' }, 404, 'file_not_found');
  });

  it('renames a file in place', () => {
    const row = fileRow(`${home()}/documents/resume.txt`);
    const record = succeeds('rename_file', { file_path: '~/documents/resume.txt', new_name: 'cv.txt' }).record;
    expect(record.response).toEqual({ message: 'File renamed.', path: `${home()}/documents/cv.txt` });
    expect(record.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: row.id, before: { path: row.path }, after: { path: `${home()}/documents/cv.txt` } }], deleted: [] }]);
    fails('rename_file', { file_path: '~/documents/cv.txt', new_name: 'packing_list.txt' }, 409, 'path_exists');
    fails('rename_file', { file_path: '~/documents/cv.txt', new_name: 'cv.txt' }, 409, 'same_path');
    fails('rename_file', { file_path: '~/documents/cv.txt', new_name: '../x.txt' }, 422, 'invalid_arguments');
    fails('rename_file', { file_path: '~/documents/resume.txt', new_name: 'a.txt' }, 404, 'file_not_found');
  });

  it('renames a directory with its contents', () => {
    const dir = dirRow(`${home()}/documents/recipes`);
    const files = rowsBelow('files', `${home()}/documents/recipes`) as { id: number; path: string }[];
    const record = succeeds('rename_directory', { directory_path: '~/documents/recipes', new_name: 'cooking' }).record;
    const moved = (p: string) => p.replace('/recipes', '/cooking');
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'directories', inserted: [], updated: [{ id: dir.id, before: { path: dir.path }, after: { path: moved(dir.path as string) } }], deleted: [] },
      { app: 'file_system', table: 'files', inserted: [], updated: files.map((f) => ({ id: f.id, before: { path: f.path }, after: { path: moved(f.path) } })), deleted: [] },
    ]);
    fails('rename_directory', { directory_path: '~/documents/cooking', new_name: 'work' }, 409, 'path_exists');
    fails('rename_directory', { directory_path: '~/documents/cooking', new_name: 'cooking' }, 409, 'same_path');
    fails('rename_directory', { directory_path: '~', new_name: 'x' }, 409, 'cannot_change_home');
    fails('rename_directory', { directory_path: '~/documents/recipes', new_name: 'x' }, 404, 'directory_not_found');
  });

  it('copies a directory tree with new ids', () => {
    const now = w.current.now();
    const sourceFiles = rowsBelow('files', `${home()}/documents/recipes`) as { id: number; path: string; content: string }[];
    const record = succeeds('copy_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/recipes_backup' }).record;
    const dirId = (record.response as { directory_id: number }).directory_id;
    expect(record.diff[0]).toEqual({ app: 'file_system', table: 'directories', inserted: [{ id: dirId, owner_id: w.current.mainUser().id, path: `${home()}/recipes_backup`, created_at: now }], updated: [], deleted: [] });
    const inserted = record.diff[1]?.inserted ?? [];
    expect(inserted.map((r) => [r.path, r.content, r.created_at]).sort()).toEqual(sourceFiles.map((f) => [f.path.replace('/documents/recipes', '/recipes_backup'), f.content, now]).sort());
    expect(inserted.every((r) => !sourceFiles.some((f) => f.id === r.id))).toBe(true);
    fails('copy_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/recipes_backup' }, 409, 'path_exists');
    fails('copy_directory', { source_directory_path: '~/documents', destination_directory_path: '~/documents/inner' }, 422, 'invalid_path');
    fails('copy_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/a/b' }, 404, 'directory_not_found');
    fails('copy_directory', { source_directory_path: '~/nope', destination_directory_path: '~/b' }, 404, 'directory_not_found');
    fails('copy_directory', { source_directory_path: '~/documents', destination_directory_path: '/home/other' }, 403, 'not_owner');
  });

  it('copies and moves several files, all or nothing', () => {
    const a = fileRow(`${home()}/documents/resume.txt`);
    const b = fileRow(`${home()}/documents/packing_list.txt`);
    const copied = succeeds('copy_files_to_directory', { file_paths: ['~/documents/resume.txt', '~/documents/packing_list.txt'], directory_path: '~/downloads' }).record;
    expect(copied.diff[0]?.inserted.map((r) => [r.path, r.content])).toEqual(
      expect.arrayContaining([[`${home()}/downloads/resume.txt`, a.content], [`${home()}/downloads/packing_list.txt`, b.content]]),
    );
    expect(copied.diff[0]?.inserted).toHaveLength(2);
    fails('copy_files_to_directory', { file_paths: ['~/music/guitar_chords.txt', '~/documents/resume.txt'], directory_path: '~/downloads' }, 409, 'file_exists');
    fails('copy_files_to_directory', { file_paths: ['~/documents/resume.txt', '~/downloads/resume.txt'], directory_path: '~/music' }, 422, 'duplicate_name');
    fails('copy_files_to_directory', { file_paths: ['~/documents/resume.txt'], directory_path: '~/documents' }, 409, 'same_path');
    fails('copy_files_to_directory', { file_paths: ['~/documents/none.txt'], directory_path: '~/music' }, 404, 'file_not_found');
    fails('copy_files_to_directory', { file_paths: ['~/documents/resume.txt'], directory_path: '~/nope' }, 404, 'directory_not_found');
    const moved = succeeds('move_files_to_directory', { file_paths: ['~/documents/resume.txt'], directory_path: '~/music' }).record;
    expect(moved.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: a.id, before: { path: a.path }, after: { path: `${home()}/music/resume.txt` } }], deleted: [] }]);
    fails('move_files_to_directory', { file_paths: ['~/music/resume.txt'], directory_path: '~/downloads' }, 409, 'file_exists');
    const replaced = fileRow(`${home()}/downloads/resume.txt`);
    const over = succeeds('move_files_to_directory', { file_paths: ['~/music/resume.txt'], directory_path: '~/downloads', overwrite: true }).record;
    expect(over.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: a.id, before: { path: `${home()}/music/resume.txt` }, after: { path: replaced.path } }], deleted: [replaced] }]);
  });

  it('deletes several files, all or nothing', () => {
    const a = fileRow(`${home()}/documents/resume.txt`);
    const b = fileRow(`${home()}/music/guitar_chords.txt`);
    fails('delete_files', { file_paths: ['~/documents/resume.txt', '~/documents/none.txt'] }, 404, 'file_not_found');
    const record = succeeds('delete_files', { file_paths: ['~/documents/resume.txt', '~/music/guitar_chords.txt', '~/documents/resume.txt'] }).record;
    expect(record.response).toEqual({ message: 'Files deleted.', deleted_count: 2 });
    expect(record.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [], deleted: [a, b].sort((x, y) => x.id - y.id) }]);
  });
});
