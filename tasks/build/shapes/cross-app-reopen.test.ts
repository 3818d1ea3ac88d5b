/**
 * s18 (issue #30, Reading 1): a tracking app A ("Track the chores for our dog in Todoist") owes each
 * kept record as it is now after reopen, and the package language has no read at open. Where app B
 * then marks the record (ticks the chore off), A reopens before B acts: its reopen asks the record
 * as the service holds it then. Replaces s15's `ticked-elsewhere` pass, which let A's copy from
 * before B's tick through and only barred an "open" beside it. The real generate → run → check chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, editSteps, failedIds, failedIn, listedAs, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'shared.vet-visit-text';
const order = (t: Obj): string[] => (t.episodes as Obj[]).map((e) => e.id as string);
const reopenChecks = (t: Obj): Obj[] => (t.episodes as Obj[]).find((e) => e.id === 'a-reopen')!.assertions as Obj[];

describe('a tracking app reopens before the other app marks what it tracks', () => {
  it('vet-visit-text: A reopens after its rename and before B opens; its reopen asks the renamed chore, read back from Todoist', () => {
    const t = suiteTaskById(ID);
    expect(order(t)).toEqual(['a-open', 'a-create', 'a-revise', 'a-reopen', 'b-open', 'b-find', 'b-reopen']);
    const shown = reopenChecks(t).find((a) => a.type === 'persisted_visible' && a.value === 'Book vet checkup for Biscuit');
    expect(shown?.record).toEqual({ app: 'todoist', table: 'tasks', key: { id: '$recordId' }, field: 'title' });
    // Nothing about a state the chore is not yet in.
    // (s23: the rename's own gone check of the old name, `logged`, is no state.)
    expect(reopenChecks(t).some((a) => a.gone === true && a.logged === undefined)).toBe(false);
  });

  it('a shared task whose A tracks nothing keeps the usual order (B acts, then A reopens)', () => {
    expect(order(suiteTaskById('shared.rug-errand-handoff')).indexOf('a-reopen')).toBeGreaterThan(order(suiteTaskById('shared.rug-errand-handoff')).indexOf('b-find'));
  });

  it('an A that keeps only the ids, not the chore it tracks, fails a-reopen; the reference passes', async () => {
    const t = suiteTaskById(ID);
    const id = reopenChecks(t).find((a) => a.value === 'Book vet checkup for Biscuit')!.id as string;
    const idsOnly = await runCraftedSlots(t, (slot, pkg) => (slot === 'A' ? listedAs('items', 'to-do {{item.id}}')(pkg) : pkg), 'reopen-first-ids');
    expect(failedIds(idsOnly)).toContain(id);
    expect(failedIds(await runCraftedSlots(t, (_slot, pkg) => pkg, 'reopen-first-ref'))).toEqual([]);
  }, 60_000);

  it('vet-visit-text: app B that tells the ticked chore "done", the user\'s word for it, passes b-find; one that only texts and says "done" fails in the world', async () => {
    const t = suiteTaskById(ID);
    const said = (drop: boolean) => (slot: string, pkg: Obj): Obj =>
      slot !== 'B' ? pkg : editSteps('find_and_handle', (s) => (drop && s.call === 'todoist.complete_task' ? { message: '' } : s.append ? { ...s, item: { ...s.item, state: 'done' } } : s.message ? { message: 'Handled.' } : s))(pkg);
    expect(failedIn(await runCraftedSlots(t, said(false), 'vet-done'), 'b-find')).toEqual([]);
    expect(failedIn(await runCraftedSlots(t, said(true), 'vet-done-untick'), 'b-find')).toContain('b-find.06.record_matches');
  }, 60_000);
});
