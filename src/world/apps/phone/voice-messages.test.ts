import { describe, expect, it } from 'vitest';
import { usePhone } from './test-helpers.ts';

const { world: w, call, one, all, user, other, fails, diff: { inserted, deleted } } = usePhone(41);

describe('phone voicemail', () => {
  it('sends, shows, marks listened and deletes voice messages', () => {
    const them = other(4);
    const sent = call('send_voice_message', { phone_number: them.phone_number, transcript: 'Running late, start without me', duration: 12 });
    const id = (sent.response as { voice_message_id: number }).voice_message_id;
    const message = one('SELECT * FROM phone_voice_messages WHERE id = ?', id);
    const copies = all('SELECT * FROM phone_user_voice_messages WHERE voice_message_id = ? ORDER BY id', id);
    expect(message).toMatchObject({ sender_id: user().id, receiver_id: them.id, transcript: 'Running late, start without me', duration: 12, sent_at: w.current.now() });
    expect(copies.map((c) => (c as { is_listened: number }).is_listened).sort()).toEqual([0, 1]);
    expect(sent.diff).toEqual([inserted('user_voice_messages', copies), inserted('voice_messages', [message])]);
    expect(call('show_voice_message', { voice_message_id: id }).response).toMatchObject({ voice_message_id: id, is_listened: true, receiver: { phone_number: them.phone_number } });
    fails('send_voice_message', { phone_number: '2065550000', transcript: 'hi' }, 404, 'recipient_not_found');
    fails('send_voice_message', { phone_number: user().phone_number, transcript: 'hi' }, 422, 'invalid_recipient');
    call('block_number', { phone_number: them.phone_number });
    fails('send_voice_message', { phone_number: them.phone_number, transcript: 'hi' }, 409, 'number_blocked');

    const fresh = one<{ voice_message_id: number; id: number }>('SELECT * FROM phone_user_voice_messages WHERE user_id = ? AND is_listened = 0 ORDER BY id LIMIT 1', user().id);
    const listened = call('mark_voice_message_listened', { voice_message_id: fresh.voice_message_id });
    expect(listened.diff).toEqual([{ app: 'phone', table: 'user_voice_messages', inserted: [], updated: [{ id: fresh.id, before: { is_listened: 0 }, after: { is_listened: 1 } }], deleted: [] }]);
    fails('mark_voice_message_listened', { voice_message_id: fresh.voice_message_id }, 409, 'already_listened');

    const copy = one('SELECT * FROM phone_user_voice_messages WHERE user_id = ? AND voice_message_id = ?', user().id, fresh.voice_message_id);
    expect(call('delete_voice_message', { voice_message_id: fresh.voice_message_id }).diff).toEqual([deleted('user_voice_messages', [copy])]);
    for (const api of ['show_voice_message', 'delete_voice_message', 'mark_voice_message_listened']) fails(api, { voice_message_id: fresh.voice_message_id }, 404, 'voice_message_not_found');
    const foreign = one<{ id: number }>('SELECT v.id FROM phone_voice_messages v WHERE v.id NOT IN (SELECT voice_message_id FROM phone_user_voice_messages WHERE user_id = ?) LIMIT 1', user().id);
    if (foreign) fails('show_voice_message', { voice_message_id: foreign.id }, 404, 'voice_message_not_found');
    expect(call('search_voice_messages', { phone_number: '2065550000' }).response).toEqual([]);
  });
});
