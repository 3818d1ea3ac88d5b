/**
 * Issue #29 item 6: the correct-app controls pass the tasks the whole-suite audit at 94af184 had
 * them fail (a confirm button taken as a way in, "drop it off" read as a delete, a pick that was
 * the user's own number, a search form taking another value by data flow, a cart move routed by
 * its verb alone, unfriend and stop repeating unknown, a C1 word list), while a wrong app built
 * from the same references still fails every one of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir } from './helpers.ts';

const FORMERLY_FAILING: Record<string, readonly string[]> = {
  confirm_step: ['multi.blender-return-todo', 'multi.design-invoice-request', 'multi.insurance-renewal-todo', 'multi.tutoring-invoice-request', 'single.phone.robocall-block'],
  search_then_pick: [
    'single.amazon.candle-decision',
    'single.amazon.gift-mug-order',
    'single.phone.voicemail-to-note',
    'single.phone.weekend-plans-note',
    'single.simple_note.holiday-plans-archive',
    'single.simple_note.tax-docs-archive',
    'single.spotify.campfire-swap',
    'single.spotify.focus-flow-edit',
    'single.spotify.slow-jams-prune',
  ],
  independent_vocabulary: [
    'single.amazon.candle-decision',
    'single.amazon.desk-lamp-move',
    'single.amazon.payday-cart',
    'single.todoist.flight-prices-check',
    'single.todoist.meal-prep-weekly',
    'single.venmo.new-colleague-friend',
    'single.venmo.notification-purge',
    'single.venmo.read-notice-cleanup',
  ],
};

const failedRows = (dir: string) =>
  readFileSync(join(dir, 'assertions.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as AssertionRow)
    .filter((row) => !row.passed)
    .map((row) => `${row.task} ${row.assertion}`);

describe('the correct-app controls pass the tasks they used to fail', () => {
  it.each(Object.entries(FORMERLY_FAILING))('%s passes every assertion of its former failures', async (generator, tasks) => {
    const summary = await evaluateGenerator({ generator, run: join(tempDir('correct'), generator), tasks: tasks.join(',') });
    expect(failedRows(summary.dir)).toEqual([]);
    expect(summary.passed_evaluations).toBe(tasks.length);
  });

  it.each(['route_only', 'wrong_content'])('%s (a wrong app) still fails each of those tasks', async (generator) => {
    const tasks = [...new Set(Object.values(FORMERLY_FAILING).flat())];
    const summary = await evaluateGenerator({ generator, run: join(tempDir('wrong'), generator), tasks: tasks.join(',') });
    expect(summary.task_evaluations).toBe(tasks.length);
    expect(summary.passed_evaluations).toBe(0);
  });
});
