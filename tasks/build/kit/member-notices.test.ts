/**
 * s16 fields (issue #30, one_api): a group made with the members the user lists, where the
 * reference passes the typed list whole (`member_emails: "{{inputs.members}}"`): an app that makes
 * the group by name and then adds each member (a Splitwise notification each, no invitation mail)
 * makes the same group with the same people and passes (kit/member-notices.ts); one that leaves a
 * member out fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** The package whose create_group call makes the group by name, then adds the members one by one (the first `keep` of them). */
const oneByOne = (keep: number) => (pkg: Obj): Obj => {
  for (const action of pkg.actions as Obj[]) {
    const at = (action.plan as Obj[]).findIndex((s) => s.call === 'splitwise.create_group');
    if (at < 0) continue;
    const make = action.plan[at] as Obj;
    const add = { for_each: make.args.member_emails, as: 'm', limit: keep, steps: [{ call: 'splitwise.add_member_to_group', args: { group_id: `{{${make.bind}.group_id}}`, user_email: '{{m}}' } }] };
    action.plan.splice(at, 1, { ...make, args: { name: make.args.name } }, add);
  }
  return pkg;
};

describe('a group made with its members by either API (kit/member-notices.ts)', () => {
  const checks = ['create.06.no_collateral', 'create.10.world_matches_reference', 'create.09.db_changed'];
  it('passes Lake House Weekend made by name with Sofia and Omar added one by one; fails it with Omar left out', async () => {
    const both = failedIds(await runCrafted(suiteTaskById('single.splitwise.lake-house-group'), oneByOne(50), 'fields16'));
    for (const id of checks) expect(both).not.toContain(id);
    const one = failedIds(await runCrafted(suiteTaskById('single.splitwise.lake-house-group'), oneByOne(1), 'fields16'));
    expect(one).toContain('create.10.world_matches_reference');
  }, 60_000);
});
