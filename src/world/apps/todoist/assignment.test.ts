import { describe, expect, it } from 'vitest';
import type { Row } from '../test-world.ts';
import { useTodoist } from './test-helpers.ts';

const { callAs, succeeds, fails, one, all, task, project, section, outsider, user, now, diff: { change } } = useTodoist(41);

describe('todoist assignment, moving, sub-tasks', () => {
  it('assigns to collaborators only, notifies them, and unassigns', () => {
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT p.* FROM todoist_project_members m JOIN admin_people p ON p.id = m.user_id WHERE m.project_id = ? AND m.user_id != ?', shared.id, user().id) as Row & { email: string };
    const dinner = task('Plan Saturday dinner reservation');
    const target = dinner.assignee_id === sibling.id ? user() : sibling;
    const { record } = succeeds('assign_or_unassign_task', { task_id: dinner.id, assignee_email: target.email });
    const tasksChange = change('tasks', { updated: [{ id: dinner.id, before: { assignee_id: dinner.assignee_id }, after: { assignee_id: target.id } }] });
    if (target.id === sibling.id) {
      expect(record.diff).toEqual([tasksChange, change('notifications', { inserted: [expect.objectContaining({ user_id: sibling.id, type: 'task_assigned', project_id: shared.id, is_read: 0 })] })]);
    } else expect(record.diff).toEqual([tasksChange]);
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: target.email }, 409, 'no_change');
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: (outsider() as Row & { email: string }).email }, 422, 'not_collaborator');
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: 'nobody@example.invalid' }, 404, 'user_not_found');
    const cleared = succeeds('assign_or_unassign_task', { task_id: dinner.id, assignee_email: null });
    expect(cleared.record.diff).toEqual([change('tasks', { updated: [{ id: dinner.id, before: { assignee_id: target.id }, after: { assignee_id: null } }] })]);
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: null }, 409, 'no_change');
  });

  it('moves a task to another project and section', () => {
    const passport = task('Renew passport');
    const bills = section('Household', 'Bills');
    const last = one('SELECT MAX(order_index) AS m FROM todoist_tasks WHERE project_id = ?', bills.project_id).m as number;
    const { record } = succeeds('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: bills.id });
    expect(record.diff).toEqual([change('tasks', { updated: [{ id: passport.id, before: { project_id: passport.project_id, section_id: null, order_index: passport.order_index }, after: { project_id: bills.project_id, section_id: bills.id, order_index: last + 1 } }] })]);
    fails('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: bills.id }, 409, 'no_change');
    fails('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: section('Trip to Japan', 'Packing').id }, 422, 'section_not_in_project');
    fails('move_task', { task_id: passport.id, project_id: 1 }, 404, 'project_not_found');
    fails('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: 1 }, 404, 'section_not_found');
    const back = succeeds('move_task', { task_id: passport.id, project_id: 0 });
    expect(back.record.diff[0]?.updated[0]?.after).toMatchObject({ project_id: passport.project_id, section_id: null });
  });

  it('clears an assignee who is not in the destination project', () => {
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT user_id AS id FROM todoist_project_members WHERE project_id = ? AND user_id != ?', shared.id, user().id);
    const theirs = one('SELECT * FROM todoist_tasks WHERE project_id = ? AND assignee_id = ? LIMIT 1', shared.id, sibling.id);
    const { record } = succeeds('move_task', { task_id: theirs.id, project_id: 0 });
    expect(record.diff[0]?.updated[0]?.after).toMatchObject({ assignee_id: null });
  });

  it('creates, lists, updates and deletes sub-tasks; delete_task takes them along', () => {
    const passport = task('Renew passport');
    const listed = succeeds<{ title: string; is_completed: boolean; order_index: number }[]>('show_subtasks', { task_id: passport.id }).response;
    expect(listed.map((s) => [s.title, s.is_completed, s.order_index])).toEqual([['Get new passport photos', true, 0], ['Fill in form DS-82', false, 1], ['Mail the application with the old passport', false, 2]]);
    const { record, response } = succeeds<{ subtask_id: number }>('create_subtask', { task_id: passport.id, title: 'Track the application online' });
    expect(record.diff).toEqual([change('subtasks', { inserted: [{ id: response.subtask_id, task_id: passport.id, title: 'Track the application online', is_completed: 0, order_index: 3, created_at: now() }] })]);
    fails('create_subtask', { task_id: passport.id, title: 'track the application ONLINE' }, 409, 'already_exists');
    fails('create_subtask', { task_id: 1, title: 'x' }, 404, 'task_not_found');
    const updated = succeeds('update_subtask', { subtask_id: response.subtask_id, title: 'Track it online', is_completed: true });
    expect(updated.record.diff).toEqual([change('subtasks', { updated: [{ id: response.subtask_id, before: { title: 'Track the application online', is_completed: 0 }, after: { title: 'Track it online', is_completed: 1 } }] })]);
    fails('update_subtask', { subtask_id: response.subtask_id }, 422, 'nothing_to_update');
    fails('update_subtask', { subtask_id: 1, title: 'x' }, 404, 'subtask_not_found');
    const row = one('SELECT * FROM todoist_subtasks WHERE id = ?', response.subtask_id);
    const removed = succeeds('delete_subtask', { subtask_id: response.subtask_id });
    expect(removed.record.diff).toEqual([change('subtasks', { deleted: [row] })]);
    fails('delete_subtask', { subtask_id: response.subtask_id }, 404, 'subtask_not_found');
    const stranger = outsider();
    const refused = callAs(stranger.id, 'show_subtasks', { task_id: passport.id });
    expect(refused.error?.code).toBe('not_owner');
    const rest = all('SELECT * FROM todoist_subtasks WHERE task_id = ? ORDER BY id', passport.id);
    const gone = succeeds('delete_task', { task_id: passport.id });
    expect(gone.record.diff.find((d) => d.table === 'subtasks')?.deleted).toEqual(rest);
    const recycling = task('Take out recycling');
    const recycleRule = one('SELECT * FROM todoist_recurrences WHERE task_id = ?', recycling.id);
    const both = succeeds('delete_task', { task_id: recycling.id });
    expect(both.record.diff.find((d) => d.table === 'recurrences')?.deleted).toEqual([recycleRule]);
  });

  it('delete_project takes sub-tasks and repeat rules along', () => {
    const household = project('Household');
    const rules = all('SELECT r.* FROM todoist_recurrences r JOIN todoist_tasks t ON t.id = r.task_id WHERE t.project_id = ? ORDER BY r.id', household.id);
    const subs = all('SELECT s.* FROM todoist_subtasks s JOIN todoist_tasks t ON t.id = s.task_id WHERE t.project_id = ? ORDER BY s.id', household.id);
    const { record } = succeeds('delete_project', { project_id: household.id });
    expect(record.diff.find((d) => d.table === 'recurrences')?.deleted).toEqual(rules);
    expect(record.diff.find((d) => d.table === 'subtasks')?.deleted).toEqual(subs);
    expect(rules).toHaveLength(5);
  });
});
