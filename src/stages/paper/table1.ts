import type { TaskTable } from './schemas.ts';

export interface Table1Row {
  all: number;
  public: number;
  cross_service_all: number;
  cross_service_public: number;
}

/** Cross-service (Table 1): the task's apps, together, use two or more distinct services. */
export function isCrossService(apps: readonly { services: readonly string[] }[]): boolean {
  return new Set(apps.flatMap((app) => app.services)).size >= 2;
}

/** Table 1 counted from a task table: a task is cross-service when its apps name ≥ 2 distinct services. */
export function table1Counts(table: TaskTable): Record<'single' | 'multi_tool' | 'shared_world' | 'service', Table1Row> {
  const empty = (): Table1Row => ({ all: 0, public: 0, cross_service_all: 0, cross_service_public: 0 });
  const rows = { single: empty(), multi_tool: empty(), shared_world: empty(), service: empty() };
  for (const task of table.tasks) {
    const row = rows[task.family];
    const cross = isCrossService(task.apps);
    const isPublic = task.split === 'public';
    row.all += 1;
    if (isPublic) row.public += 1;
    if (cross) row.cross_service_all += 1;
    if (cross && isPublic) row.cross_service_public += 1;
  }
  return rows;
}
