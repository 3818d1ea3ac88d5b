import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';

type ProjectView = { project_id: number; name: string; is_inbox: boolean; is_shared: boolean; sections: { section_id: number }[]; num_tasks: number };

describe('todoist fixture', () => {
  it('has an Inbox (project 0), 4+ projects with sections, 25+ tasks with string priorities, labels and comments', () => {
    const world = freshWorld();
    const projects = world.callAsUser('todoist', 'show_projects', { page_limit: 20 }).response as ProjectView[];
    expect(projects[0]?.is_inbox).toBe(true);
    expect(projects.filter((p) => !p.is_inbox && p.sections.length > 0).length).toBeGreaterThanOrEqual(4);
    const inbox = world.callAsUser('todoist', 'show_project', { project_id: 0 }).response as ProjectView;
    expect(inbox).toMatchObject({ project_id: projects[0]?.project_id, name: 'Inbox', is_inbox: true });
    const tasks = world.db.prepare('SELECT priority, is_completed FROM todoist_tasks').all() as { priority: string; is_completed: number }[];
    expect(tasks.length).toBeGreaterThanOrEqual(25);
    expect(new Set(tasks.map((t) => t.priority))).toEqual(new Set(['high', 'medium', 'low']));
    expect(tasks.filter((t) => t.is_completed === 1).length).toBeGreaterThanOrEqual(3);
    expect(projects.some((p) => p.is_shared)).toBe(true);
    expect((world.callAsUser('todoist', 'show_labels', {}).response as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect((world.db.prepare('SELECT COUNT(*) AS n FROM todoist_comments').get() as { n: number }).n).toBeGreaterThanOrEqual(5);
    const high = world.callAsUser('todoist', 'show_tasks', { priority: 'high', is_completed: false, page_limit: 20 }).response as { priority: string; is_completed: boolean }[];
    expect(high.length).toBeGreaterThanOrEqual(3);
    expect(high.every((t) => t.priority === 'high' && !t.is_completed)).toBe(true);
  });
});
