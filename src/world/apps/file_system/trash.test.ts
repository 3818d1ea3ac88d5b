import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { world: w, succeeds, fails, home, fileRow, rowsBelow, count } = useFileSystem(23);

describe('file_system trash', () => {
  it('trashes and restores a file with its id and dates', () => {
    const row = fileRow(`${home()}/documents/resume.txt`);
    const trashed = succeeds('trash_file', { file_path: '~/documents/resume.txt' }).record;
    const trashId = (trashed.response as { trash_id: number }).trash_id;
    expect(trashed.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [], updated: [], deleted: [row] },
      { app: 'file_system', table: 'trash', inserted: [{ id: trashId, owner_id: row.owner_id, kind: 'file', original_path: row.path, items: JSON.stringify({ directories: [], files: [row] }), trashed_at: w.current.now() }], updated: [], deleted: [] },
    ]);
    expect((succeeds('show_trash', { page_limit: 20 }).response as { trash_id: number }[])[0]).toEqual({ trash_id: trashId, kind: 'file', original_path: row.path, file_count: 1, trashed_at: w.current.now() });
    fails('trash_file', { file_path: '~/documents/resume.txt' }, 404, 'file_not_found');
    succeeds('create_file', { file_path: '~/documents/resume.txt', content: 'new' });
    fails('restore_from_trash', { trash_id: trashId }, 409, 'path_exists');
    succeeds('delete_file', { file_path: '~/documents/resume.txt' });
    const restored = succeeds('restore_from_trash', { trash_id: trashId }).record;
    expect(restored.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [row], updated: [], deleted: [] },
      { app: 'file_system', table: 'trash', inserted: [], updated: [], deleted: [expect.objectContaining({ id: trashId })] },
    ]);
    fails('restore_from_trash', { trash_id: trashId }, 404, 'trash_not_found');
  });

  it('trashes a directory tree and restores it only when its parent exists', () => {
    const dirs = rowsBelow('directories', `${home()}/documents/work`);
    const files = rowsBelow('files', `${home()}/documents/work`);
    const trashed = succeeds('trash_directory', { directory_path: '~/documents/work' }).record;
    const trashId = (trashed.response as { trash_id: number }).trash_id;
    expect(trashed.diff.find((d) => d.table === 'directories')?.deleted).toEqual(dirs);
    expect(trashed.diff.find((d) => d.table === 'files')?.deleted).toEqual(files);
    fails('trash_directory', { directory_path: '~/documents/work' }, 404, 'directory_not_found');
    fails('trash_directory', { directory_path: '~' }, 409, 'cannot_change_home');
    succeeds('move_directory', { source_directory_path: '~/documents', destination_directory_path: '~/docs' });
    fails('restore_from_trash', { trash_id: trashId }, 404, 'directory_not_found');
    succeeds('move_directory', { source_directory_path: '~/docs', destination_directory_path: '~/documents' });
    const restored = succeeds('restore_from_trash', { trash_id: trashId }).record;
    expect(restored.diff.find((d) => d.table === 'directories')?.inserted).toEqual(dirs);
    expect(restored.diff.find((d) => d.table === 'files')?.inserted).toEqual(files);
  });

  it('deletes trash entries for good and empties the trash', () => {
    const start = count('trash');
    const first = (succeeds('trash_file', { file_path: '~/documents/resume.txt' }).response as { trash_id: number }).trash_id;
    succeeds('trash_file', { file_path: '~/music/guitar_chords.txt' });
    const removed = succeeds('delete_from_trash', { trash_id: first }).record;
    expect(removed.diff).toEqual([{ app: 'file_system', table: 'trash', inserted: [], updated: [], deleted: [expect.objectContaining({ id: first, kind: 'file' })] }]);
    fails('delete_from_trash', { trash_id: first }, 404, 'trash_not_found');
    const emptied = succeeds('empty_trash', {}).record;
    expect(emptied.response).toEqual({ message: 'Trash emptied.', deleted_count: start + 1 });
    expect(emptied.diff[0]?.deleted).toHaveLength(start + 1);
    fails('empty_trash', {}, 409, 'trash_empty');
    expect(succeeds('show_trash', {}).response).toEqual([]);
  });
});
