import { z } from 'zod';
import type { Family, Split } from '../schemas/assertions.ts';
import type { Published } from './published.ts';

const cell = z.number().int().nonnegative();
export const Table1RowSchema = z.object({ all: cell, public: cell, cross_service_all: cell, cross_service_public: cell });
export type Table1Row = z.infer<typeof Table1RowSchema>;
export const Table1Schema = z.object({ single: Table1RowSchema, multi_tool: Table1RowSchema, shared_world: Table1RowSchema, service: Table1RowSchema });
export type Table1 = z.infer<typeof Table1Schema>;

/** The fields Table 1 counts; both the reconstruction's task table and live task files have them. */
export interface Table1Task {
  family: Family;
  split: Split;
  apps: readonly { services: readonly string[] }[];
}

/** Cross-service (Table 1): the task's apps, together, use two or more distinct services. */
export function isCrossService(apps: readonly { services: readonly string[] }[]): boolean {
  return new Set(apps.flatMap((app) => app.services)).size >= 2;
}

/** Table 1 counted from tasks: a task is cross-service when its apps name ≥ 2 distinct services. */
export function table1Counts(table: { tasks: readonly Table1Task[] }): Table1 {
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

/** Table 1's published cells as (key, value) pairs, keyed like verify's checklist. */
export function publishedTable1(p: Published): { key: string; family: keyof Table1; column: keyof Table1Row; value: number; where: string }[] {
  const out: ReturnType<typeof publishedTable1> = [];
  for (const family of ['single', 'multi_tool', 'shared_world'] as const) {
    for (const column of ['all', 'public', 'cross_service_all', 'cross_service_public'] as const) {
      const cell = p.table1[family][column];
      out.push({ key: `table1.${family}.${column}`, family, column, value: cell.value, where: cell.where });
    }
  }
  out.push({ key: 'table1.service.all_extra', family: 'service', column: 'all', value: p.table1.service.all_extra.value, where: p.table1.service.all_extra.where });
  out.push({ key: 'table1.service.cross_service_all', family: 'service', column: 'cross_service_all', value: p.table1.service.cross_service_all.value, where: p.table1.service.cross_service_all.where });
  return out;
}
