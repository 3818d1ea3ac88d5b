import { useApp } from '../test-world.ts';
import type { AppTest, Row } from '../test-world.ts';

/** What todoist's tests add to `useApp`: rows typed with an `id`, and lookups by title or name. */
export interface TodoistTest extends Omit<AppTest, 'one' | 'all'> {
  one(sql: string, ...params: unknown[]): Row;
  all(sql: string, ...params: unknown[]): Row[];
  task(title: string): Row;
  project(name: string): Row;
  section(projectName: string, name: string): Row;
  /** A person who is not in a project: someone with no todoist membership at all. */
  outsider(): Row;
}

export function useTodoist(seed: number): TodoistTest {
  const app = useApp('todoist', seed);
  const one = (sql: string, ...params: unknown[]) => app.one<Row>(sql, ...params);
  return {
    ...app,
    one,
    all: (sql, ...params) => app.all<Row>(sql, ...params),
    task: (title) => one('SELECT * FROM todoist_tasks WHERE title = ?', title),
    project: (name) => one('SELECT * FROM todoist_projects WHERE name = ?', name),
    section: (projectName, name) => one('SELECT s.* FROM todoist_sections s JOIN todoist_projects p ON p.id = s.project_id WHERE p.name = ? AND s.name = ?', projectName, name),
    outsider: () => one('SELECT * FROM admin_people WHERE id NOT IN (SELECT user_id FROM todoist_project_members) ORDER BY rowid LIMIT 1'),
  };
}
