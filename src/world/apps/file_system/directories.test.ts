import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { world: w, call, user, now, home, fails, fileRow, dirRow } = useFileSystem(11);

describe('file_system directories', () => {
  it('creates a directory, and parents with recursive=true', () => {
    const record = call('create_directory', { directory_path: '~/videos' });
    const id = (record.response as { directory_id: number }).directory_id;
    expect(record.diff).toEqual([{ app: 'file_system', table: 'directories', inserted: [{ id, owner_id: user().id, path: `${home()}/videos`, created_at: now() }], updated: [], deleted: [] }]);
    fails('create_directory', { directory_path: '~/videos' }, 409, 'directory_exists');
    fails('create_directory', { directory_path: '~/a/b' }, 404, 'directory_not_found');
    fails('create_directory', { directory_path: '~/documents/resume.txt' }, 409, 'file_exists');
    const deep = call('create_directory', { directory_path: '~/a/b', recursive: true });
    expect(deep.diff[0]?.inserted.map((r) => r.path)).toEqual(expect.arrayContaining([`${home()}/a`, `${home()}/a/b`]));
    expect(deep.diff[0]?.inserted).toHaveLength(2);
  });

  it('deletes a directory with everything below it', () => {
    const dirs = w.current.db.prepare("SELECT * FROM file_system_directories WHERE path = ? OR path LIKE ? ORDER BY id").all(`${home()}/photos`, `${home()}/photos/%`);
    const files = w.current.db.prepare('SELECT * FROM file_system_files WHERE path LIKE ? ORDER BY id').all(`${home()}/photos/%`);
    const record = call('delete_directory', { directory_path: '~/photos' });
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'directories', inserted: [], updated: [], deleted: dirs },
      { app: 'file_system', table: 'files', inserted: [], updated: [], deleted: files },
    ]);
    expect(files.length).toBeGreaterThanOrEqual(5);
    fails('delete_directory', { directory_path: '~/photos' }, 404, 'directory_not_found');
    fails('delete_directory', { directory_path: '~' }, 409, 'cannot_change_home');
  });

  it('moves a directory tree', () => {
    const recipes = dirRow(`${home()}/documents/recipes`)!;
    const curry = fileRow(`${home()}/documents/recipes/weeknight_curry.txt`)!;
    const record = call('move_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/cooking' });
    expect(record.diff[0]).toEqual({ app: 'file_system', table: 'directories', inserted: [], updated: [{ id: recipes.id, before: { path: recipes.path }, after: { path: `${home()}/cooking` } }], deleted: [] });
    expect(record.diff[1]?.updated).toContainEqual({ id: curry.id, before: { path: curry.path }, after: { path: `${home()}/cooking/weeknight_curry.txt` } });
    expect(record.diff[1]?.updated).toHaveLength(2);
    fails('move_directory', { source_directory_path: '~/cooking', destination_directory_path: '~/cooking/inner' }, 422, 'invalid_path');
    fails('move_directory', { source_directory_path: '~/cooking', destination_directory_path: '~/documents' }, 409, 'directory_exists');
    fails('move_directory', { source_directory_path: '~/recipes', destination_directory_path: '~/x' }, 404, 'directory_not_found');
  });
});
