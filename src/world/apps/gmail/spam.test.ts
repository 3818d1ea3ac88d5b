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

describe('gmail spam', () => {
  it('marks a thread as spam and back', () => {
    const t = inboxThread();
    const marked = call('mark_thread_spam', { email_thread_id: t.thread_id });
    const row = one('SELECT * FROM gmail_spam_marks WHERE user_id = ? AND thread_id = ?', user().id, t.thread_id);
    expect(row).toMatchObject({ marked_at: w.current.now() });
    expect(marked.diff).toEqual([{ app: 'gmail', table: 'spam_marks', inserted: [row], updated: [], deleted: [] }]);
    expect(ids('show_inbox_threads')).not.toContain(t.thread_id);
    expect(ids('show_spam_threads')).toEqual([t.thread_id]);
    fails('mark_thread_spam', { email_thread_id: t.thread_id }, 409, 'already_spam');
    expect(call('mark_thread_not_spam', { email_thread_id: t.thread_id }).diff).toEqual([{ app: 'gmail', table: 'spam_marks', inserted: [], updated: [], deleted: [row] }]);
    fails('mark_thread_not_spam', { email_thread_id: t.thread_id }, 409, 'not_spam');
    fails('mark_thread_spam', { email_thread_id: 1 }, 404, 'email_thread_not_found');
    fails('mark_thread_spam', { email_thread_id: strangersThread().thread_id }, 403, 'not_owner');
    fails('snooze_thread', { email_thread_id: strangersThread().thread_id, snooze_until: '2023-05-19T08:00:00' }, 403, 'not_owner');
    fails('download_attachment', { attachment_id: 1 }, 404, 'attachment_not_found');
    expect(ids('show_inbox_threads')).toContain(t.thread_id);
    expect(call('show_spam_threads').response).toEqual([]);
  });
});
