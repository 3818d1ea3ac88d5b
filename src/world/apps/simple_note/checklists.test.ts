import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../schemas/world.ts';
import { expectRefused, useWorld } from '../test-world.ts';

const w = useWorld(37);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('simple_note', api, args);
function ok<T = Record<string, unknown>>(api: string, args: Record<string, unknown> = {}): { record: CallRecord; response: T } {
  const record = call(api, args);
  expect(record.error, `${api} ${JSON.stringify(args)}`).toBeUndefined();
  return { record, response: record.response as T };
}
function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}
type Row = Record<string, unknown> & { id: number; content: string; updated_at: string; tags: string };
const note = (title: string) => w.current.db.prepare('SELECT * FROM simple_note_notes WHERE title = ?').get(title) as Row;
const now = () => w.current.now();
const contentUpdate = (row: Row, content: string) => {
  // The diff lists updated_at only when it changed (an earlier call in the test may have set it).
  const stamp = row.updated_at === now() ? [{}, {}] : [{ updated_at: row.updated_at }, { updated_at: now() }];
  return [{ app: 'simple_note', table: 'notes', inserted: [], updated: [{ id: row.id, before: { content: row.content, ...stamp[0] }, after: { content, ...stamp[1] } }], deleted: [] }];
};

describe('simple_note checklists', () => {
  it('lists, adds, checks, unchecks and removes items', () => {
    const row = note('Moving checklist');
    const items = ok<{ item_index: number; text: string; done: boolean }[]>('show_checklist', { note_id: row.id }).response;
    expect(items.map((i) => [i.item_index, i.done])).toEqual([[1, true], [2, true], [3, false], [4, false], [5, false]]);
    expect(ok<unknown[]>('show_checklist', { note_id: row.id, done: false }).response).toHaveLength(3);
    const added = ok('add_checklist_item', { note_id: row.id, text: 'forward the mail' });
    expect(added.response).toEqual({ message: 'Added the item.', item_index: 6 });
    expect(added.record.diff).toEqual(contentUpdate(row, `${row.content}\n- [ ] forward the mail`));
    fails('add_checklist_item', { note_id: row.id, text: 'Forward the mail' }, 409, 'already_exists');
    const afterAdd = note('Moving checklist');
    const checked = ok('check_checklist_item', { note_id: row.id, item_index: 3 });
    expect(checked.record.diff).toEqual(contentUpdate(afterAdd, afterAdd.content.replace('- [ ] cancel the old internet plan', '- [x] cancel the old internet plan')));
    fails('check_checklist_item', { note_id: row.id, item_index: 3 }, 409, 'already_checked');
    fails('check_checklist_item', { note_id: row.id, item_index: 9 }, 404, 'item_not_found');
    const afterCheck = note('Moving checklist');
    const unchecked = ok('uncheck_checklist_item', { note_id: row.id, item_index: 1 });
    expect(unchecked.record.diff).toEqual(contentUpdate(afterCheck, afterCheck.content.replace('- [x] book the movers', '- [ ] book the movers')));
    fails('uncheck_checklist_item', { note_id: row.id, item_index: 4 }, 409, 'not_checked');
    const afterUncheck = note('Moving checklist');
    const removed = ok('remove_checklist_item', { note_id: row.id, item_index: 2 });
    expect(removed.record.diff).toEqual(contentUpdate(afterUncheck, afterUncheck.content.replace('- [x] change address at the post office\n', '')));
    fails('remove_checklist_item', { note_id: row.id, item_index: 6 }, 404, 'item_not_found');
    fails('show_checklist', { note_id: note('Chore chart').id }, 403, 'not_owner');
    fails('add_checklist_item', { note_id: row.id, text: 'two\nlines' }, 422, 'invalid_arguments');
  });

  it('starts a checklist in a note without one', () => {
    const row = note('Car service');
    expect(ok('show_checklist', { note_id: row.id }).response).toEqual([]);
    const added = ok('add_checklist_item', { note_id: row.id, text: 'ask about brakes' });
    expect(added.response).toEqual({ message: 'Added the item.', item_index: 1 });
  });
});
