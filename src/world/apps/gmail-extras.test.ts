import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from './test-world.ts';

const w = useWorld(61);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('gmail', api, args);
const one = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as T;
const all = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as T[];
const user = () => w.current.mainUser();

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}
const ids = (api: string, args: Record<string, unknown> = {}) => (call(api, { page_limit: 20, ...args }).response as { email_thread_id: number }[]).map((t) => t.email_thread_id);
const inboxThread = () => one<{ id: number; thread_id: number; label: string | null; is_starred: number }>('SELECT * FROM gmail_user_threads WHERE user_id = ? AND incoming = 1 AND is_archived = 0 ORDER BY id LIMIT 1', user().id);
const strangersThread = () => one<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE thread_id NOT IN (SELECT thread_id FROM gmail_user_threads WHERE user_id = ?) LIMIT 1', user().id);

describe('gmail fixture extras', () => {
  it('holds about six months of mail, a three-person thread and a label list', () => {
    const months = all<{ m: string }>('SELECT DISTINCT substr(e.sent_at, 1, 7) AS m FROM gmail_emails e JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ?', user().id);
    expect(months.length).toBeGreaterThanOrEqual(6);
    expect(all('SELECT 1 FROM gmail_user_threads WHERE user_id = ?', user().id).length).toBeGreaterThanOrEqual(30);
    const group = all<{ recipient_ids: string }>('SELECT e.recipient_ids FROM gmail_emails e JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ?', user().id).filter((e) => JSON.parse(e.recipient_ids).length >= 2);
    expect(group.length).toBeGreaterThan(0);
    const old = call('search_emails', { max_sent_at: '2022-12-31', page_limit: 20 }).response as { sent_at: string }[];
    expect(old.length).toBeGreaterThan(0);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM gmail_labels WHERE user_id = ?', user().id).n).toBeGreaterThanOrEqual(5);
  });
});

describe('gmail labels', () => {
  it('lists labels with thread counts, including unused ones', () => {
    const labels = call('show_labels').response as { name: string; thread_count: number }[];
    const work = all('SELECT 1 FROM gmail_user_threads WHERE user_id = ? AND label = ?', user().id, 'work').length;
    expect(labels).toContainEqual({ name: 'work', thread_count: work });
    expect(labels).toContainEqual({ name: 'travel', thread_count: 0 });
    expect(labels.map((l) => l.name.toLowerCase())).toEqual([...labels.map((l) => l.name.toLowerCase())].sort());
  });

  it('creates, renames and deletes labels with exact diffs', () => {
    const created = call('create_label', { name: 'Taxes' });
    const row = one('SELECT * FROM gmail_labels WHERE user_id = ? AND name = ?', user().id, 'Taxes');
    expect(created.diff).toEqual([{ app: 'gmail', table: 'labels', inserted: [row], updated: [], deleted: [] }]);
    fails('create_label', { name: 'taxes' }, 409, 'label_exists');

    const workThreads = all<{ id: number }>('SELECT id FROM gmail_user_threads WHERE user_id = ? AND label = ? ORDER BY id', user().id, 'work');
    const labelId = one<{ id: number }>('SELECT id FROM gmail_labels WHERE user_id = ? AND name = ?', user().id, 'work').id;
    const renamed = call('rename_label', { name: 'work', new_name: 'Job' });
    expect(renamed.response).toMatchObject({ relabeled_thread_count: workThreads.length });
    expect(renamed.diff).toEqual([
      { app: 'gmail', table: 'labels', inserted: [], updated: [{ id: labelId, before: { name: 'work' }, after: { name: 'Job' } }], deleted: [] },
      { app: 'gmail', table: 'user_threads', inserted: [], updated: workThreads.map((t) => ({ id: t.id, before: { label: 'work' }, after: { label: 'Job' } })), deleted: [] },
    ]);
    fails('rename_label', { name: 'Job', new_name: 'family' }, 409, 'label_exists');
    fails('rename_label', { name: 'nope', new_name: 'x' }, 404, 'label_not_found');

    const jobRow = one('SELECT * FROM gmail_labels WHERE id = ?', labelId);
    const removed = call('delete_label', { name: 'job' });
    expect(removed.diff).toEqual([
      { app: 'gmail', table: 'labels', inserted: [], updated: [], deleted: [jobRow] },
      { app: 'gmail', table: 'user_threads', inserted: [], updated: workThreads.map((t) => ({ id: t.id, before: { label: 'Job' }, after: { label: null } })), deleted: [] },
    ]);
    fails('delete_label', { name: 'Job' }, 404, 'label_not_found');
  });

  it('removes a thread label', () => {
    const labeled = one<{ id: number; thread_id: number; label: string }>('SELECT * FROM gmail_user_threads WHERE user_id = ? AND label IS NOT NULL ORDER BY id LIMIT 1', user().id);
    expect(call('remove_thread_label', { email_thread_id: labeled.thread_id }).diff).toEqual([
      { app: 'gmail', table: 'user_threads', inserted: [], updated: [{ id: labeled.id, before: { label: labeled.label }, after: { label: null } }], deleted: [] },
    ]);
    fails('remove_thread_label', { email_thread_id: labeled.thread_id }, 409, 'not_labeled');
    fails('remove_thread_label', { email_thread_id: 1 }, 404, 'email_thread_not_found');
    fails('remove_thread_label', { email_thread_id: strangersThread().thread_id }, 403, 'not_owner');
  });
});

