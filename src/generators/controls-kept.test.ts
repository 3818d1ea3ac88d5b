/**
 * junk_free_fields and stale_view (issue #28) through the real generate → run → check chain on
 * the examples: each fails the assertion it is built to fail, and the oracle passes.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../io/ndjson.ts';
import { AssertionRowSchema, type AssertionRow } from '../schemas/assertions.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../stages/eval/index.ts';
import { runFiles } from '../infra/paths.ts';
import { loadTasks } from '../suite/load.ts';
import type { Task } from '../schemas/task.ts';
import { generatorByName } from './index.ts';
import { JUNK_TEXT } from './controls-kept.ts';

async function rowsOf(generator: string, tasks: readonly string[]): Promise<AssertionRow[]> {
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, run, tasks: tasks.join(',') });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

const failedIn = (rows: readonly AssertionRow[], task: string) => rows.filter((r) => r.task === task && !r.passed).map((r) => r.assertion);

// An email that leaves out the order number, a settle-up text without the share, shift alarms that ring once.
const JUNK = ['multi.anniversary-candle-order', 'multi.settle-and-tell', 'single.phone.shift-alarms'];
// A reminder moved to 15:30 while the kept list still says 14:00.
const STALE = ['single.phone.daily-reminders'];

describe('junk_free_fields and stale_view', () => {
  it('junk in a constrained free field fails the end state of the episode that writes it; the oracle passes', async () => {
    const rows = await rowsOf('junk_free_fields', JUNK);
    // (coworker-farewell-gift's email now names the order by number or product, a mention junk does not reach: s12 world12.)
    expect(failedIn(rows, 'multi.anniversary-candle-order')).toContain('create.14.world_matches_reference');
    expect(failedIn(rows, 'multi.settle-and-tell')).toContain('create.11.world_matches_reference');
    expect(failedIn(rows, 'single.phone.shift-alarms')).toContain('create.12.world_matches_reference');
    const oracle = await rowsOf('oracle', [...JUNK, ...STALE]);
    expect(oracle.filter((r) => !r.passed)).toEqual([]);
  });

  it('s12: junk reaches a free field the service writes itself (an export’s file, a merge’s note, a reply’s subject) through the edit of the row written', async () => {
    const SERVICE_WRITTEN = ['single.simple_note.tax-docs-archive', 'single.simple_note.merge-tahoe-lists', 'single.gmail.reply-drafts'];
    const generator = generatorByName('junk_free_fields');
    for (const id of SERVICE_WRITTEN) {
      const task = loadTasks().find(({ task: t }) => t.id === id)?.task as Task;
      // Once left exactly the oracle's (the audit's unchanged list): now the package writes junk.
      const out = await generator.generate({ task: id, slot: 'A', intention: '', services: [], trial: 0 }, task.reference, task);
      expect(out.ok && JSON.stringify(out.package), id).toContain(JUNK_TEXT);
    }
    const rows = await rowsOf('junk_free_fields', SERVICE_WRITTEN);
    expect(failedIn(rows, 'single.simple_note.tax-docs-archive')).toContain('create.07.world_matches_reference');
    expect(failedIn(rows, 'single.simple_note.merge-tahoe-lists')).toContain('create.16.world_matches_reference');
    expect(failedIn(rows, 'single.gmail.reply-drafts')).toContain('create.09.world_matches_reference');
  });

  it('a kept list that keeps the old time fails the reopen check of the new one', async () => {
    const rows = await rowsOf('stale_view', STALE);
    // reopen.02 asks the new time; reopen.09 (s29 stale) refuses the old 14:00 still shown as the alarm's time.
    expect(failedIn(rows, 'single.phone.daily-reminders')).toEqual(['reopen.02.persisted_visible', 'reopen.09.persisted_visible']);
  });
});
