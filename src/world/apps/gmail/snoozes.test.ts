import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from '../test-world.ts';

const w = useWorld(61);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('gmail', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const user = () => w.current.mainUser();

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}
const ids = (api: string, args: Record<string, unknown> = {}) => (call(api, { page_limit: 20, ...args }).response as { email_thread_id: number }[]).map((t) => t.email_thread_id);
const inboxThread = () => one<{ id: number; thread_id: number; label: string | null; is_starred: number }>('SELECT * FROM gmail_user_threads WHERE user_id = ? AND incoming = 1 AND is_archived = 0 ORDER BY id LIMIT 1', user().id);
const strangersThread = () => one<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE thread_id NOT IN (SELECT thread_id FROM gmail_user_threads WHERE user_id = ?) LIMIT 1', user().id);

describe('gmail snooze', () => {
  it('snoozes a thread out of the inbox until its time', () => {
    const t = inboxThread();
    expect(ids('show_inbox_threads')).toContain(t.thread_id);
    const snoozed = call('snooze_thread', { email_thread_id: t.thread_id, snooze_until: '2023-05-19T08:00:00' });
    const row = one<{ id: number }>('SELECT * FROM gmail_snoozes WHERE user_id = ? AND thread_id = ?', user().id, t.thread_id);
    expect(snoozed.diff).toEqual([{ app: 'gmail', table: 'snoozes', inserted: [{ id: row.id, user_id: user().id, thread_id: t.thread_id, snoozed_until: '2023-05-19T08:00:00' }], updated: [], deleted: [] }]);
    expect(ids('show_inbox_threads')).not.toContain(t.thread_id);
    expect(call('show_snoozed_threads').response).toMatchObject([{ email_thread_id: t.thread_id, snoozed_until: '2023-05-19T08:00:00' }]);
    expect(call('snooze_thread', { email_thread_id: t.thread_id, snooze_until: '2023-05-20T08:00:00' }).diff[0]?.updated).toEqual([
      { id: row.id, before: { snoozed_until: '2023-05-19T08:00:00' }, after: { snoozed_until: '2023-05-20T08:00:00' } },
    ]);
    fails('snooze_thread', { email_thread_id: t.thread_id, snooze_until: '2023-05-18T11:00:00' }, 422, 'invalid_datetime');
    fails('snooze_thread', { email_thread_id: 1, snooze_until: '2023-05-19T08:00:00' }, 404, 'email_thread_not_found');
    w.current.advanceClock(3 * 86_400);
    expect(ids('show_inbox_threads')).toContain(t.thread_id);
    expect(call('show_snoozed_threads').response).toEqual([]);
    fails('unsnooze_thread', { email_thread_id: t.thread_id }, 409, 'not_snoozed');
  });

  it('unsnoozes a thread', () => {
    const t = inboxThread();
    call('snooze_thread', { email_thread_id: t.thread_id, snooze_until: '2023-05-19T08:00:00' });
    const row = one('SELECT * FROM gmail_snoozes WHERE user_id = ? AND thread_id = ?', user().id, t.thread_id);
    expect(call('unsnooze_thread', { email_thread_id: t.thread_id }).diff).toEqual([{ app: 'gmail', table: 'snoozes', inserted: [], updated: [], deleted: [row] }]);
    expect(ids('show_inbox_threads')).toContain(t.thread_id);
    fails('unsnooze_thread', { email_thread_id: strangersThread().thread_id }, 403, 'not_owner');
  });
});
