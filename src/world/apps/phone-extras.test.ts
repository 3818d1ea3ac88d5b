import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from './test-world.ts';

const w = useWorld(41);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('phone', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const all = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as T[];
const user = () => w.current.mainUser();
const other = (index = 1) => all<{ id: number; phone_number: string; first_name: string }>('SELECT * FROM admin_people ORDER BY rowid')[index]!;

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}
const inserted = (table: string, rows: unknown[]) => ({ app: 'phone', table, inserted: rows, updated: [], deleted: [] });
const deleted = (table: string, rows: unknown[]) => ({ app: 'phone', table, inserted: [], updated: [], deleted: rows });

describe('phone fixture extras', () => {
  it('has months of calls in every direction, voicemail old and new, favourites and a blocked number', () => {
    const calls = call('show_call_history', { page_limit: 20 }).response as { direction: string; started_at: string; name: string | null }[];
    expect(calls).toHaveLength(20);
    expect(calls.map((c) => c.started_at)).toEqual([...calls.map((c) => c.started_at)].sort().reverse());
    const months = all<{ m: string }>('SELECT DISTINCT substr(started_at, 1, 7) AS m FROM phone_call_logs WHERE user_id = ?', user().id);
    expect(months.length).toBeGreaterThanOrEqual(3);
    for (const direction of ['incoming', 'outgoing', 'missed']) {
      const some = call('show_call_history', { direction }).response as { direction: string }[];
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((c) => c.direction === direction)).toBe(true);
    }
    expect(calls.some((c) => c.name !== null)).toBe(true);
    expect((call('search_voice_messages', { is_listened: false }).response as unknown[]).length).toBe(2);
    expect((call('search_voice_messages', { query: 'dentist' }).response as { transcript: string }[])[0]?.transcript).toContain('dentist');
    expect(call('show_favorite_contacts').response).toHaveLength(4);
    expect(call('show_blocked_numbers').response).toMatchObject([{ phone_number: '8005550199', contact_id: null }]);
  });
});

describe('phone text history', () => {
  it('spans several months', () => {
    const months = all<{ m: string }>('SELECT DISTINCT substr(m.sent_at, 1, 7) AS m FROM phone_text_messages m JOIN phone_user_text_messages u ON u.text_message_id = m.id AND u.user_id = ?', user().id);
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(all('SELECT 1 FROM phone_user_text_messages WHERE user_id = ?', user().id).length).toBeGreaterThanOrEqual(50);
  });
});

describe('phone call log', () => {
  it('make_call logs for both sides; errors change nothing', () => {
    const them = other(2);
    const record = call('make_call', { phone_number: `+1 ${them.phone_number}`, duration: 95 });
    const id = (record.response as { call_log_id: number }).call_log_id;
    const mine = one('SELECT * FROM phone_call_logs WHERE id = ?', id);
    const theirs = one('SELECT * FROM phone_call_logs WHERE user_id = ? AND started_at = ?', them.id, w.current.now());
    expect(mine).toMatchObject({ user_id: user().id, phone_number: them.phone_number, direction: 'outgoing', duration: 95 });
    expect(theirs).toMatchObject({ phone_number: user().phone_number, direction: 'incoming', duration: 95 });
    expect(record.diff).toEqual([inserted('call_logs', [mine, theirs].sort((a, b) => (a as { id: number }).id - (b as { id: number }).id))]);
    expect((call('show_call_history', { phone_number: them.phone_number, page_limit: 1 }).response as { call_log_id: number }[])[0]?.call_log_id).toBe(id);
    const unanswered = call('make_call', { phone_number: them.phone_number });
    expect(unanswered.diff[0]?.inserted.map((r) => (r as { direction: string }).direction).sort()).toEqual(['missed', 'outgoing']);
    const stranger = call('make_call', { phone_number: '206-555-0123' });
    expect(stranger.diff[0]?.inserted).toHaveLength(1);
    fails('make_call', { phone_number: '12' }, 422, 'invalid_phone_number');
    fails('make_call', { phone_number: user().phone_number }, 422, 'invalid_recipient');
    fails('make_call', { phone_number: '800-555-0199' }, 409, 'number_blocked');
  });

  it('deletes one entry and clears by direction or all', () => {
    const entry = one<{ id: number }>('SELECT * FROM phone_call_logs WHERE user_id = ? ORDER BY id LIMIT 1', user().id);
    const row = one('SELECT * FROM phone_call_logs WHERE id = ?', entry.id);
    expect(call('delete_call_log_entry', { call_log_id: entry.id }).diff).toEqual([deleted('call_logs', [row])]);
    fails('delete_call_log_entry', { call_log_id: entry.id }, 404, 'call_log_not_found');
    const foreign = call('make_call', { phone_number: other(3).phone_number, duration: 5 }).diff[0]!.inserted.find((r) => (r as { user_id: number }).user_id !== user().id) as { id: number };
    fails('delete_call_log_entry', { call_log_id: foreign.id }, 404, 'call_log_not_found');
    const missed = all('SELECT * FROM phone_call_logs WHERE user_id = ? AND direction = ?', user().id, 'missed');
    const cleared = call('clear_call_history', { direction: 'missed' });
    expect(cleared.response).toMatchObject({ deleted_count: missed.length });
    expect(cleared.diff[0]?.deleted).toHaveLength(missed.length);
    fails('clear_call_history', { direction: 'missed' }, 409, 'nothing_to_clear');
    const rest = all('SELECT * FROM phone_call_logs WHERE user_id = ?', user().id).length;
    expect(call('clear_call_history').response).toMatchObject({ deleted_count: rest });
    fails('clear_call_history', {}, 409, 'nothing_to_clear');
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM phone_call_logs WHERE user_id = ?', foreign.id).n).toBe(0);
  });
});

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

