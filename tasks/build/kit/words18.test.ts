/**
 * s17 words18 (issue #30): the real built tasks and the real checker (crafted-model). Each finding's
 * cheapest wrong app fails its check; the correct app it names passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, runCraftedSlots, suiteTaskById, withArgs } from '../../../src/stages/__tests__/crafted-model.ts';
import { addsComment, eachPart } from './words18.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** App B (`slot`) crafted by `craft`; the other slots are the reference's. */
const inSlot = (slot: string, craft: (pkg: Obj) => Obj) => (s: string, pkg: Obj): Obj => (s === slot ? craft(pkg) : pkg);
const run = (id: string, slot: string, craft: (pkg: Obj) => Obj) => runCraftedSlots(suiteTaskById(id), inSlot(slot, craft), 'words18');

describe('words18 readings', () => {
  it('reads the parts of a grown title and the user\'s "add" for a comment', () => {
    expect(eachPart('Pick up dry cleaning and the rug', ['Pick up dry cleaning'])).toEqual({ first: ['dry', 'cleaning'], added: 'rug' });
    expect(eachPart('Salt and Smoke', ['Salt'])).toBeUndefined();
    expect(eachPart('Pick up dry cleaning and the rug', [])).toBeUndefined();
    expect(addsComment('Comment on a Venmo payment I sent, to add a thank-you.')).toBe(true);
    expect(addsComment('Add a Venmo payment.')).toBe(false);
  });

  it('rug errand: an email about the dry cleaning alone fails b-find.12; both errands in other words pass', async () => {
    const id = 'shared.rug-errand-handoff';
    const one = await run(id, 'B', withArgs('find_and_handle', 'gmail.send_email', (old) => ({ ...old, subject: 'A favour?', body: 'Could you pick up my dry cleaning?' })));
    expect(failedIn(one, 'b-find')).toContain('b-find.12.world_matches_reference');
    const both = await run(id, 'B', withArgs('find_and_handle', 'gmail.send_email', (old) => ({ ...old, subject: 'A favour?', body: 'Could you grab my dry cleaning and fetch the rug from the shop?' })));
    expect(failedIn(both, 'b-find')).toEqual([]);
  }, 60_000);

  it('rsvp: a to-do titled "Reminder" names no thread and fails; "Answer the Wedding RSVP email" passes', async () => {
    const id = 'multi.rsvp-reply-reminder';
    const bare = await run(id, 'A', withArgs('flag_email', 'todoist.create_task', (old) => ({ ...old, title: 'Reminder' })));
    expect(failedIn(bare, 'create')).toContain('create.11.world_matches_reference');
    const named = await run(id, 'A', withArgs('flag_email', 'todoist.create_task', (old) => ({ ...old, title: 'Answer the wedding RSVP email' })));
    expect(failedIn(named, 'create')).toEqual([]);
  }, 60_000);

  it('thank-you comment: "Thank-you added" on the payment\'s line passes b-find.09; the payment with no word of the action fails', async () => {
    const id = 'shared.payment-comment-thanks';
    const told = (made: string) => (pkg: Obj): Obj => {
      const action = (pkg.actions as Obj[]).find((a) => a.id === 'find_and_handle')!;
      for (const step of action.plan as Obj[]) if (step.append === 'handled') step.item = { ...step.item, made };
      for (const step of action.plan as Obj[]) if (typeof step.message === 'string') step.message = '{{found.0.description}}';
      return pkg;
    };
    const added = await run(id, 'B', told('Thank-you added'));
    expect(failedIn(added, 'b-find')).toEqual([]);
    const silent = await run(id, 'B', told('thank-you'));
    expect(failedIn(silent, 'b-find')).toContain('b-find.09.visible_result_grounded');
  }, 60_000);

  it('splitwise note: the note appended to the description passes revise; another description fails', async () => {
    for (const [id, old] of [['single.splitwise.pay-via-venmo', 'Rent catch-up'], ['single.splitwise.venmo-then-splitwise', 'Utilities share']] as const) {
      const appended = await run(id, 'A', withArgs('note_payment', 'splitwise.update_payment', (args) => ({ ...args, description: `${old} — note: {{inputs.note}}` })));
      expect(failedIn(appended, 'revise')).toEqual([]);
      const other = await run(id, 'A', withArgs('note_payment', 'splitwise.update_payment', (args) => ({ ...args, description: `${old} (noted)` })));
      expect(failedIn(other, 'revise')).toContain('revise.08.world_matches_reference');
    }
  }, 60_000);

  it('payment log: a file listing the other sent payments fails b-find.10; the one payment in another layout passes', async () => {
    const id = 'shared.payment-log-file';
    const dump = await run(id, 'B', withArgs('find_and_handle', 'file_system.create_file', (old) => ({ ...old, content: '{{found.0.description}} $30\nLawn mowing (old) $32\nMay rent share $925\nBurrito Friday $18.20' })));
    expect(failedIn(dump, 'b-find')).toContain('b-find.10.world_matches_reference');
    const one = await run(id, 'B', withArgs('find_and_handle', 'file_system.create_file', (old) => ({ ...old, content: '2023-05-18 | {{found.0.description}} | 30.00 USD | to Lucas' })));
    expect(failedIn(one, 'b-find')).toEqual([]);
  }, 60_000);
});
