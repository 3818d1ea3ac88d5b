/**
 * s16 fields (issue #30): a relationship said in passing ("my friend Jordan", "New neighbor:") is
 * not a contact field the user asked for (kit/said-relation.ts). A quick-add app that stores no
 * relationship passes; one that files another relationship, or another number, fails; a
 * relationship the user files the person as ("save her as a friend") stays checked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const episode = (t: Obj, id: string): Obj => (t.episodes as Obj[]).find((e) => e.id === id)!;
const freeRule = (t: Obj, id: string): Obj | undefined =>
  (episode(t, id).assertions.find((a: Obj) => a.type === 'world_matches_reference').free as Obj[]).find((f) => f.table === 'contacts' && f.field === 'relationships');
/** The package with every phone.add_contact call's arguments changed by `edit`. */
const addContact = (edit: (args: Obj) => Obj) => (pkg: Obj): Obj => {
  for (const action of pkg.actions as Obj[]) for (const step of action.plan as Obj[]) if (step.call === 'phone.add_contact') step.args = edit({ ...step.args });
  return pkg;
};

describe('a relationship said in passing (kit/said-relation.ts)', () => {
  it('frees it to none or the said one where the user only says who the person is; keeps it where she files them as one', () => {
    expect(freeRule(suiteTaskById('multi.new-neighbor-hello'), 'create')?.constraint).toEqual({ one_of: [[], ['neighbor']] });
    const readBack = episode(suiteTaskById('multi.new-neighbor-hello'), 'create').assertions.find((a: Obj) => a.type === 'record_matches' && a.table === 'contacts');
    expect(readBack.fields).toEqual({ first_name: 'Greta', last_name: 'Lind', phone_number: '2065550143', email: 'greta.lind@gmail.com' });
    // "Save the sitter ... as a friend", "Add her as manager": the user files the person as one.
    expect(freeRule(suiteTaskById('multi.babysitter-contact'), 'create')).toBeUndefined();
    expect(freeRule(suiteTaskById('multi.new-manager-contact'), 'create')).toBeUndefined();
    // s17 ctrl17: "Add Jordan Blake from climbing as a friend" files him as one (the relationship is checked again).
    expect(freeRule(suiteTaskById('single.phone.contact-book'), 'create')).toBeUndefined();
  });

  it('passes a quick-add app that stores no relationship; fails one that files Greta as a coworker', async () => {
    const id = 'multi.new-neighbor-hello';
    const checks = ['create.04.record_matches', 'create.14.world_matches_reference'];
    const none = failedIds(await runCrafted(suiteTaskById(id), addContact(({ relationships: _r, ...args }) => args), 'fields16'));
    for (const c of checks) expect(none).not.toContain(c);
    const coworker = failedIds(await runCrafted(suiteTaskById(id), addContact((args) => ({ ...args, relationships: ['coworker'] })), 'fields16'));
    expect(coworker).toContain('create.14.world_matches_reference');
  }, 60_000);

});
