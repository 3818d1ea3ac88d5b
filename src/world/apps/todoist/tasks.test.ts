import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import { expectRefused } from '../test-world.ts';

type ProjectView = { project_id: number; name: string; is_inbox: boolean; is_shared: boolean; sections: { section_id: number }[]; num_tasks: number };

describe('todoist tasks', () => {
  it('create_task in the Inbox, then update_task lists exactly the changed fields', () => {
    const world = freshWorld({ seed: 5 });
    const user = world.mainUser();
    const inboxId = (world.callAsUser('todoist', 'show_project', { project_id: 0 }).response as ProjectView).project_id;
    const created = world.callAsUser('todoist', 'create_task', { project_id: 0, title: 'Buy stamps', priority: 'high', due_date: '2023-05-20' });
    const id = (created.response as { task_id: number }).task_id;
    expect(created.diff).toEqual([
      {
        app: 'todoist',
        table: 'tasks',
        inserted: [{
          id, project_id: inboxId, section_id: null, creator_id: user.id, assignee_id: null, title: 'Buy stamps', description: '', due_date: '2023-05-20', priority: 'high',
          is_completed: 0, completed_at: null, duration: null, duration_unit: null, order_index: expect.any(Number), created_at: world.now(),
        }],
        updated: [],
        deleted: [],
      },
    ]);
    expect(world.callAsUser('todoist', 'update_task', { task_id: id, priority: 'medium', title: 'Buy stamps' }).diff).toEqual([
      { app: 'todoist', table: 'tasks', inserted: [], updated: [{ id, before: { priority: 'high' }, after: { priority: 'medium' } }], deleted: [] },
    ]);
    expect(world.callAsUser('todoist', 'update_task', { task_id: id, is_completed: true }).diff).toEqual([
      { app: 'todoist', table: 'tasks', inserted: [], updated: [{ id, before: { is_completed: 0, completed_at: null }, after: { is_completed: 1, completed_at: world.now() } }], deleted: [] },
    ]);
    expectRefused(world.callAsUser('todoist', 'complete_task', { task_id: id }), 409, 'already_completed');
    expectRefused(world.callAsUser('todoist', 'update_task', { task_id: id, priority: 'urgent' }), 422, 'invalid_arguments');
    expectRefused(world.callAsUser('todoist', 'update_task', { task_id: 42, priority: 'low' }), 404, 'task_not_found');
    expectRefused(world.callAsUser('todoist', 'create_task', { project_id: 0, title: 'x', duration: 5 }), 422, 'invalid_duration');
    expectRefused(world.call('todoist', 'create_task', { project_id: 0, title: 'x' }), 401, 'unauthorized');
  });

  it('sections must belong to the task’s project; comments, labels and delete cascade', () => {
    const world = freshWorld();
    const projects = world.callAsUser('todoist', 'show_projects', { page_limit: 20 }).response as ProjectView[];
    const [a, b] = projects.filter((p) => p.sections.length > 0) as [ProjectView, ProjectView];
    expectRefused(world.callAsUser('todoist', 'create_task', { project_id: a.project_id, title: 'x', section_id: b.sections[0]?.section_id }), 422, 'section_not_in_project');
    const created = world.callAsUser('todoist', 'create_task', { project_id: a.project_id, title: 'Paint fence', section_id: a.sections[0]?.section_id, duration: 2, duration_unit: 'hours' });
    const taskId = (created.response as { task_id: number }).task_id;
    const comment = world.callAsUser('todoist', 'post_task_comment', { task_id: taskId, content: 'Need white paint' });
    expect(comment.diff[0]).toMatchObject({ app: 'todoist', table: 'comments', inserted: [{ task_id: taskId, content: 'Need white paint' }] });
    const label = world.callAsUser('todoist', 'create_label', { name: 'weekend' });
    const labelId = (label.response as { label_id: number }).label_id;
    expectRefused(world.callAsUser('todoist', 'create_label', { name: 'Weekend' }), 409, 'already_exists');
    expect(world.callAsUser('todoist', 'add_label_to_task', { task_id: taskId, label_id: labelId }).diff[0]?.inserted).toEqual([{ id: expect.any(Number), task_id: taskId, label_id: labelId }]);
    expectRefused(world.callAsUser('todoist', 'add_label_to_task', { task_id: taskId, label_id: labelId }), 409, 'already_exists');
    const deleted = world.callAsUser('todoist', 'delete_task', { task_id: taskId });
    expect(deleted.diff.map((t) => [t.table, t.deleted.length])).toEqual([['comments', 1], ['task_labels', 1], ['tasks', 1]]);
  });
});
