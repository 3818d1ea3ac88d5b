import { describe, expect, it } from 'vitest';
import type { NoteRow as Row } from './test-helpers.ts';
import { useSimpleNote } from './test-helpers.ts';

const { world: w, succeeds, fails, user, now, note, contentUpdate } = useSimpleNote(37);
const shares = (noteId: number) => w.current.db.prepare('SELECT * FROM simple_note_note_shares WHERE note_id = ? ORDER BY id').all(noteId) as Row[];
const emailOf = (index: number) => (w.current.db.prepare('SELECT email FROM admin_people ORDER BY rowid LIMIT 1 OFFSET ?').get(index) as { email: string }).email;
const idOf = (email: string) => (w.current.personByEmail(email) as { id: number }).id;

describe('simple_note sharing', () => {
  it('has notes shared both ways in the fixture', () => {
    const withMe = succeeds<{ title: string; owner: { email: string }; can_edit: boolean }[]>('show_shared_notes', { page_limit: 20 }).response;
    expect(withMe.map((n) => n.title).sort()).toEqual(['Apartment house rules', 'Platform team on-call handbook', 'Tahoe trip shopping list']);
    expect(withMe.find((n) => n.title === 'Tahoe trip shopping list')?.can_edit).toBe(true);
    const grocery = note('Grocery list');
    expect(succeeds<unknown[]>('show_note_shares', { note_id: grocery.id }).response).toHaveLength(2);
    expect(succeeds<{ shared_by_you_count: number; shared_with_you_count: number }>('show_note_stats').response).toMatchObject({ shared_by_you_count: 4, shared_with_you_count: 3 });
  });

  it('shares a note, updates can_edit, and unshares', () => {
    const row = note('Workout plan');
    const friend = emailOf(6);
    const { record, response } = succeeds<{ share_id: number }>('share_note', { note_id: row.id, email: friend });
    expect(record.diff).toEqual([{ app: 'simple_note', table: 'note_shares', inserted: [{ id: response.share_id, note_id: row.id, owner_id: user().id, person_id: idOf(friend), can_edit: 0, shared_at: now() }], updated: [], deleted: [] }]);
    fails('share_note', { note_id: row.id, email: friend }, 409, 'already_shared');
    const upgraded = succeeds('share_note', { note_id: row.id, email: friend, can_edit: true });
    expect(upgraded.record.diff).toEqual([{ app: 'simple_note', table: 'note_shares', inserted: [], updated: [{ id: response.share_id, before: { can_edit: 0 }, after: { can_edit: 1 } }], deleted: [] }]);
    expect(succeeds<{ person: { email: string }; can_edit: boolean }[]>('show_note_shares', { note_id: row.id }).response).toEqual([
      { share_id: response.share_id, person: expect.objectContaining({ email: friend }), can_edit: true, shared_at: now() },
    ]);
    fails('share_note', { note_id: row.id, email: 'nobody@example.invalid' }, 404, 'user_not_found');
    fails('share_note', { note_id: row.id, email: user().email }, 422, 'cannot_share_with_self');
    fails('share_note', { note_id: note('Chore chart').id, email: friend }, 403, 'not_owner');
    fails('share_note', { note_id: 1, email: friend }, 404, 'note_not_found');
    const before = shares(row.id);
    const removed = succeeds('unshare_note', { note_id: row.id, email: friend });
    expect(removed.record.diff).toEqual([{ app: 'simple_note', table: 'note_shares', inserted: [], updated: [], deleted: before }]);
    fails('unshare_note', { note_id: row.id, email: friend }, 404, 'not_shared');
    fails('unshare_note', { note_id: row.id, email: 'nobody@example.invalid' }, 404, 'user_not_found');
    fails('show_note_shares', { note_id: note('Chore chart').id }, 403, 'not_owner');
  });

  it('reads, edits and leaves notes shared with the user', () => {
    const rules = note('Apartment house rules');
    expect(succeeds('show_shared_note', { note_id: rules.id }).response).toMatchObject({ note_id: rules.id, content: rules.content, can_edit: false });
    fails('show_shared_note', { note_id: note('Chore chart').id }, 403, 'not_shared');
    fails('show_shared_note', { note_id: 1 }, 404, 'note_not_found');
    fails('add_content_to_shared_note', { note_id: rules.id, content: 'x' }, 403, 'read_only');
    const list = note('Tahoe trip shopping list');
    const added = succeeds('add_content_to_shared_note', { note_id: list.id, content: '- [ ] marshmallows' });
    expect(added.record.diff).toEqual(contentUpdate(list, `${list.content}\n- [ ] marshmallows`));
    fails('add_content_to_shared_note', { note_id: note('Chore chart').id, content: 'x' }, 403, 'not_shared');
    const share = shares(rules.id).find((s) => s.person_id === user().id);
    const left = succeeds('leave_shared_note', { note_id: rules.id });
    expect(left.record.diff).toEqual([{ app: 'simple_note', table: 'note_shares', inserted: [], updated: [], deleted: [share] }]);
    fails('leave_shared_note', { note_id: rules.id }, 403, 'not_shared');
  });

  it('delete_note also ends its shares', () => {
    const row = note('Portland weekend itinerary');
    const before = shares(row.id);
    expect(before).toHaveLength(1);
    const { record } = succeeds('delete_note', { note_id: row.id });
    expect(record.diff.find((d) => d.table === 'note_shares')?.deleted).toEqual(before);
    expect(record.diff.find((d) => d.table === 'notes')?.deleted.map((r) => r.id)).toEqual([row.id]);
  });
});
