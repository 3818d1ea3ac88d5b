import { describe, expect, it } from 'vitest';
import { useGmail } from './test-helpers.ts';

const { call, one, all, user, fails, strangersThread } = useGmail(61);

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
