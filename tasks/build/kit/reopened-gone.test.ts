/**
 * s17 last21 (issue #30; kit/reopened-gone.ts): the real built task and the real generate → run →
 * check chain with hand-edited references. A stale kept "— done" line after the user made the to-do
 * open again fails the reopen; the reference and an app that drops the line pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, editSteps, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const steps = editSteps;

describe('reopened-gone: a to-do made open again is not shown as still done after reopen', () => {
  it('ryokan-done-undo: a stale "Reserve ryokan in Kyoto — done" fails the reopen; the reference passes', async () => {
    const t = suiteTaskById('single.todoist.ryokan-done-undo');
    const gone = (t.episodes as Obj[]).find((e) => e.id === 'reopen')!.assertions.find((a: Obj) => a.gone === true) as Obj;
    expect(gone.value).toBe('Reserve ryokan in Kyoto');
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'reopened-gone-ref'), 'reopen')).toEqual([]);
    // The kept line is never updated by the undo (as words19's stale like: no line tells the reopening).
    const stale = await runCrafted(t, steps('undo_tick', (s) => (s.update || s.message ? { message: 'Done.' } : s)), 'reopened-gone-stale');
    expect(failedIn(stale, 'reopen')).toContain(gone.id);
  }, 30_000);
});
