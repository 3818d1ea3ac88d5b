/**
 * s16 fields (issue #30): a reopen that shows a record the service still holds asks nothing of the
 * app's own kept copy (kit/kept-shown.ts). The expense tracker's reopen keeps its screen checks
 * (the expense's id, "Fence paint", "Ladder rental", 64, each as it is now) and no `state_retained`;
 * an app that keeps nothing to show after reopen still fails, the reference passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withKeptShown } from './kept-shown.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const reopen = (t: Obj): Obj[] => (t.episodes as Obj[]).find((e) => e.id === 'reopen')!.assertions as Obj[];

describe('what the user sees after reopen, not how the app keeps it (kit/kept-shown.ts)', () => {
  it('drops a kept-state check of a value the reopen shows read back from the service, and nothing else', () => {
    const t = suiteTaskById('service.expense-lifecycle');
    expect(reopen(t).filter((a) => a.type === 'state_retained')).toEqual([]);
    // (s25 edits added a gone check of the corrected amount's old value beside Fence paint: not a kept-state check.)
    expect(reopen(t).filter((a) => a.type === 'persisted_visible' && a.gone !== true).map((a) => a.value)).toEqual(['$recordId', 'Fence paint', 'Ladder rental', 64]);
    const bare = {
      id: 't',
      episodes: [
        { id: 'reopen', assertions: [{ id: 'r.1', type: 'state_retained', contains: '$x' }, { id: 'r.2', type: 'persisted_visible', value: '$x', match: 'normalized' }] },
      ],
    } as unknown as TaskInput;
    // Shown but not read back from a service record: the kept copy is what the user asked for, and stays.
    expect(withKeptShown(bare)).toBe(bare);
  });

  it('passes the reference; fails an app that keeps nothing (no list, no last look-up) to show after reopen', async () => {
    const ids = reopen(suiteTaskById('service.expense-lifecycle')).map((a) => a.id as string).filter((id) => id.includes('persisted_visible'));
    const oracle = failedIds(await runCrafted(suiteTaskById('service.expense-lifecycle'), (pkg) => pkg, 'fields16'));
    for (const id of ids) expect(oracle).not.toContain(id);
    const forgets = failedIds(
      await runCrafted(suiteTaskById('service.expense-lifecycle'), (pkg: Obj) => {
        for (const action of pkg.actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => !('append' in s) && !('update' in s) && !('set' in s));
        return pkg;
      }, 'fields16'),
    );
    expect(forgets).toContain('reopen.01.persisted_visible');
  }, 60_000);
});
