import { describe, expect, it } from 'vitest';
import type { NoteRow as Row } from './test-helpers.ts';
import { useSimpleNote } from './test-helpers.ts';

const { world: w, succeeds, fails, user, now, note, contentUpdate } = useSimpleNote(37);

describe('simple_note bulk and text tools', () => {
  it('replaces text in a note', () => {
    const row = note('Budget - May');
    const { record, response } = succeeds('replace_in_note', { note_id: row.id, find: 'Rent 925', replace_with: 'Rent 950' });
    expect(response).toEqual({ message: 'Updated the note.', replaced_count: 1 });
    expect(record.diff).toEqual(contentUpdate(row, row.content.replace('Rent 925', 'Rent 950')));
    fails('replace_in_note', { note_id: row.id, find: 'Rent 925', replace_with: 'x' }, 404, 'text_not_found');
    fails('replace_in_note', { note_id: note('Chore chart').id, find: 'a', replace_with: 'b' }, 403, 'not_owner');
  });

  it('finds lines across notes, only the user\'s', () => {
    const hits = succeeds<{ title: string; line_number: number; line: string }[]>('find_in_notes', { query: 'FETA', page_limit: 20 }).response;
    expect(hits.map((h) => h.title).sort()).toEqual(['Grocery list', 'Shakshuka for two', 'Shakshuka for two'].sort());
    expect(hits.find((h) => h.title === 'Grocery list')).toMatchObject({ line_number: 6, line: '- feta' });
    expect(succeeds('find_in_notes', { query: 'Chore' }).response).toEqual([]);
  });

  it('counts notes', () => {
    const mine = w.current.db.prepare('SELECT * FROM simple_note_notes WHERE user_id = ?').all(user().id) as Row[];
    expect(succeeds('show_note_stats').response).toEqual({
      note_count: mine.length,
      pinned_count: mine.filter((n) => n.pinned === 1).length,
      untagged_count: 0,
      shared_by_you_count: 4,
      shared_with_you_count: 3,
      last_updated_at: mine.map((n) => n.updated_at).sort().at(-1),
    });
  });

  it('merges notes, optionally deleting the originals', () => {
    const a = note('Shakshuka for two');
    const b = note('Weeknight lemon pasta');
    const { record, response } = succeeds<{ note_id: number }>('merge_notes', { note_ids: [a.id, b.id], title: 'Favourite recipes' });
    expect(record.diff).toEqual([{ app: 'simple_note', table: 'notes', inserted: [{
      id: response.note_id, user_id: user().id, title: 'Favourite recipes', content: `## Shakshuka for two\n${a.content}\n\n## Weeknight lemon pasta\n${b.content}`,
      tags: JSON.stringify(['recipes', 'breakfast', 'dinner']), pinned: 0, created_at: now(), updated_at: now(),
    }], updated: [], deleted: [] }]);
    const grocery = note('Grocery list');
    const moved = succeeds<{ note_id: number }>('merge_notes', { note_ids: [grocery.id, a.id], title: 'Kitchen', delete_originals: true });
    expect(moved.record.diff.find((d) => d.table === 'notes')?.deleted.map((r) => r.id).sort()).toEqual([grocery.id, a.id].sort());
    expect(moved.record.diff.find((d) => d.table === 'note_shares')?.deleted).toHaveLength(2);
    fails('merge_notes', { note_ids: [b.id, b.id], title: 'x' }, 422, 'invalid_arguments');
    fails('merge_notes', { note_ids: [b.id, note('Chore chart').id], title: 'x' }, 403, 'not_owner');
    fails('merge_notes', { note_ids: [b.id, a.id], title: 'x' }, 404, 'note_not_found');
  });

  it('deletes several notes, all or nothing', () => {
    const a = note('Movies to watch');
    const b = note('Gift ideas');
    fails('delete_notes', { note_ids: [a.id, note('Chore chart').id] }, 403, 'not_owner');
    const { record, response } = succeeds('delete_notes', { note_ids: [a.id, b.id, a.id] });
    expect(response).toEqual({ message: 'Deleted the notes.', deleted_count: 2 });
    expect(record.diff).toEqual([{ app: 'simple_note', table: 'notes', inserted: [], updated: [], deleted: [a, b].sort((x, y) => x.id - y.id) }]);
    fails('delete_notes', { note_ids: [a.id] }, 404, 'note_not_found');
  });

  it('tags several notes, skipping those already tagged', () => {
    const a = note('Movies to watch');
    const b = note('Books to read 2023');
    succeeds('add_tag_to_note', { note_id: b.id, tag: 'weekend' });
    const b2 = note('Books to read 2023');
    const { record, response } = succeeds('add_tag_to_notes', { note_ids: [a.id, b.id], tag: 'Weekend' });
    expect(response).toEqual({ message: 'Tagged the notes.', tagged_count: 1 });
    expect(record.diff).toEqual([{ app: 'simple_note', table: 'notes', inserted: [], updated: [{ id: a.id, before: { tags: a.tags, updated_at: a.updated_at }, after: { tags: JSON.stringify(['lists', 'fun', 'weekend']), updated_at: now() } }], deleted: [] }]);
    fails('add_tag_to_notes', { note_ids: [a.id, b2.id], tag: 'weekend' }, 409, 'already_tagged');
  });

  it('exports a note to a file and imports a file as a note', () => {
    const row = note('Banana bread');
    const home = `/home/${user().first_name.toLowerCase()}`;
    const { record, response } = succeeds<{ file_id: number }>('export_note_to_file', { note_id: row.id, file_path: '~/downloads/banana_bread_note.txt' });
    expect(record.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [{
      id: response.file_id, owner_id: user().id, path: `${home}/downloads/banana_bread_note.txt`, content: `Banana bread\n\n${row.content}\n`, created_at: now(), updated_at: now(),
    }], updated: [], deleted: [] }]);
    fails('export_note_to_file', { note_id: row.id, file_path: '~/downloads/banana_bread_note.txt' }, 409, 'file_exists');
    fails('export_note_to_file', { note_id: row.id, file_path: '~/nope/x.txt' }, 404, 'directory_not_found');
    fails('export_note_to_file', { note_id: row.id, file_path: '~/documents' }, 409, 'is_directory');
    fails('export_note_to_file', { note_id: note('Chore chart').id, file_path: '~/downloads/x.txt' }, 403, 'not_owner');
    const file = w.current.db.prepare('SELECT * FROM file_system_files WHERE path = ?').get(`${home}/documents/recipes/weeknight_curry.txt`) as Row;
    const imported = succeeds<{ note_id: number }>('import_note_from_file', { file_path: '~/documents/recipes/weeknight_curry.txt', tags: ['Recipes'] });
    expect(imported.record.diff).toEqual([{ app: 'simple_note', table: 'notes', inserted: [{
      id: imported.response.note_id, user_id: user().id, title: 'weeknight_curry', content: file.content, tags: JSON.stringify(['recipes']), pinned: 0, created_at: now(), updated_at: now(),
    }], updated: [], deleted: [] }]);
    fails('import_note_from_file', { file_path: '~/documents/none.txt' }, 404, 'file_not_found');
    fails('import_note_from_file', { file_path: '/etc/passwd' }, 403, 'not_owner');
    fails('import_note_from_file', { file_path: 'notes.txt' }, 422, 'invalid_path');
  });
});
