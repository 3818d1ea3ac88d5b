import { describe, expect, it } from 'vitest';
import { useGmail } from './test-helpers.ts';

const { world: w, call, one, user, fails, ids, inboxThread, strangersThread } = useGmail(61);

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
