import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../schemas/world.ts';
import { expectRefused, useWorld } from '../test-world.ts';

const w = useWorld(43);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('splitwise', api, args);
function ok<T = Record<string, unknown>>(api: string, args: Record<string, unknown> = {}): { record: CallRecord; response: T } {
  const record = call(api, args);
  expect(record.error, `${api} ${JSON.stringify(args)}`).toBeUndefined();
  return { record, response: record.response as T };
}
function fails(api: string, args: Record<string, unknown>, status: number, code: string, record = call(api, args)): void {
  expectRefused(record, status, code);
}
type Row = Record<string, unknown> & { id: number };
const one = (sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as Row;
const user = () => w.current.mainUser();
const now = () => w.current.now();
const group = (name: string) => one('SELECT * FROM splitwise_groups WHERE name = ?', name);
const person = (id: unknown) => one('SELECT * FROM admin_people WHERE id = ?', id) as Row & { email: string; first_name: string };
const change = (table: string, parts: { inserted?: unknown[]; updated?: unknown[]; deleted?: unknown[] }) => ({ app: 'splitwise', table, inserted: [], updated: [], deleted: [], ...parts });
function callAs(personId: number, api: string, args: Record<string, unknown>): CallRecord {
  const p = person(personId);
  const { password } = one("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'splitwise'", personId) as Row & { password: string };
  const token = (w.current.call('splitwise', 'login', { username: p.email, password }).response as { access_token: string }).access_token;
  return w.current.call('splitwise', api, args, { token });
}
/** Someone in no splitwise group with the user. */
const stranger = () => one(`SELECT * FROM admin_people WHERE id != ? AND id NOT IN (SELECT m2.user_id FROM splitwise_group_members m1
  JOIN splitwise_group_members m2 ON m2.group_id = m1.group_id WHERE m1.user_id = ?) ORDER BY rowid LIMIT 1`, user().id, user().id) as Row & { email: string };

describe('splitwise membership', () => {
  it('joins a group by invitation code and notifies its creator', () => {
    const family = group('Family Gifts');
    const outsider = stranger();
    const joined = callAs(outsider.id, 'accept_group_invitation', { invitation_code: (family.invitation_code as string).toLowerCase() });
    expect(joined.error).toBeUndefined();
    const member = joined.diff.find((d) => d.table === 'group_members')?.inserted[0];
    expect(joined.diff).toEqual([
      change('group_members', { inserted: [{ id: member?.id, group_id: family.id, user_id: outsider.id, joined_at: now() }] }),
      change('notifications', { inserted: [expect.objectContaining({ user_id: user().id, type: 'member_joined', read: 0 })] }),
    ]);
    fails('accept_group_invitation', {}, 409, 'already_member', callAs(outsider.id, 'accept_group_invitation', { invitation_code: family.invitation_code }));
    fails('accept_group_invitation', { invitation_code: 'NOPE1234' }, 404, 'invalid_code');
    fails('accept_group_invitation', {}, 404, 'invalid_code', callAs(outsider.id, 'accept_group_invitation', { invitation_code: group('Book Club 2022').invitation_code }));
  });

  it('regenerates an invitation code (creator only); the old one stops working', () => {
    const family = group('Family Gifts');
    const { record, response } = ok<{ invitation_code: string }>('regenerate_invitation_code', { group_id: family.id });
    expect(response.invitation_code).toMatch(/^[0-9A-Z]{8}$/);
    expect(record.diff).toEqual([change('groups', { updated: [{ id: family.id, before: { invitation_code: family.invitation_code, updated_at: family.updated_at }, after: { invitation_code: response.invitation_code, updated_at: now() } }] })]);
    fails('accept_group_invitation', {}, 404, 'invalid_code', callAs(stranger().id, 'accept_group_invitation', { invitation_code: family.invitation_code }));
    fails('regenerate_invitation_code', { group_id: group('Apartment 4B').id }, 403, 'not_owner');
    fails('regenerate_invitation_code', { group_id: group('Book Club 2022').id }, 409, 'group_deleted');
    fails('regenerate_invitation_code', { group_id: 1 }, 404, 'group_not_found');
  });

  it('exits a group only when settled and not its creator', () => {
    const apartment = group('Apartment 4B');
    fails('exit_group', { group_id: apartment.id }, 409, 'unsettled_balance');
    fails('exit_group', { group_id: group('Tahoe Ski Trip 2023').id }, 409, 'creator_cannot_exit');
    fails('exit_group', { group_id: 1 }, 404, 'group_not_found');
    const balances = (ok<{ balances: { email: string; balance: number }[] }>('show_balances', { group_id: apartment.id }).response).balances;
    for (const b of balances) {
      if (b.balance < 0) ok('settle_up', { user_email: b.email, group_id: apartment.id });
      else callAs(w.current.personByEmail(b.email)?.id as number, 'settle_up', { user_email: user().email, group_id: apartment.id });
    }
    const link = one('SELECT * FROM splitwise_group_members WHERE group_id = ? AND user_id = ?', apartment.id, user().id);
    const { record } = ok('exit_group', { group_id: apartment.id });
    expect(record.diff).toEqual([change('group_members', { deleted: [link] })]);
    fails('exit_group', { group_id: apartment.id }, 403, 'not_member');
  });
});
