import { describe, expect, it } from 'vitest';
import { usePhone } from './test-helpers.ts';

const { world: w, call, one, user, other, fails, diff: { inserted, deleted } } = usePhone(41);

describe('phone blocked numbers', () => {
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
