import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import { expectRefused } from '../test-world.ts';
import { inbox, useGmail } from './test-helpers.ts';
import type { Summary } from './test-helpers.ts';

const { call, one, all, user, read, fails, ids } = useGmail(61);

describe('gmail thread flags', () => {
  it('mark, star, label, archive and delete change exactly one flag of the user’s copy', () => {
    const world = freshWorld();
    const thread = inbox(world).find((t) => !t.is_read && !t.is_starred) as Summary;
    const id = (world.db.prepare('SELECT id FROM gmail_user_threads WHERE thread_id = ? AND user_id = ?').get(thread.email_thread_id, world.mainUser().id) as { id: number }).id;
    const one = (api: string, args: Record<string, unknown>, before: Record<string, unknown>, after: Record<string, unknown>) =>
      expect(world.callAsUser('gmail', api, { email_thread_id: thread.email_thread_id, ...args }).diff).toEqual([{ app: 'gmail', table: 'user_threads', inserted: [], updated: [{ id, before, after }], deleted: [] }]);
    one('mark_thread_read', {}, { is_read: 0 }, { is_read: 1 });
    one('mark_thread_unread', {}, { is_read: 1 }, { is_read: 0 });
    one('mark_thread_starred', {}, { is_starred: 0 }, { is_starred: 1 });
    one('mark_thread_unstarred', {}, { is_starred: 1 }, { is_starred: 0 });
    one('label_thread', { label: 'later' }, { label: thread.label }, { label: 'later' });
    one('archive_thread', {}, { is_archived: 0 }, { is_archived: 1 });
    expect(inbox(world).some((t) => t.email_thread_id === thread.email_thread_id)).toBe(false);
    one('unarchive_thread', {}, { is_archived: 1 }, { is_archived: 0 });
    const deleted = world.callAsUser('gmail', 'delete_thread', { email_thread_id: thread.email_thread_id });
    expect(deleted.diff[0]?.deleted).toHaveLength(1);
    expectRefused(world.callAsUser('gmail', 'show_thread', { email_thread_id: thread.email_thread_id }), 404, 'email_thread_not_found');
    expectRefused(world.callAsUser('gmail', 'mark_thread_read', { email_thread_id: 123 }), 404, 'email_thread_not_found');
  });

  it('a thread between other people is 403 not_owner', () => {
    const world = freshWorld();
    const foreign = world.db.prepare('SELECT thread_id FROM gmail_user_threads GROUP BY thread_id HAVING SUM(user_id = ?) = 0').get(world.mainUser().id) as { thread_id: number };
    expectRefused(world.callAsUser('gmail', 'show_thread', { email_thread_id: foreign.thread_id }), 403, 'not_owner');
    expectRefused(world.callAsUser('gmail', 'archive_thread', { email_thread_id: foreign.thread_id }), 403, 'not_owner');
  });
});

describe('gmail starred and archived threads', () => {
  it('lists starred and archived threads', () => {
    const starred = all<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE user_id = ? AND is_starred = 1', user().id).map((r) => r.thread_id);
    expect(starred.length).toBeGreaterThan(0);
    expect(ids('show_starred_threads').sort()).toEqual([...starred].sort());
    const archived = all<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE user_id = ? AND is_archived = 1', user().id).map((r) => r.thread_id);
    expect(archived.length).toBeGreaterThan(0);
    expect(ids('show_archived_threads').sort()).toEqual([...archived].sort());
    call('mark_thread_spam', { email_thread_id: starred[0] });
    expect(ids('show_starred_threads')).not.toContain(starred[0]);
    const subject = one<{ subject: string }>('SELECT subject FROM gmail_threads WHERE id = ?', archived[0]).subject;
    expect(ids('show_archived_threads', { query: subject })).toContain(archived[0]);
  });
});

describe('gmail outbox and single emails', () => {
  it('show_outbox_threads lists exactly the threads the user sent in', () => {
    const rows = read<{ email_thread_id: number; subject: string }[]>(call('show_outbox_threads', { page_limit: 20 }));
    const expected = all<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE user_id = ? AND outgoing = 1', user().id).map((r) => r.thread_id);
    expect(rows.length).toBeGreaterThan(0);
    // Every listed thread is an outgoing one of the user with an email they sent.
    for (const t of rows) {
      expect(expected).toContain(t.email_thread_id);
      expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM gmail_emails WHERE thread_id = ? AND sender_id = ?', t.email_thread_id, user().id).n).toBeGreaterThan(0);
      expect(t.subject).toBe(one<{ subject: string }>('SELECT subject FROM gmail_threads WHERE id = ?', t.email_thread_id).subject);
    }
  });

  it('show_email shows one of the user’s emails; unknown and foreign ones fail', () => {
    const mine = one<{ id: number; thread_id: number; subject: string; body: string; sent_at: string }>('SELECT * FROM gmail_emails WHERE sender_id = ? ORDER BY id LIMIT 1', user().id);
    expect(read(call('show_email', { email_id: mine.id }))).toMatchObject({
      email_id: mine.id, email_thread_id: mine.thread_id, subject: mine.subject, body: mine.body, sent_at: mine.sent_at, sender: { email: user().email },
    });
    fails('show_email', { email_id: 99_999_999 }, 404, 'email_not_found');
    const foreign = one<{ id: number }>('SELECT e.id FROM gmail_emails e WHERE NOT EXISTS (SELECT 1 FROM gmail_user_threads u WHERE u.thread_id = e.thread_id AND u.user_id = ?) ORDER BY e.id LIMIT 1', user().id);
    fails('show_email', { email_id: foreign.id }, 403, 'not_owner');
  });
});
