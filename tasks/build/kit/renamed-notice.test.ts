/**
 * s17 inbox21 (issue #30): the findings of this lane, through the real generate → run → check chain
 * (crafted packages, the real checker).
 *
 * - multi.new-flat-group (s17-X4-f1, one_api): "Rename it … and add Sofia" in either order. Adding
 *   the member first leaves the group's old name in her Splitwise notice; revise.12 lets the notice
 *   name the group by either name (kit/renamed-notice.ts) and still compares everything else.
 * - single.venmo.request-inbox (s17-X4-f1, loose_check): the inbox step asks for every waiting
 *   request, so an app listing only the two newest fails.
 * - single.venmo.request-inbox (s17-X4-f2, trivial_target): a newer waiting request the user never
 *   names (cases/venmo/money.ndjson `sent`) makes "Costco" not the newest, so an app declining the
 *   top waiting request fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'inbox21');
const withAction = (id: string, edit: (old: Obj) => Obj) => (pkg: Obj): Obj => ({ ...pkg, actions: (pkg.actions as Obj[]).map((a) => (a.id === id ? edit(a) : a)) });
const isAdd = (s: Obj): boolean => s.call === 'splitwise.add_member_to_group';

/** The rename step with the member added before the group is renamed. */
const addFirst = (old: Obj): Obj => {
  const plan = old.plan as Obj[];
  const at = plan.findIndex((s) => s.call === 'splitwise.update_group');
  const rest = plan.filter((s) => !isAdd(s));
  return { ...old, plan: [...rest.slice(0, at), plan.find(isAdd)!, ...rest.slice(at)] };
};

describe('new-flat-group: rename and add in either order (s17-X4-f1)', () => {
  const task = () => suiteTaskById('multi.new-flat-group');
  const revise12 = 'revise.12.world_matches_reference';

  it('lets the notice name the group by its old or new name, and nothing else of it', () => {
    const check = ((task().episodes as Obj[]).find((e) => e.id === 'revise')!.assertions as Obj[]).find((a) => a.id === revise12)!;
    const free = (check.free as Obj[]).filter((f) => f.app === 'splitwise' && f.table === 'notifications');
    expect(free).toEqual([expect.objectContaining({ field: 'message', mentions_one: ['Maple Court Flat', 'Maple Court 3F'] })]);
  });

  it('passes an app that adds Sofia first and renames second', async () => {
    const rows = await runCrafted(task(), withAction('rename_group', addFirst));
    expect(failedIds(rows)).toEqual([]);
  });

  it('(before the fix, with the notice compared exactly, that app failed revise.12)', async () => {
    const before = structuredClone(task());
    const check = ((before.episodes as Obj[]).find((e) => e.id === 'revise')!.assertions as Obj[]).find((a) => a.id === revise12)!;
    check.free = (check.free as Obj[]).filter((f) => f.table !== 'notifications');
    const rows = await runCrafted(before, withAction('rename_group', addFirst));
    expect(failedIds(rows)).toContain(revise12);
  });

  it('still fails an app that adds someone else', async () => {
    const other = (old: Obj): Obj => ({ ...old, plan: (old.plan as Obj[]).map((s) => (isAdd(s) ? { ...s, args: { ...s.args, user_email: 'ava.larsen@outlook.com' } } : s)) });
    const rows = await runCrafted(task(), withAction('rename_group', other));
    expect(failedIds(rows)).toContain(revise12);
  });
});

describe('request-inbox: every waiting request, and Costco not the newest (s17-X4-f1, f2)', () => {
  const task = () => suiteTaskById('single.venmo.request-inbox');

  it('passes the reference', async () => {
    const rows = await runCrafted(task(), (pkg) => pkg);
    expect(failedIds(rows)).toEqual([]);
  });

  it('asks the inbox for all four waiting requests', () => {
    const values = ((task().episodes as Obj[]).find((e) => e.id === 'inbox')!.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded').map((a) => a.value);
    expect(values).toEqual(['Jazz night tickets', 'Costco run - paper goods and snacks', 'Gas money - lake day', 'Team lunch at Cafe Flora']);
  });

  it('fails an inbox that lists only the two newest', async () => {
    const two = (old: Obj): Obj => ({ ...old, plan: (old.plan as Obj[]).map((s) => (s.call ? { ...s, args: { ...s.args, page_limit: 2 } } : s)) });
    const rows = await runCrafted(task(), withAction('show_inbox', two));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['inbox.05.visible_result_grounded', 'inbox.08.visible_result_grounded']));
  });

  it('fails an app that declines the newest waiting request, whatever was typed', async () => {
    const newest = (old: Obj): Obj => ({ ...old, plan: (old.plan as Obj[]).map((s, i) => (i === 0 ? { ...s, args: { status: 'pending', page_limit: 1 } } : s)) });
    const rows = await runCrafted(task(), withAction('decline_request', newest));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['revise.03.db_changed', 'revise.04.record_matches', 'revise.10.world_matches_reference']));
  });

  it('(before the fix, with no newer waiting request, that app passed revise)', async () => {
    const before = structuredClone(task());
    delete before.world.rows;
    const newest = (old: Obj): Obj => ({ ...old, plan: (old.plan as Obj[]).map((s, i) => (i === 0 ? { ...s, args: { status: 'pending', page_limit: 1 } } : s)) });
    const rows = await runCrafted(before, withAction('decline_request', newest));
    expect(failedIds(rows).filter((id: string) => id.startsWith('revise.'))).toEqual([]);
  });
});
