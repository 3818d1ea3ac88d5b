import { relative } from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.ts';
import { projectRoot } from '../io/meta.ts';
import { DEFAULT_TASK_DIR, loadTasks } from '../suite/load.ts';
import type { Published } from './published.ts';
import { publishedTable1, Table1Schema, table1Counts } from './table1.ts';

export const LiveSuiteSchema = z.object({
  /** The folder as given (relative to the project when inside it), so verify.json stays byte-stable. */
  dir: z.string(),
  /**
   * `not_at_published_composition` until the live suite has Table 1's family sizes; only then are
   * its cells compared, and a cell that differs fails verify.
   */
  status: z.enum(['reproduced', 'differs', 'not_at_published_composition', 'unreadable']),
  tasks: z.number().int().nonnegative(),
  note: z.string(),
  table1: Table1Schema.nullable(),
  differences: z.array(z.object({ key: z.string(), published: z.number(), got: z.number() })),
});
export type LiveSuite = z.infer<typeof LiveSuiteSchema>;

/** Table 1 counted over the live task suite and, once its family sizes match the paper's, compared cell by cell. */
export function liveSuiteTable1(p: Published, dir: string = DEFAULT_TASK_DIR): LiveSuite {
  const shown = dir.startsWith(projectRoot) ? relative(projectRoot, dir) || '.' : dir;
  let tasks;
  try {
    tasks = loadTasks(dir).map((loaded) => loaded.task);
  } catch (error) {
    // The archive's verdict does not depend on the live suite; a broken suite is reported, not fatal.
    if (!(error instanceof InputError)) throw error;
    return { dir: shown, status: 'unreadable', tasks: 0, note: `cannot be read: ${error.message}`, table1: null, differences: [] };
  }
  const counts = table1Counts({ tasks });
  const cells = publishedTable1(p);
  const sizes = cells.filter((cell) => cell.column === 'all');
  const sizeText = sizes.map((cell) => `${cell.family} ${counts[cell.family].all}/${cell.value}`).join(', ');
  if (!sizes.every((cell) => counts[cell.family].all === cell.value)) {
    return { dir: shown, status: 'not_at_published_composition', tasks: tasks.length, note: `not yet at the published composition (${sizeText}); not compared`, table1: counts, differences: [] };
  }
  const differences = cells.filter((cell) => counts[cell.family][cell.column] !== cell.value).map((cell) => ({ key: cell.key, published: cell.value, got: counts[cell.family][cell.column] }));
  return {
    dir: shown,
    status: differences.length === 0 ? 'reproduced' : 'differs',
    tasks: tasks.length,
    note: differences.length === 0 ? `every Table 1 cell reproduced (${sizeText})` : `differs in ${differences.map((d) => `${d.key} ${d.got} ≠ ${d.published}`).join(', ')}`,
    table1: counts,
    differences,
  };
}
