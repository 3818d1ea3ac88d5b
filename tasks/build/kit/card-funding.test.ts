/**
 * s16 apis (issue #30): "Pay Aisha back $40" names no funding source. The world check declares
 * `funding` (kit/card-funding.ts, src/stages/check/funding.ts): the same $40 sent from one of the
 * user's cards passes as the reference's balance payment does; $45 sent from a card still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { fixtureRow } from './fixture.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** The user's "Everyday Visa", a card the fixture gives them. */
const card = (): number => fixtureRow<{ id: number }>("SELECT id FROM supervisor_payment_cards WHERE card_name = 'Everyday Visa'").id;

/** The reference's pay-back action, paying from the card (`amount`: the template sent on Venmo). */
const byCard = (amount: string) => (pkg: Obj): Obj => {
  const pay = (pkg.actions as Obj[]).find((a) => a.id === 'pay_back')!;
  const send = (pay.plan as Obj[]).find((s) => s.call === 'venmo.create_transaction')!;
  send.args = { ...send.args, amount, payment_card_id: card() };
  return pkg;
};

describe('a Venmo payment from a card where the user named no funding (kit/card-funding.ts)', () => {
  it('declares funding on the pay step of the flagged tasks only', () => {
    for (const id of ['multi.payback-venmo-and-log', 'multi.book-club-dues-payback']) {
      const create = (suiteTaskById(id).episodes as Obj[]).find((e) => e.id === 'create')!;
      const world = (create.assertions as Obj[]).find((a) => a.type === 'world_matches_reference')!;
      expect(world.funding.card).toEqual({ app: 'supervisor', table: 'payment_cards', field: 'balance' });
    }
    // A step that sends no money is left as it was.
    const revise = (suiteTaskById('multi.payback-venmo-and-log').episodes as Obj[]).find((e) => e.id === 'revise');
    expect(((revise?.assertions ?? []) as Obj[]).some((a) => a.funding !== undefined)).toBe(false);
  });
  it('passes $40 from the card (which failed before the declaration); fails $45 from the card', async () => {
    const task = suiteTaskById('multi.payback-venmo-and-log') as Obj;
    const undeclared = { ...task, episodes: (task.episodes as Obj[]).map((e) => ({ ...e, assertions: (e.assertions as Obj[]).map(({ funding: _f, ...a }) => a) })) };
    expect(failedIds(await runCrafted(undeclared as never, byCard('{{inputs.amount}}'), 'apis16'))).toContain('create.12.world_matches_reference');
    const right = failedIds(await runCrafted(suiteTaskById('multi.payback-venmo-and-log'), byCard('{{inputs.amount}}'), 'apis16'));
    expect(right).not.toContain('create.12.world_matches_reference');
    expect(right).not.toContain('create.08.no_collateral');
    const wrong = failedIds(await runCrafted(suiteTaskById('multi.payback-venmo-and-log'), byCard('45'), 'apis16'));
    expect(wrong).toContain('create.12.world_matches_reference');
  }, 60_000);
});
