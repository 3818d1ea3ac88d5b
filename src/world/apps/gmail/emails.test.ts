import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import type { Person } from '../../types.ts';
import { expectRefused, people } from '../test-world.ts';
import { inbox, useGmail } from './test-helpers.ts';
import type { Summary } from './test-helpers.ts';

const { call, one, all, user, fails, strangersThread } = useGmail(61);

describe('gmail sending', () => {
  it('send_email writes a thread, the email and both participants’ copies', () => {
    const world = freshWorld({ seed: 11 });
    const user = world.mainUser();
    const friend = people(world)[6] as Person;
    const record = world.callAsUser('gmail', 'send_email', { email_addresses: [friend.email], subject: 'Dinner?', body: 'Free on Friday?' });
    expect(record.ok).toBe(true);
    const { email_thread_id: threadId, email_id: emailId } = record.response as { email_thread_id: number; email_id: number };
    const now = world.now();
    expect(record.diff).toEqual([
      { app: 'gmail', table: 'emails', inserted: [{ id: emailId, thread_id: threadId, sender_id: user.id, recipient_ids: JSON.stringify([friend.id]), subject: 'Dinner?', body: 'Free on Friday?', response_to_email_id: null, sent_at: now }], updated: [], deleted: [] },
      { app: 'gmail', table: 'threads', inserted: [{ id: threadId, subject: 'Dinner?', created_at: now, updated_at: now }], updated: [], deleted: [] },
      {
        app: 'gmail',
        table: 'user_threads',
        inserted: expect.arrayContaining([
          { id: expect.any(Number), thread_id: threadId, user_id: user.id, incoming: 0, outgoing: 1, is_read: 1, is_starred: 0, is_archived: 0, label: null },
          { id: expect.any(Number), thread_id: threadId, user_id: friend.id, incoming: 1, outgoing: 0, is_read: 0, is_starred: 0, is_archived: 0, label: null },
        ]),
        updated: [],
        deleted: [],
      },
    ]);
    expect((record.diff[2]?.inserted ?? []).length).toBe(2);
  });

  it('unknown recipients and missing attachments fail without changes', () => {
    const world = freshWorld();
    const friend = people(world)[6] as Person;
    expectRefused(world.callAsUser('gmail', 'send_email', { email_addresses: ['nobody@nowhere.example'], subject: 'x', body: 'y' }), 404, 'recipient_not_found');
    expectRefused(world.callAsUser('gmail', 'send_email', { email_addresses: [friend.email], subject: 'x', body: 'y', attachment_file_paths: ['~/missing.txt'] }), 404, 'attachment_not_found');
    expectRefused(world.call('gmail', 'send_email', { email_addresses: [friend.email], subject: 'x', body: 'y' }), 401, 'unauthorized');
  });

  it('attaches files read from the user’s file system', () => {
    const world = freshWorld();
    const friend = people(world)[6] as Person;
    expect(world.callAsUser('file_system', 'create_file', { file_path: '~/downloads/plan.txt', content: 'step 1' }).ok).toBe(true);
    const record = world.callAsUser('gmail', 'send_email', { email_addresses: [friend.email], subject: 'Plan', body: 'attached', attachment_file_paths: ['~/downloads/plan.txt'] });
    expect(record.ok).toBe(true);
    const { email_id: emailId } = record.response as { email_id: number };
    expect(record.diff.find((t) => t.table === 'attachments')?.inserted).toEqual([{ id: expect.any(Number), email_id: emailId, file_name: 'plan.txt', content: 'step 1' }]);
  });

  it('reply_to_email adds to the thread and brings it back unread for the other person', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const thread = inbox(world).find((t) => !t.is_read) as Summary;
    const emailId = thread.latest_email.email_id;
    const record = world.callAsUser('gmail', 'reply_to_email', { email_id: emailId, body: 'Thanks!' });
    expect(record.ok).toBe(true);
    const email = record.diff.find((t) => t.table === 'emails')?.inserted[0];
    expect(email).toMatchObject({ thread_id: thread.email_thread_id, sender_id: user.id, response_to_email_id: emailId, body: 'Thanks!' });
    expect(String(email?.subject)).toMatch(/^Re: /);
    expect(record.diff.find((t) => t.table === 'threads')?.updated).toEqual([{ id: thread.email_thread_id, before: { updated_at: expect.any(String) }, after: { updated_at: world.now() } }]);
    const copies = record.diff.find((t) => t.table === 'user_threads')?.updated ?? [];
    // The user's copy becomes read and outgoing; the other party's copy was read and becomes unread.
    expect(copies).toHaveLength(2);
    expect(copies.map((c) => c.after.is_read).sort()).toEqual([0, 1]);
    expectRefused(world.callAsUser('gmail', 'reply_to_email', { email_id: 1, body: 'x' }), 404, 'email_not_found');
  });

  it('forward_email starts a new thread with the quoted text', () => {
    const world = freshWorld();
    const thread = inbox(world)[0] as Summary;
    const cousin = people(world)[4] as Person;
    const record = world.callAsUser('gmail', 'forward_email', { email_id: thread.latest_email.email_id, email_addresses: [cousin.email], body: 'FYI' });
    expect(record.ok).toBe(true);
    const email = record.diff.find((t) => t.table === 'emails')?.inserted[0];
    expect(String(email?.subject)).toMatch(/^Fwd: /);
    expect(String(email?.body)).toContain('Forwarded message');
    expect(email?.thread_id).not.toBe(thread.email_thread_id);
  });
});