describe('gmail snooze and spam', () => {
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

describe('gmail folders', () => {
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

describe('gmail attachments', () => {
  const attachment = () => one<{ id: number; email_id: number; file_name: string; content: string }>(
    'SELECT a.* FROM gmail_attachments a JOIN gmail_emails e ON e.id = a.email_id JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ? ORDER BY a.id LIMIT 1', user().id);

  it('shows an attachment and saves it to the file system', () => {
    const a = attachment();
    expect(call('show_attachment', { attachment_id: a.id }).response).toEqual({ attachment_id: a.id, email_id: a.email_id, file_name: a.file_name, content: a.content });
    fails('show_attachment', { attachment_id: 1 }, 404, 'attachment_not_found');
    const saved = call('download_attachment', { attachment_id: a.id });
    const file = one<{ id: number; path: string; content: string }>('SELECT * FROM file_system_files WHERE id = ?', (saved.response as { file_id: number }).file_id);
    expect(file.path.endsWith(`/downloads/${a.file_name}`)).toBe(true);
    expect(file.content).toBe(a.content);
    expect(saved.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [file], updated: [], deleted: [] }]);
    fails('download_attachment', { attachment_id: a.id }, 409, 'file_exists');
    expect(call('download_attachment', { attachment_id: a.id, overwrite: true }).ok).toBe(true);
    fails('download_attachment', { attachment_id: a.id, file_path: '~/no_such_dir/x.txt' }, 404, 'directory_not_found');
    fails('download_attachment', { attachment_id: a.id, file_path: '~/documents' }, 409, 'is_directory');
    const custom = call('download_attachment', { attachment_id: a.id, file_path: '~/documents/saved.txt' });
    expect(custom.response).toMatchObject({ file_path: '~/documents/saved.txt' });
  });

  it("refuses attachments of other people's mail", () => {
    const foreign = one<{ id: number } | undefined>(
      'SELECT a.id FROM gmail_attachments a JOIN gmail_emails e ON e.id = a.email_id WHERE e.thread_id NOT IN (SELECT thread_id FROM gmail_user_threads WHERE user_id = ?) LIMIT 1', user().id);
    const id = foreign?.id ?? 9_990_002;
    if (!foreign) {
      const t = strangersThread().thread_id;
      const email = one<{ id: number }>('SELECT id FROM gmail_emails WHERE thread_id = ? LIMIT 1', t).id;
      w.current.db.prepare("INSERT INTO gmail_attachments (id, email_id, file_name, content) VALUES (?, ?, 'secret.txt', 'secret')").run(id, email);
      w.current.db.exec('DELETE FROM _changes');
    }
    fails('show_attachment', { attachment_id: id }, 403, 'not_owner');
    fails('download_attachment', { attachment_id: id }, 403, 'not_owner');
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
