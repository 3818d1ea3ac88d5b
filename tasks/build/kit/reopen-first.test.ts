/**
 * A shared-world pair whose app B rewrites the very text app A set and shows (s17 holes17;
 * cases/shared_world/pairs.ts `aReopenFirst`, kit/slots.ts). trip-cost-then-audit (s16-f1-f1,
 * s16-f2-f1): app B, the auditor, makes the expense read "Ferry tickets to Orcas (checked)". An app
 * has no read when it opens, so app A reopened after B could only show its own stale copy, and the
 * check took it. A now reopens before B, and its reopen reads the description back from the world
 * (`record`), where A's edit still stands. Through the real generate → run → check chain with
 * hand-made apps: the reference passes; an A whose kept list never took the edit fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'shared.trip-cost-then-audit';
const order = (t: Obj): string[] => (t.episodes as Obj[]).map((e) => e.id as string);
const checksOf = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];

describe('trip-cost-then-audit: app A reopens before the auditor rewrites its description', () => {
  it('A reopens before B opens, and reads the description back from the expense; other pairs keep their order', () => {
    const t = suiteTaskById(ID);
    expect(order(t)).toEqual(['a-open', 'a-create', 'a-revise', 'a-reopen', 'b-open', 'b-find', 'b-reopen']);
    const shown = checksOf(t, 'a-reopen').find((a) => a.value === 'Ferry tickets to Orcas')!;
    expect(shown.record).toEqual({ app: 'splitwise', table: 'expenses', key: { id: '$recordId' }, field: 'description' });
    // B's rewrite is still asked where B tells it.
    expect(checksOf(t, 'b-find').some((a) => a.type === 'record_matches' && a.fields.description === 'Ferry tickets to Orcas (checked)')).toBe(true);
    expect(order(suiteTaskById('shared.recipe-then-groceries')).indexOf('a-reopen')).toBeGreaterThan(order(suiteTaskById('shared.recipe-then-groceries')).indexOf('b-find'));
  });

  it('the reference passes every check; an A whose kept list never took the edit fails the reopen', async () => {
    const t = suiteTaskById(ID);
    expect(failedIds(await runCraftedSlots(t, (_slot, pkg) => pkg, 'reopen-first'))).toEqual([]);
    const stale = (slot: string, pkg: Obj): Obj => {
      if (slot !== 'A') return pkg;
      const edit = packageAction(pkg, 'edit');
      edit.plan = (edit.plan as Obj[]).filter((s) => s.update === undefined);
      return pkg;
    };
    expect(failedIds(await runCraftedSlots(t, stale, 'reopen-first'))).toContain(checksOf(t, 'a-reopen').find((a) => a.value === 'Ferry tickets to Orcas')!.id);
  }, 30_000);
});
