import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { world: w, call, user, now, home, fails, fileRow } = useFileSystem(11);

describe('file_system files', () => {
  it('creates a file: one inserted row', () => {
    const record = call('create_file', { file_path: '~/downloads/notes.txt', content: 'hello' });
    expect(record.ok).toBe(true);
    const id = (record.response as { file_id: number }).file_id;
    expect(record.response).toEqual({ message: 'File created.', file_id: id });
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [{ id, owner_id: user().id, path: `${home()}/downloads/notes.txt`, content: 'hello', created_at: now(), updated_at: now() }], updated: [], deleted: [] },
    ]);
  });

  it('refuses create_file without a parent, over an existing file, outside home, and without a token', () => {
    fails('create_file', { file_path: '~/nowhere/x.txt' }, 404, 'directory_not_found');
    fails('create_file', { file_path: '~/documents/resume.txt', content: 'x' }, 409, 'file_exists');
    fails('create_file', { file_path: '~/documents', content: 'x' }, 409, 'is_directory');
    fails('create_file', { file_path: '/etc/passwd', content: 'x' }, 403, 'not_owner');
    const anonymous = w.current.call('file_system', 'create_file', { file_path: '~/downloads/a.txt' });
    expect({ ok: anonymous.ok, status: anonymous.status, diff: anonymous.diff }).toEqual({ ok: false, status: 401, diff: [] });
  });

  it('overwrites an existing file when asked', () => {
    const before = fileRow(`${home()}/documents/resume.txt`)!;
    const record = call('create_file', { file_path: '~/documents/resume.txt', content: 'new', overwrite: true });
    expect(record.response).toEqual({ message: 'File overwritten.', file_id: before.id });
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [], updated: [{ id: before.id, before: { content: before.content, updated_at: before.updated_at }, after: { content: 'new', updated_at: now() } }], deleted: [] },
    ]);
  });

  it('updates a file', () => {
    const before = fileRow(`${home()}/documents/book_club_notes.md`)!;
    const record = call('update_file', { file_path: '~/documents/book_club_notes.md', content: '# Book club\n' });
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [], updated: [{ id: before.id, before: { content: before.content, updated_at: before.updated_at }, after: { content: '# Book club\n', updated_at: now() } }], deleted: [] },
    ]);
    fails('update_file', { file_path: '~/documents/missing.md', content: '' }, 404, 'file_not_found');
  });

  it('deletes a file', () => {
    const before = fileRow(`${home()}/music/guitar_chords.txt`)!;
    const record = call('delete_file', { file_path: '~/music/guitar_chords.txt' });
    expect(record.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [], deleted: [before] }]);
    fails('delete_file', { file_path: '~/music/guitar_chords.txt' }, 404, 'file_not_found');
  });

  it('copies a file into a directory', () => {
    const source = fileRow(`${home()}/documents/recipes/banana_bread.txt`)!;
    const record = call('copy_file', { source_file_path: '~/documents/recipes/banana_bread.txt', destination_file_path: '~/downloads' });
    const id = (record.response as { file_id: number }).file_id;
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [{ id, owner_id: user().id, path: `${home()}/downloads/banana_bread.txt`, content: source.content, created_at: now(), updated_at: now() }], updated: [], deleted: [] },
    ]);
    fails('copy_file', { source_file_path: '~/documents/recipes/banana_bread.txt', destination_file_path: '~/downloads/banana_bread.txt' }, 409, 'file_exists');
    fails('copy_file', { source_file_path: '~/documents/recipes/banana_bread.txt', destination_file_path: '~/documents/recipes' }, 409, 'same_path');
    fails('copy_file', { source_file_path: '~/documents/recipes/pie.txt', destination_file_path: '~/downloads/pie.txt' }, 404, 'file_not_found');
    fails('copy_file', { source_file_path: '~/documents/resume.txt', destination_file_path: '~/nope/resume.txt' }, 404, 'directory_not_found');
  });

  it('moves a file, keeping its id, and can replace the destination', () => {
    const source = fileRow(`${home()}/documents/packing_list.txt`)!;
    const record = call('move_file', { source_file_path: '~/documents/packing_list.txt', destination_file_path: '~/downloads/trip.txt' });
    expect(record.response).toEqual({ message: 'File moved.', file_id: source.id });
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [], updated: [{ id: source.id, before: { path: source.path }, after: { path: `${home()}/downloads/trip.txt` } }], deleted: [] },
    ]);
    const victim = fileRow(`${home()}/documents/resume.txt`)!;
    fails('move_file', { source_file_path: '~/downloads/trip.txt', destination_file_path: '~/documents/resume.txt' }, 409, 'file_exists');
    const replaced = call('move_file', { source_file_path: '~/downloads/trip.txt', destination_file_path: '~/documents/resume.txt', overwrite: true });
    expect(replaced.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [], updated: [{ id: source.id, before: { path: `${home()}/downloads/trip.txt` }, after: { path: victim.path } }], deleted: [victim] },
    ]);
  });
});
