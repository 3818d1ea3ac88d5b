import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import type { Person } from '../../types.ts';
import { expectRefused, people, useApp } from '../test-world.ts';

const { call, one, user, fails } = useApp('phone', 41);

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
    expectRefused(world.callAsUser('phone', 'send_text_message', { phone_number: '9999999999', message: 'hello?' }), 404, 'recipient_not_found');
    expectRefused(world.callAsUser('phone', 'send_text_message', { phone_number: user.phone_number, message: 'me' }), 422, 'invalid_recipient');
    const deleted = world.callAsUser('phone', 'delete_text_message', { text_message_id: id });
    expect(deleted.diff).toEqual([{ app: 'phone', table: 'user_text_messages', inserted: [], updated: [], deleted: [{ id: expect.any(Number), user_id: user.id, text_message_id: id }] }]);
    expectRefused(world.callAsUser('phone', 'show_text_message', { text_message_id: id }), 404, 'text_message_not_found');
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

describe('phone text message window', () => {
  it('returns one conversation oldest first inside the window', () => {
    const partner = one<{ sender_id: number; receiver_id: number }>('SELECT * FROM phone_text_messages WHERE sender_id = ? OR receiver_id = ? ORDER BY sent_at LIMIT 1', user().id, user().id);
    const them = partner.sender_id === user().id ? partner.receiver_id : partner.sender_id;
    const phone = one<{ phone_number: string }>('SELECT phone_number FROM admin_people WHERE id = ?', them).phone_number;
    const whole = call('show_text_message_window', { phone_number: phone, page_limit: 20 }).response as { sent_at: string; sender: { phone_number: string }; receiver: { phone_number: string } }[];
    expect(whole.length).toBeGreaterThanOrEqual(3);
    expect(whole.map((m) => m.sent_at)).toEqual([...whole.map((m) => m.sent_at)].sort());
    expect(whole.every((m) => [m.sender.phone_number, m.receiver.phone_number].includes(phone))).toBe(true);
    const cut = whole[1]!.sent_at;
    const later = call('show_text_message_window', { phone_number: phone, min_datetime: cut, page_limit: 20 }).response as unknown[];
    expect(later).toHaveLength(whole.length - 1);
    expect(call('show_text_message_window', { phone_number: phone, max_datetime: whole[0]!.sent_at }).response).toHaveLength(1);
    fails('show_text_message_window', { phone_number: '2065550000' }, 404, 'recipient_not_found');
  });
});
