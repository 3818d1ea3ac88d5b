import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../schemas/world.ts';
import { useApp } from '../test-world.ts';

const { world: worldRef, call, succeeded, failed } = useApp('simple_note', 31);
const now = '2023-05-18T12:00:00';
type Note = { note_id: number; title: string; content?: string; tags: string[]; pinned: boolean; updated_at: string };
const noteNamed = (title: string): Note => {
  const hit = succeeded<Note[]>(call('search_notes', { query: title })).find((n) => n.title === title) ?? expect.fail(`no note ${title}`);
  return succeeded<Note>(call('show_note', { note_id: hit.note_id }));
};
const othersNote = () => (worldRef.current.sql('SELECT id FROM simple_note_notes WHERE user_id != ? LIMIT 1').get(worldRef.current.mainUser().id) as { id: number }).id;
const oneUpdate = (record: CallRecord, id: number, before: Record<string, unknown>, after: Record<string, unknown>) =>
  expect(record.diff).toEqual([{ app: 'simple_note', table: 'notes', inserted: [], deleted: [], updated: [{ id, before, after }] }]);

describe('simple_note fixture and search', () => {
  it('has at least 15 tagged notes of the user, some pinned', () => {
    const notes = worldRef.current.sql('SELECT title, content, tags, pinned FROM simple_note_notes WHERE user_id = ?').all(worldRef.current.mainUser().id) as { content: string; tags: string; pinned: number }[];
    expect(notes.length).toBeGreaterThanOrEqual(15);
    expect(notes.filter((n) => n.pinned === 1).length).toBeGreaterThanOrEqual(2);
    expect(notes.every((n) => n.content.length > 40 && (JSON.parse(n.tags) as string[]).length > 0)).toBe(true);
  });

  it('search_notes puts pinned first, filters by tags, and returns no content', () => {
    const all = succeeded<Note[]>(call('search_notes', { page_limit: 20 }));
    const firstUnpinned = all.findIndex((n) => !n.pinned);
    expect(all.slice(firstUnpinned).every((n) => !n.pinned)).toBe(true);
    expect(all.every((n) => !('content' in n))).toBe(true);
    const unpinned = all.slice(firstUnpinned).map((n) => n.updated_at);
    expect(unpinned).toEqual([...unpinned].sort().reverse());
    const meetings = succeeded<Note[]>(call('search_notes', { tags: ['work', 'Meetings'], page_limit: 20 }));
    expect(meetings.map((n) => n.title).sort()).toEqual(['1:1 with manager - May 2', 'Q2 planning meeting - May 9', 'Sprint retro notes']);
    expect(succeeded<Note[]>(call('search_notes', { query: 'feta', page_limit: 20 })).map((n) => n.title).sort()).toEqual(['Grocery list', 'Shakshuka for two']);
    const flat = succeeded<Note[]>(call('search_notes', { dont_reorder_pinned: true, sort_by: '+title', page_limit: 3 }));
    expect(flat.map((n) => n.title)).toEqual(['1:1 with manager - May 2', 'Apartment maintenance', 'Banana bread']);
    expect(succeeded<{ tag: string; note_count: number }[]>(call('show_tags')).find((t) => t.tag === 'recipes')?.note_count).toBe(3);
  });
});

