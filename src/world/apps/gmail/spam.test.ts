import { describe, expect, it } from 'vitest';
import { useGmail } from './test-helpers.ts';

const { world: w, call, one, user, fails, ids, inboxThread, strangersThread } = useGmail(61);

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
