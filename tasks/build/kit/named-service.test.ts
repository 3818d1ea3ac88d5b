/**
 * A change the user scopes to one service by name keeps to it (s17 holes17; kit/named-service.ts).
 * payback-venmo-and-log (s16-v1-f1): "Change the Splitwise note to …" no longer lets the new
 * words carry over to the Venmo transaction; its siblings whose user names no service ("Reword it
 * to …", "Note on it should say …") still may. The reference, which changes the Splitwise payment
 * only, passes every check of the step through the real generate → run → check chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { compareWithReference } from '../../../src/stages/check/reference-state.ts';
import type { Diff } from '../../../src/schemas/world.ts';
import { inStepNamed, servicesNamed } from './named-service.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checksOf = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];
const venmoRule = { app: 'venmo', table: 'transactions', field: 'description', from: 'Concert payback', to: 'Concert payback, April', why: 'the same payment' };
const noteRule = { app: 'simple_note', table: 'notes', field: 'title', from: 'a', to: 'b', why: 'a note titled after it' };

describe('named-service: the services a message names', () => {
  it('reads the services named in the message, and drops rules that carry the change to another', () => {
    expect(servicesNamed('Change the Splitwise note to "Concert payback, April".', ['splitwise', 'venmo'])).toEqual(['splitwise']);
    expect(inStepNamed([venmoRule], 'Change the Splitwise note to "Concert payback, April".', ['splitwise', 'venmo'])).toEqual([]);
    // Named both, or neither: the one payment, the change may carry over.
    expect(inStepNamed([venmoRule], 'Fix the note on Splitwise and Venmo.', ['splitwise', 'venmo'])).toEqual([venmoRule]);
    expect(inStepNamed([venmoRule], 'Reword it to "Book club dues, spring".', ['splitwise', 'venmo'])).toEqual([venmoRule]);
    // A service with no name of its own in the user's words is not judged.
    expect(inStepNamed([noteRule], 'Rename the Gmail label.', ['gmail', 'simple_note'])).toEqual([noteRule]);
  });
});

describe('payback-venmo-and-log: "Change the Splitwise note" leaves the Venmo payment as it was', () => {
  it('the revise admits no change to venmo.transactions; siblings that name no service keep the carry-over', () => {
    const revise = checksOf(suiteTaskById('multi.payback-venmo-and-log'), 'revise');
    const world = revise.find((a) => a.type === 'world_matches_reference')!;
    expect(world.in_step ?? []).toEqual([]);
    const collateral = revise.find((a) => a.type === 'no_collateral')!;
    expect((collateral.allow as Obj[]).map((x) => `${x.app}.${x.table}`)).toEqual(['splitwise.payments']);
    expect(revise.find((a) => a.type === 'mutation_limit')!.max).toBe(1);
    for (const id of ['multi.ski-pass-payback', 'multi.book-club-dues-payback']) {
      const w = checksOf(suiteTaskById(id), 'revise').find((a) => a.type === 'world_matches_reference')!;
      expect((w.in_step as Obj[]).map((r) => `${r.app}.${r.table}.${r.field}`)).toEqual(['venmo.transactions.description']);
    }
  });
  it('an app that also rewrites the Venmo payment\'s note fails the end state; the carry-over rule it had would have let it pass', () => {
    const world = checksOf(suiteTaskById('multi.payback-venmo-and-log'), 'revise').find((a) => a.type === 'world_matches_reference')!;
    const change = (app: string, table: string, id: number, before: Obj, after: Obj): Diff[number] => ({ app, table, inserted: [], updated: [{ id, before, after }], deleted: [] });
    const splitwise = change('splitwise', 'payments', 7746709, { description: 'Concert payback' }, { description: 'Concert payback, April' });
    const venmo = change('venmo', 'transactions', 9510008, { description: 'Concert payback' }, { description: 'Concert payback, April' });
    const reference = { changes: [splitwise], captures: {} };
    const candidate = (changes: Diff) => ({ changes, captures: {}, probed: [] });
    const rules = { free: world.free ?? [], rows: world.rows ?? [], inStep: world.in_step ?? [] };
    expect(compareWithReference(candidate([splitwise]), reference, rules)).toEqual([]);
    expect(compareWithReference(candidate([splitwise, venmo]), reference, rules)).not.toEqual([]);
    expect(compareWithReference(candidate([splitwise, venmo]), reference, { ...rules, inStep: [venmoRule] })).toEqual([]);
  });
  it('the reference, which changes only the Splitwise payment, passes every check of the step', async () => {
    const t = suiteTaskById('multi.payback-venmo-and-log');
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'named-service'), 'revise')).toEqual([]);
  }, 30_000);
});
