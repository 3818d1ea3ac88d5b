import { describe, expect, it } from 'vitest';
import { freshWorld } from '../fixture.ts';
import type { World } from '../engine.ts';
import type { Person } from '../types.ts';

function people(world: World): Person[] {
  return world.db.prepare('SELECT id, first_name, last_name, email, phone_number FROM admin_people ORDER BY rowid').all() as Person[];
}

function expectFailure(record: ReturnType<World['call']>, status: number, code: string): void {
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}

const count = (world: World, sql: string, ...args: unknown[]) => (world.db.prepare(sql).get(...args) as { n: number }).n;

describe('phone fixture', () => {
  it('has contacts for most people, 30+ texts in several conversations and 3+ alarms', () => {
    const world = freshWorld();
    const user = world.mainUser();
    expect(count(world, 'SELECT COUNT(*) AS n FROM phone_contacts WHERE owner_id = ?', user.id)).toBeGreaterThanOrEqual(20);
    expect(count(world, 'SELECT COUNT(*) AS n FROM phone_text_messages WHERE sender_id = ? OR receiver_id = ?', user.id, user.id)).toBeGreaterThanOrEqual(30);
    const latest = world.callAsUser('phone', 'search_text_messages', { only_latest_per_contact: true, page_limit: 20 }).response as unknown[];
    expect(latest.length).toBeGreaterThanOrEqual(5);
    const alarms = world.callAsUser('phone', 'show_alarms', { page_limit: 20 }).response as { time: string; repeat_days: string[]; enabled: boolean }[];
    expect(alarms.length).toBeGreaterThanOrEqual(3);
    expect(alarms.every((a) => /^\d\d:\d\d$/.test(a.time) && typeof a.enabled === 'boolean')).toBe(true);
    const family = world.callAsUser('phone', 'search_contacts', { relationship: 'mother' }).response as { relationships: string[] }[];
    expect(family).toHaveLength(1);
    expect(family[0]?.relationships).toEqual(['mother']);
  });

  it('logs in by phone number and tells the frozen time', () => {
    const world = freshWorld();
    expect(world.callAsUser('phone', 'get_current_date_and_time', {}).response).toEqual({ date: '2023-05-18', time: '12:00:00', day_of_week: 'thursday', datetime: '2023-05-18T12:00:00' });
  });
});

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
    expectFailure(world.callAsUser('phone', 'add_contact', { first_name: 'Dup', phone_number: '+1 206 555 0142' }), 409, 'already_exists');
    expect(world.callAsUser('phone', 'update_contact', { contact_id: id, birthday: '1991-04-02', relationships: ['friend', 'neighbor'] }).diff).toEqual([
      { app: 'phone', table: 'contacts', inserted: [], updated: [{ id, before: { relationships: '["friend"]', birthday: null }, after: { relationships: '["friend","neighbor"]', birthday: '1991-04-02' } }], deleted: [] },
    ]);
    const other = world.db.prepare('SELECT phone_number FROM phone_contacts WHERE owner_id = ? AND id != ? LIMIT 1').get(user.id, id) as { phone_number: string };
    expectFailure(world.callAsUser('phone', 'update_contact', { contact_id: id, phone_number: other.phone_number }), 409, 'already_exists');
    expectFailure(world.callAsUser('phone', 'add_contact', { first_name: 'X', phone_number: '12' }), 422, 'invalid_phone_number');
    expect(world.callAsUser('phone', 'delete_contact', { contact_id: id }).diff[0]?.deleted).toHaveLength(1);
    expectFailure(world.callAsUser('phone', 'show_contact', { contact_id: id }), 404, 'contact_not_found');
    expectFailure(world.call('phone', 'add_contact', { first_name: 'Y', phone_number: '2065550199' }), 401, 'unauthorized');
  });
});

