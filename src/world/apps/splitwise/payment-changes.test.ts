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
const change = (table: string, parts: { inserted?: unknown[]; updated?: unknown[]; deleted?: unknown[] }) => ({ app: 'splitwise', table, inserted: [], updated: [], deleted: [], ...parts });

describe('splitwise payments', () => {
  it('shows, updates, deletes and undeletes a payment', () => {
    const mine = one('SELECT * FROM splitwise_payments WHERE payer_id = ? ORDER BY id LIMIT 1', user().id);
    expect(ok('show_payment', { payment_id: mine.id }).response).toMatchObject({ payment_id: mine.id, amount: mine.amount, payer: expect.objectContaining({ email: user().email }), deleted: false });
    fails('show_payment', { payment_id: 1 }, 404, 'payment_not_found');
    const { record } = ok('update_payment', { payment_id: mine.id, amount: 40.004, description: 'Gas money' });
    expect(record.diff).toEqual([change('payments', { updated: [{ id: mine.id, before: { amount: mine.amount, description: mine.description }, after: { amount: 40, description: 'Gas money' } }] })]);
    fails('update_payment', { payment_id: mine.id }, 422, 'nothing_to_update');
    const received = one('SELECT * FROM splitwise_payments WHERE receiver_id = ? ORDER BY id LIMIT 1', user().id);
    fails('update_payment', { payment_id: received.id, amount: 1 }, 403, 'not_owner');
    fails('undelete_payment', { payment_id: received.id }, 403, 'not_owner');
    fails('undelete_payment', { payment_id: mine.id }, 409, 'not_deleted');
    ok('delete_payment', { payment_id: mine.id });
    fails('update_payment', { payment_id: mine.id, amount: 1 }, 409, 'payment_deleted');
    const restored = ok('undelete_payment', { payment_id: mine.id });
    expect(restored.record.diff).toEqual([change('payments', { updated: [{ id: mine.id, before: { deleted: 1 }, after: { deleted: 0 } }] })]);
    fails('undelete_payment', { payment_id: 1 }, 404, 'payment_not_found');
  });
});
