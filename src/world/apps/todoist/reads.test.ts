import { describe, expect, it } from 'vitest';
import { useTodoist } from './test-helpers.ts';

const { callAs, succeeds, fails, one, all, task, project, section, outsider, user, diff: { change } } = useTodoist(41);

// Older todoist APIs that had no test of their own.
describe('todoist older reads and deletes', () => {
  it('show_task shows one task with its comments', () => {
    const rent = task('Pay rent');
    const shown = succeeds<{ task_id: number; title: string; project_name: string; comments: { content: string }[] }>('show_task', { task_id: rent.id }).response;
    expect(shown).toMatchObject({ task_id: rent.id, title: 'Pay rent', project_name: 'Household' });
    expect(shown.comments.map((c) => c.content)).toEqual(['Landlord switched to the online portal; use that from June.']);
    fails('show_task', { task_id: 1 }, 404, 'task_not_found');
    const refused = callAs(outsider().id, 'show_task', { task_id: rent.id });
    expect(refused.error?.code).toBe('not_owner');
  });

  it('show_notifications lists newest first and filters by read state', () => {
    const all = succeeds<{ is_read: boolean; created_at: string }[]>('show_notifications', { page_limit: 20 }).response;
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.map((n) => n.created_at)).toEqual([...all.map((n) => n.created_at)].sort().reverse());
    const unread = succeeds<{ is_read: boolean }[]>('show_notifications', { is_read: false }).response;
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((n) => !n.is_read)).toBe(true);
  });

  it('delete_section keeps its tasks without a section', () => {
    const chores = section('Household', 'Chores');
    const tasks = all('SELECT * FROM todoist_tasks WHERE section_id = ? ORDER BY id', chores.id);
    const { record } = succeeds('delete_section', { section_id: chores.id });
    expect(record.diff).toEqual([
      change('sections', { deleted: [chores] }),
      change('tasks', { updated: tasks.map((t) => ({ id: t.id, before: { section_id: chores.id }, after: { section_id: null } })) }),
    ]);
    fails('delete_section', { section_id: chores.id }, 404, 'section_not_found');
  });

  it('delete_task_comment deletes only your own comments', () => {
    const comment = one('SELECT * FROM todoist_comments WHERE author_id = ? ORDER BY id LIMIT 1', user().id);
    const { record } = succeeds('delete_task_comment', { comment_id: comment.id });
    expect(record.diff).toEqual([change('comments', { deleted: [comment] })]);
    fails('delete_task_comment', { comment_id: comment.id }, 404, 'comment_not_found');
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT user_id AS id FROM todoist_project_members WHERE project_id = ? AND user_id != ?', shared.id, user().id);
    const theirs = callAs(sibling.id, 'post_task_comment', { task_id: task('Order photo album').id, content: 'Mine.' });
    fails('delete_task_comment', { comment_id: (theirs.response as { comment_id: number }).comment_id }, 403, 'not_owner');
  });

  it('remove_label_from_task removes one link and refuses when absent', () => {
    const link = one("SELECT tl.* FROM todoist_task_labels tl JOIN todoist_labels l ON l.id = tl.label_id WHERE l.name = 'errands' ORDER BY tl.id LIMIT 1");
    const { record } = succeeds('remove_label_from_task', { task_id: link.task_id, label_id: link.label_id });
    expect(record.diff).toEqual([change('task_labels', { deleted: [link] })]);
    fails('remove_label_from_task', { task_id: link.task_id, label_id: link.label_id }, 409, 'not_labeled');
    fails('remove_label_from_task', { task_id: link.task_id, label_id: 1 }, 404, 'label_not_found');
  });

  it('accept_project_invite refuses unknown codes', () => {
    fails('accept_project_invite', { invite_code: 'NOPE0000' }, 404, 'invite_not_found');
  });
});