describe('phone texts', () => {
  it('send_text_message writes the message and both copies; unknown numbers are 404', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const stranger = people(world).at(-1) as Person; // not in the user's contacts
    const record = world.callAsUser('phone', 'send_text_message', { phone_number: stranger.phone_number, message: 'Hi, it is Alex from next door' });
    const id = (record.response as { text_message_id: number }).text_message_id;
    expect(record.diff).toEqual([
      { app: 'phone', table: 'text_messages', inserted: [{ id, sender_id: user.id, receiver_id: stranger.id, message: 'Hi, it is Alex from next door', sent_at: world.now() }], updated: [], deleted: [] },
      {
        app: 'phone',
        table: 'user_text_messages',
        inserted: expect.arrayContaining([
          { id: expect.any(Number), user_id: user.id, text_message_id: id },
          { id: expect.any(Number), user_id: stranger.id, text_message_id: id },
        ]),
        updated: [],
        deleted: [],
      },
    ]);
    const shown = world.callAsUser('phone', 'show_text_message', { text_message_id: id }).response as { receiver: { contact_id: number | null; phone_number: string } };
    expect(shown.receiver).toEqual({ contact_id: null, name: null, phone_number: stranger.phone_number });
    expectFailure(world.callAsUser('phone', 'send_text_message', { phone_number: '9999999999', message: 'hello?' }), 404, 'recipient_not_found');
    expectFailure(world.callAsUser('phone', 'send_text_message', { phone_number: user.phone_number, message: 'me' }), 422, 'invalid_recipient');
    const deleted = world.callAsUser('phone', 'delete_text_message', { text_message_id: id });
    expect(deleted.diff).toEqual([{ app: 'phone', table: 'user_text_messages', inserted: [], updated: [], deleted: [{ id: expect.any(Number), user_id: user.id, text_message_id: id }] }]);
    expectFailure(world.callAsUser('phone', 'show_text_message', { text_message_id: id }), 404, 'text_message_not_found');
  });

  it('search_text_messages filters by partner and text', () => {
    const world = freshWorld();
    const all = world.callAsUser('phone', 'search_text_messages', { page_limit: 20 }).response as { sender: { phone_number: string }; receiver: { phone_number: string }; sent_at: string }[];
    expect(all.map((m) => m.sent_at)).toEqual([...all.map((m) => m.sent_at)].sort().reverse());
    const user = world.mainUser();
    const first = all[0] as (typeof all)[number];
    const partner = first.sender.phone_number === user.phone_number ? first.receiver.phone_number : first.sender.phone_number;
    const withPartner = world.callAsUser('phone', 'search_text_messages', { phone_number: partner, page_limit: 20 }).response as typeof all;
    expect(withPartner.length).toBeGreaterThanOrEqual(3);
    expect(withPartner.every((m) => m.sender.phone_number === partner || m.receiver.phone_number === partner)).toBe(true);
  });
});

describe('phone alarms', () => {
  it('create_alarm stores defaults and update_alarm lists exactly the changed fields', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const created = world.callAsUser('phone', 'create_alarm', { time: '07:05', repeat_days: ['friday', 'monday'] });
    const id = (created.response as { alarm_id: number }).alarm_id;
    expect(created.diff).toEqual([
      { app: 'phone', table: 'alarms', inserted: [{ id, owner_id: user.id, time: '07:05', repeat_days: '["monday","friday"]', label: '', enabled: 1, snooze_minutes: 15, vibration: 1, created_at: world.now() }], updated: [], deleted: [] },
    ]);
    expect(world.callAsUser('phone', 'update_alarm', { alarm_id: id, enabled: false, label: 'Flight', time: '07:05' }).diff).toEqual([
      { app: 'phone', table: 'alarms', inserted: [], updated: [{ id, before: { label: '', enabled: 1 }, after: { label: 'Flight', enabled: 0 } }], deleted: [] },
    ]);
    expect(world.callAsUser('phone', 'show_alarm', { alarm_id: id }).response).toMatchObject({ alarm_id: id, enabled: false, vibration: true, repeat_days: ['monday', 'friday'] });
    expectFailure(world.callAsUser('phone', 'create_alarm', { time: '25:00' }), 422, 'invalid_time');
    expectFailure(world.callAsUser('phone', 'update_alarm', { alarm_id: id, time: '7:5' }), 422, 'invalid_time');
    expectFailure(world.callAsUser('phone', 'create_alarm', { time: '07:00', repeat_days: ['someday'] }), 422, 'invalid_arguments');
    expect(world.callAsUser('phone', 'delete_alarm', { alarm_id: id }).diff[0]?.deleted).toHaveLength(1);
    expectFailure(world.callAsUser('phone', 'update_alarm', { alarm_id: id, enabled: true }), 404, 'alarm_not_found');
    expectFailure(world.call('phone', 'create_alarm', { time: '07:00' }), 401, 'unauthorized');
  });
});
