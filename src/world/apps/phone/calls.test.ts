import { describe, expect, it } from 'vitest';
import { usePhone } from './test-helpers.ts';

const { world: w, call, one, all, user, other, fails, diff: { inserted, deleted } } = usePhone(41);

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