describe('gmail forward thread and search', () => {
  it('forwards a whole thread as a new one', () => {
    const t = one<{ thread_id: number }>('SELECT u.thread_id FROM gmail_user_threads u WHERE u.user_id = ? AND (SELECT COUNT(*) FROM gmail_emails e WHERE e.thread_id = u.thread_id) >= 2 ORDER BY u.id LIMIT 1', user().id);
    const to = one<{ id: number; email: string }>('SELECT id, email FROM admin_people WHERE id != ? ORDER BY rowid DESC LIMIT 1', user().id);
    const sent = call('forward_email_thread', { email_thread_id: t.thread_id, email_addresses: [to.email], body: 'FYI' });
    const { email_thread_id: newThread, email_id: emailId } = sent.response as { email_thread_id: number; email_id: number };
    const email = one<{ body: string; subject: string; recipient_ids: string }>('SELECT * FROM gmail_emails WHERE id = ?', emailId);
    const originals = all<{ body: string }>('SELECT body FROM gmail_emails WHERE thread_id = ? ORDER BY sent_at, id', t.thread_id);
    expect(email.subject.startsWith('Fwd: ')).toBe(true);
    expect(email.body.startsWith('FYI\n\n')).toBe(true);
    for (const o of originals) expect(email.body).toContain(o.body);
    expect(JSON.parse(email.recipient_ids)).toEqual([to.id]);
    expect(sent.diff.map((d) => `${d.table}:${d.inserted.length}/${d.updated.length}/${d.deleted.length}`)).toEqual(['emails:1/0/0', 'threads:1/0/0', 'user_threads:2/0/0']);
    expect(newThread).not.toBe(t.thread_id);
    fails('forward_email_thread', { email_thread_id: t.thread_id, email_addresses: ['nobody@nowhere.example'] }, 404, 'recipient_not_found');
    fails('forward_email_thread', { email_thread_id: strangersThread().thread_id, email_addresses: [to.email] }, 403, 'not_owner');
  });

  it('searches single emails by text, people, dates and attachments', () => {
    const latest = call('search_emails', { page_limit: 20 }).response as { sent_at: string; email_id: number; sender: { email: string } }[];
    expect(latest.length).toBe(20);
    expect(latest.map((e) => e.sent_at)).toEqual([...latest.map((e) => e.sent_at)].sort().reverse());
    const from = latest.find((e) => e.sender.email !== user().email)!.sender.email;
    const fromHits = call('search_emails', { sender_email: from, page_limit: 20 }).response as { sender: { email: string } }[];
    expect(fromHits.length).toBeGreaterThan(0);
    expect(fromHits.every((e) => e.sender.email === from)).toBe(true);
    const toHits = call('search_emails', { recipient_email: from, page_limit: 20 }).response as { recipients: { email: string }[] }[];
    expect(toHits.every((e) => e.recipients.some((r) => r.email === from))).toBe(true);
    const day = latest[3]!.sent_at.slice(0, 10);
    const dayHits = call('search_emails', { min_sent_at: day, max_sent_at: day, page_limit: 20 }).response as { sent_at: string }[];
    expect(dayHits.length).toBeGreaterThan(0);
    expect(dayHits.every((e) => e.sent_at.startsWith(day))).toBe(true);
    const withFiles = call('search_emails', { has_attachments: true, page_limit: 20 }).response as { attachments: unknown[] }[];
    expect(withFiles.length).toBeGreaterThan(0);
    expect(withFiles.every((e) => e.attachments.length > 0)).toBe(true);
    expect(call('search_emails', { sender_email: 'nobody@nowhere.example' }).response).toEqual([]);
    const subject = one<{ subject: string }>('SELECT e.subject FROM gmail_emails e JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ? ORDER BY e.id LIMIT 1', user().id).subject;
    expect((call('search_emails', { query: subject.toLowerCase() }).response as unknown[]).length).toBeGreaterThan(0);
  });
});
