import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import { expectRefused, useApp } from '../test-world.ts';

const { world: w, read } = useApp('phone', 61);
const call = (app: string, api: string, args: Record<string, unknown> = {}) => w.current.callAsUser(app, api, args);

describe('phone contacts', () => {
  it('add, update and delete a contact with exact diffs; duplicates are 409', () => {
    const world = freshWorld({ seed: 3 });
    const user = world.mainUser();
    const added = world.callAsUser('phone', 'add_contact', { first_name: 'Dana', last_name: 'Whitfield', phone_number: '(206) 555-0142', relationships: ['friend'] });
    const id = (added.response as { contact_id: number }).contact_id;
    expect(added.diff).toEqual([
      {
        app: 'phone',
        table: 'contacts',
        inserted: [{ id, owner_id: user.id, first_name: 'Dana', last_name: 'Whitfield', email: null, phone_number: '2065550142', relationships: '["friend"]', birthday: null, home_address: null, work_address: null, created_at: world.now() }],
        updated: [],
        deleted: [],
      },
    ]);
    expectRefused(world.callAsUser('phone', 'add_contact', { first_name: 'Dup', phone_number: '+1 206 555 0142' }), 409, 'already_exists');
    expect(world.callAsUser('phone', 'update_contact', { contact_id: id, birthday: '1991-04-02', relationships: ['friend', 'neighbor'] }).diff).toEqual([
      { app: 'phone', table: 'contacts', inserted: [], updated: [{ id, before: { relationships: '["friend"]', birthday: null }, after: { relationships: '["friend","neighbor"]', birthday: '1991-04-02' } }], deleted: [] },
    ]);
    const other = world.db.prepare('SELECT phone_number FROM phone_contacts WHERE owner_id = ? AND id != ? LIMIT 1').get(user.id, id) as { phone_number: string };
    expectRefused(world.callAsUser('phone', 'update_contact', { contact_id: id, phone_number: other.phone_number }), 409, 'already_exists');
    expectRefused(world.callAsUser('phone', 'add_contact', { first_name: 'X', phone_number: '12' }), 422, 'invalid_phone_number');
    expect(world.callAsUser('phone', 'delete_contact', { contact_id: id }).diff[0]?.deleted).toHaveLength(1);
    expectRefused(world.callAsUser('phone', 'show_contact', { contact_id: id }), 404, 'contact_not_found');
    expectRefused(world.call('phone', 'add_contact', { first_name: 'Y', phone_number: '2065550199' }), 401, 'unauthorized');
  });
});

describe('phone contact relationships', () => {
  it('show_contact_relationships lists the relationship names search_contacts accepts', () => {
    const names = read<string[]>(call('phone', 'show_contact_relationships'));
    expect(names).toEqual(expect.arrayContaining(['friend', 'coworker', 'sibling']));
    for (const name of names) expect(call('phone', 'search_contacts', { relationship: name }).ok).toBe(true);
  });
});