describe('phone favourites and blocked numbers', () => {
  it('adds and removes favourites', () => {
    const contact = one<{ id: number }>('SELECT id FROM phone_contacts WHERE owner_id = ? AND id NOT IN (SELECT contact_id FROM phone_favorite_contacts) ORDER BY id LIMIT 1', user().id);
    const added = call('add_contact_to_favorites', { contact_id: contact.id });
    const row = one('SELECT * FROM phone_favorite_contacts WHERE contact_id = ?', contact.id);
    expect(added.diff).toEqual([inserted('favorite_contacts', [row])]);
    expect((call('show_favorite_contacts', { page_limit: 20 }).response as { contact_id: number }[]).at(-1)?.contact_id).toBe(contact.id);
    fails('add_contact_to_favorites', { contact_id: contact.id }, 409, 'already_favorite');
    fails('add_contact_to_favorites', { contact_id: 1 }, 404, 'contact_not_found');
    expect(call('remove_contact_from_favorites', { contact_id: contact.id }).diff).toEqual([deleted('favorite_contacts', [row])]);
    fails('remove_contact_from_favorites', { contact_id: contact.id }, 409, 'not_favorite');
  });

  it('refuses a contact in someone else’s phone', () => {
    const id = 9_999_001;
    w.current.db.prepare("INSERT INTO phone_contacts (id, owner_id, first_name, last_name, phone_number, relationships, created_at) VALUES (?, ?, 'A', 'B', '2065550111', '[]', '2023-01-01T00:00:00')").run(id, other(1).id);
    w.current.db.exec('DELETE FROM _changes');
    fails('add_contact_to_favorites', { contact_id: id }, 403, 'not_owner');
  });

  it('blocks and unblocks numbers', () => {
    const number = other(5).phone_number;
    const blocked = call('block_number', { phone_number: `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}` });
    const row = one('SELECT * FROM phone_blocked_numbers WHERE phone_number = ?', number);
    expect(row).toMatchObject({ user_id: user().id, phone_number: number, blocked_at: w.current.now() });
    expect(blocked.diff).toEqual([inserted('blocked_numbers', [row])]);
    expect((call('show_blocked_numbers').response as { phone_number: string; name: string | null }[])[0]).toMatchObject({ phone_number: number });
    fails('block_number', { phone_number: number }, 409, 'already_blocked');
    fails('block_number', { phone_number: 'abc' }, 422, 'invalid_phone_number');
    fails('block_number', { phone_number: user().phone_number }, 422, 'invalid_recipient');
    fails('make_call', { phone_number: number }, 409, 'number_blocked');
    expect(call('unblock_number', { phone_number: number }).diff).toEqual([deleted('blocked_numbers', [row])]);
    fails('unblock_number', { phone_number: number }, 409, 'not_blocked');
    expect(call('make_call', { phone_number: number }).ok).toBe(true);
  });
});

