import { describe, expect, it } from 'vitest';
import { useSimpleNote } from './test-helpers.ts';

const { succeeds, fails, note, contentUpdate } = useSimpleNote(37);

describe('simple_note checklists', () => {
  it('lists, adds, checks, unchecks and removes items', () => {
    const row = note('Moving checklist');
    const items = succeeds<{ item_index: number; text: string; done: boolean }[]>('show_checklist', { note_id: row.id }).response;
    expect(items.map((i) => [i.item_index, i.done])).toEqual([[1, true], [2, true], [3, false], [4, false], [5, false]]);
    expect(succeeds<unknown[]>('show_checklist', { note_id: row.id, done: false }).response).toHaveLength(3);
    const added = succeeds('add_checklist_item', { note_id: row.id, text: 'forward the mail' });
    expect(added.response).toEqual({ message: 'Added the item.', item_index: 6 });
    expect(added.record.diff).toEqual(contentUpdate(row, `${row.content}\n- [ ] forward the mail`));
    fails('add_checklist_item', { note_id: row.id, text: 'Forward the mail' }, 409, 'already_exists');
    const afterAdd = note('Moving checklist');
    const checked = succeeds('check_checklist_item', { note_id: row.id, item_index: 3 });
    expect(checked.record.diff).toEqual(contentUpdate(afterAdd, afterAdd.content.replace('- [ ] cancel the old internet plan', '- [x] cancel the old internet plan')));
    fails('check_checklist_item', { note_id: row.id, item_index: 3 }, 409, 'already_checked');
    fails('check_checklist_item', { note_id: row.id, item_index: 9 }, 404, 'item_not_found');
    const afterCheck = note('Moving checklist');
    const unchecked = succeeds('uncheck_checklist_item', { note_id: row.id, item_index: 1 });
    expect(unchecked.record.diff).toEqual(contentUpdate(afterCheck, afterCheck.content.replace('- [x] book the movers', '- [ ] book the movers')));
    fails('uncheck_checklist_item', { note_id: row.id, item_index: 4 }, 409, 'not_checked');
    const afterUncheck = note('Moving checklist');
    const removed = succeeds('remove_checklist_item', { note_id: row.id, item_index: 2 });
    expect(removed.record.diff).toEqual(contentUpdate(afterUncheck, afterUncheck.content.replace('- [x] change address at the post office\n', '')));
    fails('remove_checklist_item', { note_id: row.id, item_index: 6 }, 404, 'item_not_found');
    fails('show_checklist', { note_id: note('Chore chart').id }, 403, 'not_owner');
    fails('add_checklist_item', { note_id: row.id, text: 'two\nlines' }, 422, 'invalid_arguments');
  });

  it('starts a checklist in a note without one', () => {
    const row = note('Car service');
    expect(succeeds('show_checklist', { note_id: row.id }).response).toEqual([]);
    const added = succeeds('add_checklist_item', { note_id: row.id, text: 'ask about brakes' });
    expect(added.response).toEqual({ message: 'Added the item.', item_index: 1 });
  });
});
