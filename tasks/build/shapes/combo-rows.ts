/**
 * Combo tasks whose checks are read off the plans, from a case module's rows: each table of the
 * module's `.ndjson` holds one pattern's cases (a `PlanCase` that may name fixture people).
 */
import { z } from 'zod';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fillPeople, peopleField } from '../kit/person-refs.ts';
import { caseRows } from '../kit/rows.ts';
import { comboTask, planCase, type ComboPattern } from './combo.ts';

const PlanRow = z.object({ ...planCase, ...peopleField });

/** The tasks of the module at `moduleUrl`: its rows of each pattern's table, in the order of `patterns`. */
export function comboRows(moduleUrl: string, patterns: Record<string, ComboPattern>): TaskInput[] {
  const rows = caseRows(moduleUrl, Object.fromEntries(Object.keys(patterns).map((name) => [name, PlanRow])));
  return Object.entries(patterns).flatMap(([name, pattern]) => (rows[name] ?? []).map((row) => comboTask(pattern, fillPeople(row))));
}