describe('phone alarms extras', () => {
  const alarm = (label: string) => one<{ id: number; enabled: number; snooze_minutes: number }>('SELECT * FROM phone_alarms WHERE owner_id = ? AND label = ?', user().id, label);

  it('enables and disables alarms; disabling cancels a snooze', () => {
    const off = alarm('Weekend run');
    const on = call('enable_alarm', { alarm_id: off.id });
    expect(on.diff).toEqual([{ app: 'phone', table: 'alarms', inserted: [], updated: [{ id: off.id, before: { enabled: 0 }, after: { enabled: 1 } }], deleted: [] }]);
    fails('enable_alarm', { alarm_id: off.id }, 409, 'already_enabled');
    call('snooze_alarm', { alarm_id: off.id });
    const snooze = one('SELECT * FROM phone_alarm_snoozes WHERE alarm_id = ?', off.id);
    const disabled = call('disable_alarm', { alarm_id: off.id });
    expect(disabled.diff).toEqual([
      deleted('alarm_snoozes', [snooze]),
      { app: 'phone', table: 'alarms', inserted: [], updated: [{ id: off.id, before: { enabled: 1 }, after: { enabled: 0 } }], deleted: [] },
    ]);
    fails('disable_alarm', { alarm_id: off.id }, 409, 'already_disabled');
    fails('enable_alarm', { alarm_id: 1 }, 404, 'alarm_not_found');
  });

  it('snoozes for the alarm’s snooze length, re-snoozes, and cancels', () => {
    const wake = alarm('Wake up');
    const first = call('snooze_alarm', { alarm_id: wake.id });
    expect(first.response).toMatchObject({ snoozed_until: '2023-05-18T12:10:00' });
    const row = one<{ id: number }>('SELECT * FROM phone_alarm_snoozes WHERE alarm_id = ?', wake.id);
    expect(first.diff).toEqual([inserted('alarm_snoozes', [{ id: row.id, alarm_id: wake.id, snoozed_until: '2023-05-18T12:10:00' }])]);
    w.current.advanceClock(300);
    expect(call('snooze_alarm', { alarm_id: wake.id }).diff).toEqual([
      { app: 'phone', table: 'alarm_snoozes', inserted: [], updated: [{ id: row.id, before: { snoozed_until: '2023-05-18T12:10:00' }, after: { snoozed_until: '2023-05-18T12:15:00' } }], deleted: [] },
    ]);
    fails('snooze_alarm', { alarm_id: alarm('Weekend run').id }, 409, 'alarm_disabled');
    fails('snooze_alarm', { alarm_id: alarm('Take vitamins').id }, 409, 'snooze_not_allowed');
    expect(call('cancel_alarm_snooze', { alarm_id: wake.id }).diff).toEqual([deleted('alarm_snoozes', [{ id: row.id, alarm_id: wake.id, snoozed_until: '2023-05-18T12:15:00' }])]);
    fails('cancel_alarm_snooze', { alarm_id: wake.id }, 409, 'not_snoozed');
    fails('cancel_alarm_snooze', { alarm_id: 1 }, 404, 'alarm_not_found');
  });

  it('refuses alarms on someone else’s phone', () => {
    w.current.db.prepare("INSERT INTO phone_alarms (id, owner_id, time, repeat_days, label, enabled, snooze_minutes, vibration, created_at) VALUES (9990005, ?, '07:00', '[]', 'theirs', 1, 5, 1, '2023-01-01T00:00:00')").run(other(1).id);
    w.current.db.exec('DELETE FROM _changes');
    for (const api of ['enable_alarm', 'disable_alarm', 'snooze_alarm', 'cancel_alarm_snooze']) fails(api, { alarm_id: 9990005 }, 403, 'not_owner');
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
