/**
 * A tracking app's reopen in a shared world (session 15, lane over; `ticked-elsewhere.ts`): app B
 * ticked a chore off, so app A's reopened list may not tell it still open. The real generate → run
 * → check chain with hand-made apps: a stale A that lists the chore as open fails; the reference's
 * list (the chore with what A did to it) and an A that tells it done pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, listedAs, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { withTickedElsewhere } from './ticked-elsewhere.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'shared.vet-visit-text';
const aReopen = (t: Obj): Obj[] => (t.episodes as Obj[]).find((e) => e.id === 'a-reopen')!.assertions as Obj[];
const openCheck = (t: Obj): Obj => aReopen(t).find((a) => a.gone === true)!;

/** App A's kept list in its own layout (`item`), app B as the reference built it. */
const withA = (item: string) => (slot: string, pkg: Obj): Obj => (slot === 'A' ? listedAs('items', item)(pkg) : pkg);

describe('vet-visit-text: app A after app B ticked the chore off', () => {
  it('a-reopen asks that the chore is not told still open, beside its title read back', () => {
    const t = suiteTaskById(ID);
    expect(openCheck(t)).toEqual(expect.objectContaining({ value: 'Book vet checkup for Biscuit', gone: true, was: expect.arrayContaining(['open', 'to do']) }));
    expect(aReopen(t).some((a) => a.record?.table === 'tasks' && a.gone !== true)).toBe(true);
  });
  it('the pass adds nothing outside a shared world, nor where the tracking app itself ticked the chore', () => {
    const t = suiteTaskById(ID);
    const single = { ...t, family: 'single' };
    expect(withTickedElsewhere(single as never)).toBe(single);
    const own = { ...t, episodes: (t.episodes as Obj[]).map((e) => ({ ...e, slot: 'A' })) };
    expect(withTickedElsewhere(own as never)).toBe(own);
  });
  it('a stale app A that lists the chore as open fails; the reference and an A that tells it done pass', async () => {
    const t = suiteTaskById(ID);
    const id = openCheck(t).id as string;
    expect(failedIds(await runCraftedSlots(t, withA('{{item.label}} — open'), 'ticked-elsewhere'))).toContain(id);
    expect(failedIds(await runCraftedSlots(t, (_slot, pkg) => pkg, 'ticked-elsewhere'))).not.toContain(id);
    expect(failedIds(await runCraftedSlots(t, withA('{{item.label}} — not open any more, done'), 'ticked-elsewhere'))).not.toContain(id);
  }, 30_000);
});
