import { describe, expect, it } from 'vitest';
import { freshWorld } from '../fixture.ts';
import type { World } from '../engine.ts';
import type { Person } from '../types.ts';

type Summary = { email_thread_id: number; is_read: boolean; is_starred: boolean; label: string | null; latest_email: { email_id: number } };

function people(world: World): Person[] {
  return world.db.prepare('SELECT id, first_name, last_name, email, phone_number FROM admin_people ORDER BY rowid').all() as Person[];
}

function loginAs(world: World, person: Person): string {
  const { password } = world.db.prepare("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'gmail'").get(person.id) as { password: string };
  const record = world.call('gmail', 'login', { username: person.email, password });
  return (record.response as { access_token: string }).access_token;
}

function inbox(world: World, args: Record<string, unknown> = {}): Summary[] {
  return world.callAsUser('gmail', 'show_inbox_threads', { page_limit: 20, ...args }).response as Summary[];
}

function expectFailure(record: ReturnType<World['call']>, status: number, code: string): void {
  expect({ ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ ok: false, status, code, diff: [] });
}

describe('gmail fixture', () => {
  it('has at least 15 threads of the user, some unread, starred and labeled, and a few drafts', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const rows = world.db.prepare('SELECT * FROM gmail_user_threads WHERE user_id = ?').all(user.id) as { is_read: number; is_starred: number; label: string | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.is_read === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.is_starred === 1).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.label).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    const drafts = world.callAsUser('gmail', 'show_drafts', { page_limit: 20 }).response as unknown[];
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(inbox(world, { is_read: false }).every((t) => !t.is_read)).toBe(true);
    expect(inbox(world, { label: 'work' }).length).toBeGreaterThanOrEqual(2);
    expect(inbox(world, { query: 'countertops' }).length + inbox(world, { query: 'planning doc' }).length).toBeGreaterThanOrEqual(1);
  });
});

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
    expectFailure(world.callAsUser('gmail', 'send_email', { email_addresses: ['nobody@nowhere.example'], subject: 'x', body: 'y' }), 404, 'recipient_not_found');
    expectFailure(world.callAsUser('gmail', 'send_email', { email_addresses: [friend.email], subject: 'x', body: 'y', attachment_file_paths: ['~/missing.txt'] }), 404, 'attachment_not_found');
    expectFailure(world.call('gmail', 'send_email', { email_addresses: [friend.email], subject: 'x', body: 'y' }), 401, 'unauthorized');
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
    expectFailure(world.callAsUser('gmail', 'reply_to_email', { email_id: 1, body: 'x' }), 404, 'email_not_found');
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
    expectFailure(world.callAsUser('gmail', 'show_thread', { email_thread_id: thread.email_thread_id }), 404, 'email_thread_not_found');
    expectFailure(world.callAsUser('gmail', 'mark_thread_read', { email_thread_id: 123 }), 404, 'email_thread_not_found');
  });

  it('a thread between other people is 403 not_owner', () => {
    const world = freshWorld();
    const foreign = world.db.prepare('SELECT thread_id FROM gmail_user_threads GROUP BY thread_id HAVING SUM(user_id = ?) = 0').get(world.mainUser().id) as { thread_id: number };
    expectFailure(world.callAsUser('gmail', 'show_thread', { email_thread_id: foreign.thread_id }), 403, 'not_owner');
    expectFailure(world.callAsUser('gmail', 'archive_thread', { email_thread_id: foreign.thread_id }), 403, 'not_owner');
  });
});

describe('gmail drafts', () => {
  it('create, update, send and delete drafts with exact diffs', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const friend = people(world)[7] as Person;
    const created = world.callAsUser('gmail', 'create_draft', { email_addresses: [friend.email], subject: 'Hello', body: 'Draft one' });
    const draftId = (created.response as { draft_id: number }).draft_id;
    const now = world.now();
    expect(created.diff).toEqual([
      { app: 'gmail', table: 'drafts', inserted: [{ id: draftId, user_id: user.id, recipient_emails: JSON.stringify([friend.email]), subject: 'Hello', body: 'Draft one', email_thread_id: null, response_to_email_id: null, attachment_file_paths: '[]', created_at: now, updated_at: now }], updated: [], deleted: [] },
    ]);
    expect(world.callAsUser('gmail', 'update_draft', { draft_id: draftId, body: 'Draft two' }).diff).toEqual([
      { app: 'gmail', table: 'drafts', inserted: [], updated: [{ id: draftId, before: { body: 'Draft one' }, after: { body: 'Draft two' } }], deleted: [] },
    ]);
    const sent = world.callAsUser('gmail', 'send_email_from_draft', { draft_id: draftId });
    expect(sent.ok).toBe(true);
    expect(sent.diff.map((t) => t.table)).toEqual(['drafts', 'emails', 'threads', 'user_threads']);
    expect(sent.diff[0]?.deleted).toHaveLength(1);
    expectFailure(world.callAsUser('gmail', 'update_draft', { draft_id: draftId, body: 'x' }), 404, 'draft_not_found');
    const empty = world.callAsUser('gmail', 'create_draft', { subject: 'No one yet' });
    const emptyId = (empty.response as { draft_id: number }).draft_id;
    expectFailure(world.callAsUser('gmail', 'send_email_from_draft', { draft_id: emptyId }), 409, 'no_recipients');
    expect(world.callAsUser('gmail', 'delete_draft', { draft_id: emptyId }).diff[0]?.deleted).toHaveLength(1);
    const otherToken = loginAs(world, friend);
    const mine = world.callAsUser('gmail', 'create_draft', { subject: 'private' });
    expectFailure(world.call('gmail', 'delete_draft', { draft_id: (mine.response as { draft_id: number }).draft_id }, { token: otherToken }), 403, 'not_owner');
  });
});