describe('simple_note writes', () => {
  it('create_note inserts exactly one row', () => {
    const record = call('create_note', { title: 'Call the dentist', content: 'Ask about the cleaning in June', tags: [' Health ', 'health', 'todo'] });
    const { note_id: id } = succeeded<{ note_id: number }>(record);
    expect(record.diff).toEqual([
      {
        app: 'simple_note', table: 'notes', updated: [], deleted: [],
        inserted: [{ id, user_id: worldRef.current.mainUser().id, title: 'Call the dentist', content: 'Ask about the cleaning in June', tags: '["health","todo"]', pinned: 0, created_at: now, updated_at: now }],
      },
    ]);
    expect(worldRef.current.call('simple_note', 'create_note', { title: 'x' }).status).toBe(401);
  });

  it('update_note lists exactly the changed fields', () => {
    const note = noteNamed('Workout plan');
    const record = call('update_note', { note_id: note.note_id, title: 'Workout plan (summer)', tags: ['health', 'fitness'] });
    expect(succeeded(record)).toEqual({ message: 'Updated the note.' });
    oneUpdate(record, note.note_id, { title: 'Workout plan', tags: '["health"]', updated_at: note.updated_at }, { title: 'Workout plan (summer)', tags: '["health","fitness"]', updated_at: now });
    const pinned = call('update_note', { note_id: note.note_id, pinned: true });
    oneUpdate(pinned, note.note_id, { pinned: 0 }, { pinned: 1 });
    failed(call('update_note', { note_id: 3, title: 'x' }), 404, 'note_not_found');
    failed(call('update_note', { note_id: othersNote(), title: 'x' }), 403, 'not_owner');
  });

  it('add_content_to_note appends or prepends a line', () => {
    const note = noteNamed('Grocery list');
    const appended = call('add_content_to_note', { note_id: note.note_id, content: '- lemons' });
    oneUpdate(appended, note.note_id, { content: note.content, updated_at: note.updated_at }, { content: `${note.content}\n- lemons`, updated_at: now });
    const prepended = call('add_content_to_note', { note_id: note.note_id, content: 'Trader Joes:', position: 'prepend' });
    expect(prepended.diff[0]?.updated[0]?.after.content).toBe(`Trader Joes:\n${note.content}\n- lemons`);
    failed(call('add_content_to_note', { note_id: othersNote(), content: 'x' }), 403, 'not_owner');
  });

  it('pins, unpins and refuses repeats', () => {
    const note = noteNamed('Banana bread');
    oneUpdate(call('pin_note', { note_id: note.note_id }), note.note_id, { pinned: 0, updated_at: note.updated_at }, { pinned: 1, updated_at: now });
    failed(call('pin_note', { note_id: note.note_id }), 409, 'already_pinned');
    oneUpdate(call('unpin_note', { note_id: note.note_id }), note.note_id, { pinned: 1 }, { pinned: 0 });
    failed(call('unpin_note', { note_id: note.note_id }), 409, 'not_pinned');
  });

  it('adds and removes tags on one note, renames and deletes tags across notes', () => {
    const note = noteNamed('Car service');
    oneUpdate(call('add_tag_to_note', { note_id: note.note_id, tag: 'Errands' }), note.note_id, { tags: '["car"]', updated_at: note.updated_at }, { tags: '["car","errands"]', updated_at: now });
    failed(call('add_tag_to_note', { note_id: note.note_id, tag: 'car' }), 409, 'already_tagged');
    oneUpdate(call('remove_tag_from_note', { note_id: note.note_id, tag: 'car' }), note.note_id, { tags: '["car","errands"]' }, { tags: '["errands"]' });
    failed(call('remove_tag_from_note', { note_id: note.note_id, tag: 'car' }), 404, 'tag_not_found');
    const renamed = call('rename_tag', { tag: 'recipes', new_tag: 'cooking' });
    expect(succeeded(renamed)).toEqual({ message: 'Renamed the tag.', note_count: 3 });
    expect(renamed.diff[0]?.updated.map((u) => JSON.parse(String(u.after.tags))[0])).toEqual(['cooking', 'cooking', 'cooking']);
    failed(call('rename_tag', { tag: 'recipes', new_tag: 'x' }), 404, 'tag_not_found');
    const deleted = call('delete_tag', { tag: 'lists' });
    expect(deleted.diff[0]?.updated.length).toBe(3);
    expect(succeeded<{ tag: string }[]>(call('show_tags')).map((t) => t.tag)).not.toContain('lists');
    failed(call('delete_tag', { tag: 'lists' }), 404, 'tag_not_found');
  });

  it('duplicates and deletes notes', () => {
    const note = noteNamed('Books to read 2023');
    const copy = call('duplicate_note', { note_id: note.note_id });
    const { note_id: id } = succeeded<{ note_id: number }>(copy);
    expect(copy.diff[0]?.inserted).toEqual([
      { id, user_id: worldRef.current.mainUser().id, title: 'Books to read 2023 (copy)', content: note.content, tags: JSON.stringify(note.tags), pinned: 0, created_at: now, updated_at: now },
    ]);
    const removed = call('delete_note', { note_id: id });
    expect(removed.diff).toEqual([{ app: 'simple_note', table: 'notes', inserted: [], updated: [], deleted: copy.diff[0]?.inserted }]);
    failed(call('delete_note', { note_id: id }), 404, 'note_not_found');
    failed(call('delete_note', { note_id: othersNote() }), 403, 'not_owner');
    failed(call('show_note', { note_id: othersNote() }), 403, 'not_owner');
  });
});
