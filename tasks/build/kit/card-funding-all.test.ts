/**
 * s17 fields (issue #30): "Pay my sister Chloe back on Venmo" / "Send $180 for the flight share"
 * names no funding source (shared.payment-splitwise-settle). kit/card-funding.ts now declares
 * `funding` on every Venmo pay step, and its collateral check admits one card updated: the same
 * $180 to Chloe from the user's card passes as the reference's balance payment does; $185 from
 * the card, or $180 from the card to someone else, fails. A user who named the funding ("from my
 * balance") keeps it pinned.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { fixtureRow } from './fixture.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const TASK = 'shared.payment-splitwise-settle';
const card = (): number => fixtureRow<{ id: number }>("SELECT id FROM supervisor_payment_cards WHERE card_name = 'Everyday Visa'").id;

/** App A pays from the card (`amount`: the template it sends); app B is the reference's. */
const byCard = (amount: string, to?: string) => (slot: string, pkg: Obj): Obj => {
  if (slot !== 'A') return pkg;
  const create = (pkg.actions as Obj[]).find((a) => a.id === 'create')!;
  const send = (create.plan as Obj[]).find((s) => s.call === 'venmo.create_transaction')!;
  send.args = { ...send.args, amount, payment_card_id: card(), ...(to ? { receiver_email: to } : {}) };
  return pkg;
};

/** The task as main built it: no funding, no card in the collateral check. */
const undeclared = (task: Obj): Obj => ({
  ...task,
  episodes: (task.episodes as Obj[]).map((e) => ({
    ...e,
    assertions: (e.assertions as Obj[]).map(({ funding: _f, ...a }) =>
      a.type === 'no_collateral' ? { ...a, allow: (a.allow as Obj[]).filter((x) => x.table !== 'payment_cards') } : a,
    ),
  })),
});

const check = (id: string, episode: string, type: string): Obj =>
  ((suiteTaskById(id).episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[]).find((a) => a.type === type)!;

describe('every Venmo pay step where the user named no funding (kit/card-funding.ts, s17)', () => {
  it('declares funding and admits a card on single, shared and service pay steps; not where the user named the balance', () => {
    for (const [id, episode] of [[TASK, 'a-create'], ['single.venmo.split-bill', 'create'], ['service.venmo-payment-note', 'create'], ['single.venmo.request-inbox', 'create'], ['service.venmo-private-payment', 'create-2']]) {
      expect(check(id!, episode!, 'world_matches_reference').funding?.card).toEqual({ app: 'supervisor', table: 'payment_cards', field: 'balance' });
      expect((check(id!, episode!, 'no_collateral').allow as Obj[]).some((x) => x.app === 'supervisor' && x.table === 'payment_cards')).toBe(true);
    }
    // "approve the fair ones from my balance": the user named the funding.
    expect(check('single.venmo.settle-requests', 'create', 'world_matches_reference').funding).toBeUndefined();
    expect((check('single.venmo.settle-requests', 'create', 'no_collateral').allow as Obj[]).some((x) => x.table === 'payment_cards')).toBe(false);
  });
  it('passes $180 to Chloe from the card (which failed before); fails $185 from the card', async () => {
    const before = failedIds(await runCraftedSlots(undeclared(suiteTaskById(TASK)), byCard('{{inputs.amount}}'), 'fields17a'));
    expect(before).toContain('a-create.05.no_collateral');
    const rightRows = await runCraftedSlots(suiteTaskById(TASK), byCard('{{inputs.amount}}'), 'fields17b');
    const right = failedIds(rightRows);
    for (const id of ['a-create.05.no_collateral', 'a-create.08.world_matches_reference']) expect(rightRows.some((r) => r.assertion === id && r.passed)).toBe(true);
    expect(right.filter((id) => id.startsWith('a-create.'))).toEqual([]);
    expect(right).not.toContain('a-create.05.no_collateral');
    expect(right).not.toContain('a-create.08.world_matches_reference');
    const wrong = failedIds(await runCraftedSlots(suiteTaskById(TASK), byCard('185'), 'fields17c'));
    expect(wrong).toContain('a-create.08.world_matches_reference');
    const elsewhere = failedIds(await runCraftedSlots(suiteTaskById(TASK), byCard('{{inputs.amount}}', 'caleb.larsen@yahoo.com'), 'fields17d'));
    expect(elsewhere).toContain('a-create.08.world_matches_reference');
  }, 60_000);
});
