import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from '../test-world.ts';

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
