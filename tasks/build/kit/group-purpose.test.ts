/**
 * s17 fields (issue #30): "Make a group Supper Club for Groceries for the monthly dinner" says what
 * the group is for; it dictates no description (kit/group-purpose.ts). An app with only a group-name
 * input makes the group the user asked for and passes; an app that names the group otherwise still
 * fails. "…, description Shared present from the office" is dictated and stays pinned.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** The group is made from its name alone (`name`: the template sent). */
const nameOnly = (name: string) => (pkg: Obj): Obj => {
  const create = (pkg.actions as Obj[]).find((a) => a.id === 'create_group')!;
  create.inputs = (create.inputs as Obj[]).filter((i) => i.name !== 'description');
  create.plan = [
    { call: 'splitwise.create_group', args: { name }, bind: 'made' },
    { append: 'groups', item: { id: '{{made.group_id}}', name, note: '' } },
    { message: `Created ${name} (group {{made.group_id}}).` },
  ];
  return pkg;
};

const createChecks = (id: string): Obj[] => (suiteTaskById(id).episodes as Obj[]).find((e) => e.id === 'create')!.assertions as Obj[];

describe('a group\'s "for …" purpose is no description to store (kit/group-purpose.ts)', () => {
  it('frees the description where the user said only "for …"; keeps it where the user said "description"', () => {
    for (const id of ['single.splitwise.supper-club-roster', 'single.splitwise.housemates-from-contacts', 'single.splitwise.climbing-group-contacts']) {
      const checks = createChecks(id);
      expect(checks.find((a) => a.type === 'record_matches' && a.table === 'groups')?.fields.description).toBeUndefined();
      // s23-s12-f1: freed, not unchecked — blank, or holding the user's words for the purpose (world23.test.ts).
      expect((checks.find((a) => a.type === 'world_matches_reference')?.free as Obj[]).some((f) => f.table === 'groups' && f.field === 'description' && f.or_blank === true && 'contains' in f.constraint)).toBe(true);
    }
    const dictated = createChecks('single.splitwise.wedding-gift-contacts');
    expect(dictated.find((a) => a.type === 'record_matches' && a.table === 'groups')?.fields.description).toBe('Shared present from the office');
    // s18-S4-f1: two reviewers read road-trip's "for Gas, motels, snacks" as content to keep; its user now dictates it.
    expect(createChecks('single.splitwise.road-trip-roster').find((a) => a.type === 'record_matches' && a.table === 'groups')?.fields.description).toBe('Gas, motels, snacks');
  });
  it('an app with a name input only passes; one that names the group otherwise fails', async () => {
    const rightRows = await runCrafted(suiteTaskById('single.splitwise.supper-club-roster'), nameOnly('{{inputs.name}}'), 'fields17g');
    const right = failedIds(rightRows);
    for (const id of ['create.05.record_matches', 'create.09.visible_result_grounded', 'create.11.world_matches_reference']) expect(rightRows.some((r) => r.assertion === id && r.passed)).toBe(true);
    for (const id of ['create.05.record_matches', 'create.09.visible_result_grounded', 'create.11.world_matches_reference']) expect(right).not.toContain(id);
    expect(right.filter((id) => id.startsWith('create.'))).toEqual([]);
    const wrong = failedIds(await runCrafted(suiteTaskById('single.splitwise.supper-club-roster'), nameOnly('Supper'), 'fields17h'));
    expect(wrong).toContain('create.05.record_matches');
    expect(wrong).toContain('create.11.world_matches_reference');
  }, 60_000);
});
