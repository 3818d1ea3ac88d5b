import { describe, expect, it } from 'vitest';
import { useSplitwiseViews } from './test-helpers.ts';

const { world: worldRef, call, succeeded, failed, all, user, group, others, idOf } = useSplitwiseViews(23);
const now = '2023-05-18T12:00:00';

describe('splitwise groups', () => {
  it('create_group without others writes the group and your membership', () => {
    const record = call('create_group', { name: 'Road trip', description: 'Big Sur in June' });
    const { group_id: id } = succeeded<{ group_id: number }>(record);
    const code = succeeded<{ invitation_code: string }>(call('show_group', { group_id: id })).invitation_code;
    const member = all('SELECT id FROM splitwise_group_members WHERE group_id = ?', id)[0]?.id;
    expect(record.diff).toEqual([
      { app: 'splitwise', table: 'group_members', updated: [], deleted: [], inserted: [{ id: member, group_id: id, user_id: user().id, joined_at: now }] },
      {
        app: 'splitwise', table: 'groups', updated: [], deleted: [],
        inserted: [{ id, name: 'Road trip', description: 'Big Sur in June', creator_id: user().id, invitation_code: code, deleted: 0, created_at: now, updated_at: now }],
      },
    ]);
    expect(worldRef.current.call('splitwise', 'create_group', { name: 'x' }).status).toBe(401);
    failed(call('create_group', { name: 'Road trip', member_emails: ['nobody@nowhere.org'] }), 404, 'user_not_found');
  });

  it('create_group with members emails them an invitation through gmail', () => {
    const friends = others(group('Tahoe Ski Trip 2023')).slice(0, 2);
    const record = call('create_group', { name: 'Wine tasting', member_emails: friends });
    const { group_id: id } = succeeded<{ group_id: number }>(record);
    expect(all('SELECT user_id FROM splitwise_group_members WHERE group_id = ? ORDER BY user_id', id).map((r) => r.user_id)).toEqual(
      [user().id, ...friends.map(idOf)].sort((a, b) => a - b),
    );
    expect(record.diff.some((c) => c.app === 'gmail' && c.inserted.length > 0)).toBe(true);
    expect(JSON.stringify(record.diff.filter((c) => c.app === 'gmail'))).toContain('Wine tasting');
  });

  it('updates, deletes and restores groups under the creator rule', () => {
    const tahoe = group('Tahoe Ski Trip 2023');
    const updated = call('update_group', { group_id: tahoe.group_id, name: 'Tahoe 2023' });
    succeeded(updated);
    expect(updated.diff).toEqual([
      { app: 'splitwise', table: 'groups', inserted: [], deleted: [], updated: [{ id: tahoe.group_id, before: { name: 'Tahoe Ski Trip 2023', updated_at: expect.any(String) }, after: { name: 'Tahoe 2023', updated_at: now } }] },
    ]);
    const deleted = call('delete_group', { group_id: tahoe.group_id });
    expect(deleted.diff[0]?.updated[0]?.after).toEqual({ deleted: 1 });
    failed(call('delete_group', { group_id: tahoe.group_id }), 409, 'already_deleted');
    failed(call('update_group', { group_id: tahoe.group_id, name: 'x' }), 409, 'group_deleted');
    succeeded(call('undelete_group', { group_id: tahoe.group_id }));
    failed(call('undelete_group', { group_id: tahoe.group_id }), 409, 'not_deleted');
    const apartment = group('Apartment 4B');
    expect(apartment.creator.email).not.toBe(user().email);
    failed(call('delete_group', { group_id: apartment.group_id }), 403, 'not_owner');
    failed(call('show_group', { group_id: 77 }), 404, 'group_not_found');
    worldRef.current.captureDiff(() => worldRef.current.db.prepare('DELETE FROM splitwise_group_members WHERE group_id = ? AND user_id = ?').run(apartment.group_id, user().id));
    failed(call('show_group', { group_id: apartment.group_id }), 403, 'not_member');
  });

  it('adds and removes members, refusing unsettled ones', () => {
    const lunch = group('Team Lunch Crew');
    const outsider = others(group('Tahoe Ski Trip 2023'))[0] ?? expect.fail('no outsider');
    const added = call('add_member_to_group', { group_id: lunch.group_id, user_email: outsider });
    succeeded(added);
    expect(added.diff.map((c) => [c.table, c.inserted.length])).toEqual([['group_members', 1], ['notifications', 1]]);
    expect(added.diff[0]?.inserted[0]).toMatchObject({ group_id: lunch.group_id, user_id: idOf(outsider), joined_at: now });
    expect(added.diff[1]?.inserted[0]).toMatchObject({ user_id: idOf(outsider), type: 'added_to_group' });
    failed(call('add_member_to_group', { group_id: lunch.group_id, user_email: outsider }), 409, 'already_member');
    failed(call('add_member_to_group', { group_id: lunch.group_id, user_email: 'ghost@example.com' }), 404, 'user_not_found');
    const removed = call('remove_member_from_group', { group_id: lunch.group_id, user_email: outsider });
    expect(removed.diff).toEqual([{ app: 'splitwise', table: 'group_members', inserted: [], updated: [], deleted: [added.diff[0]?.inserted[0]] }]);
    failed(call('remove_member_from_group', { group_id: lunch.group_id, user_email: outsider }), 404, 'member_not_found');
    failed(call('remove_member_from_group', { group_id: lunch.group_id, user_email: others(lunch)[0] ?? '' }), 409, 'unsettled_balance');
  });
});
