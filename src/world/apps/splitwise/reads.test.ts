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
const group = (name: string) => one('SELECT * FROM splitwise_groups WHERE name = ?', name);
const person = (id: unknown) => one('SELECT * FROM admin_people WHERE id = ?', id) as Row & { email: string; first_name: string };
function callAs(personId: number, api: string, args: Record<string, unknown>): CallRecord {
  const p = person(personId);
  const { password } = one("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'splitwise'", personId) as Row & { password: string };
  const token = (w.current.call('splitwise', 'login', { username: p.email, password }).response as { access_token: string }).access_token;
  return w.current.call('splitwise', api, args, { token });
}
/** Someone in no splitwise group with the user. */
const stranger = () => one(`SELECT * FROM admin_people WHERE id != ? AND id NOT IN (SELECT m2.user_id FROM splitwise_group_members m1
  JOIN splitwise_group_members m2 ON m2.group_id = m1.group_id WHERE m1.user_id = ?) ORDER BY rowid LIMIT 1`, user().id, user().id) as Row & { email: string };

// Older splitwise reads that had no test of their own.
describe('splitwise older reads', () => {
  it('show_group_expenses lists a group newest first, deleted ones on request', () => {
    const apartment = group('Apartment 4B');
    const live = ok<{ description: string; deleted: boolean; created_at: string }[]>('show_group_expenses', { group_id: apartment.id, page_limit: 20 }).response;
    expect(live.map((e) => e.created_at)).toEqual([...live.map((e) => e.created_at)].sort().reverse());
    expect(live.some((e) => e.description === 'New shower curtain and bath mats')).toBe(false);
    const everything = ok<{ description: string }[]>('show_group_expenses', { group_id: apartment.id, include_deleted: true, page_limit: 20 }).response;
    expect(everything).toHaveLength(live.length + 1);
    expect(ok<{ description: string }[]>('show_group_expenses', { group_id: apartment.id, query: 'rent' }).response.map((e) => e.description).sort()).toEqual(['Rent - February', 'Rent - March']);
    fails('show_group_expenses', { group_id: 1 }, 404, 'group_not_found');
    const outsider = stranger();
    fails('show_group_expenses', {}, 403, 'not_member', callAs(outsider.id, 'show_group_expenses', { group_id: apartment.id }));
  });

  it('show_payments lists payments made and received, by person and group', () => {
    const payments = ok<{ payment_id: number; payer: { email: string }; receiver: { email: string }; group_id: number | null }[]>('show_payments', { page_limit: 20 }).response;
    expect(payments.length).toBe(4);
    expect(payments.every((p) => p.payer.email === user().email || p.receiver.email === user().email)).toBe(true);
    const tahoe = group('Tahoe Ski Trip 2023');
    expect(ok<unknown[]>('show_payments', { group_id: tahoe.id }).response).toHaveLength(2);
    const first = payments[0];
    const other = first?.payer.email === user().email ? first.receiver.email : first?.payer.email;
    expect(ok<{ payment_id: number }[]>('show_payments', { user_email: other }).response.map((p) => p.payment_id)).toContain(first?.payment_id);
  });
});
