/**
 * s17 fields (issue #30): "Like the Camping gear rental refund" (single.venmo.refund-like). An app
 * that lists the payments and lets the user pick the named one (its id goes straight to the like
 * or unlike, no search by words) now passes the first screen's checks (kit/feed-pick.ts); the same
 * app liking another payment (the Uber one) fails the world check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const TASK = 'single.venmo.refund-like';

/** Like and unlike take the picked payment's id (`id`: the template sent). */
const picked = (id: string) => (pkg: Obj): Obj => {
  for (const [action, api, what] of [['like', 'venmo.like_transaction', 'Liked'], ['unlike', 'venmo.unlike_transaction', 'Unliked']] as const) {
    const act = (pkg.actions as Obj[]).find((a) => a.id === action)!;
    act.inputs = [{ name: 'payment_id', label: 'Payment (from the list)', type: 'number', required: true }];
    act.plan = [
      { call: api, args: { transaction_id: id } },
      { call: 'venmo.show_transaction', args: { transaction_id: id }, bind: 't' },
      { message: `${what} "{{t.description}}".` },
    ];
  }
  return pkg;
};

describe('a Venmo payment picked from a list (kit/feed-pick.ts)', () => {
  it('widens the first screen\'s checks of the like tasks by the found payment\'s id', () => {
    const open = (suiteTaskById(TASK).episodes as Obj[]).find((e) => e.id === 'open')!.assertions as Obj[];
    expect(open.find((a) => a.type === 'input_available')?.names).toEqual(expect.arrayContaining(['venmo.show_transactions.query', 'venmo.like_transaction.transaction_id', 'venmo.unlike_transaction.transaction_id']));
    expect(open.find((a) => a.type === 'action_available')?.names).toEqual(expect.arrayContaining(['venmo.like_transaction', 'venmo.unlike_transaction']));
  });
  it('an app whose payment input reaches the like (no search) passes the first screen; liking another payment (the Uber one) fails', async () => {
    const checks = ['open.01.input_available', 'open.02.action_available', 'reopen.04.input_available'];
    const before = suiteTaskById(TASK);
    for (const e of before.episodes as Obj[]) for (const a of e.assertions as Obj[]) if (a.names) a.names = (a.names as string[]).filter((n) => !/like_transaction/.test(n));
    const failedBefore = failedIds(await runCrafted(before, picked('{{inputs.payment_id}}'), 'fields17p'));
    expect(failedBefore).toContain('open.01.input_available');
    const rightRows = await runCrafted(suiteTaskById(TASK), picked('{{inputs.payment_id}}'), 'fields17q');
    const right = failedIds(rightRows);
    for (const id of checks) expect(rightRows.some((r) => r.assertion === id && r.passed)).toBe(true);
    for (const id of checks) expect(right).not.toContain(id);
    const wrong = failedIds(await runCrafted(suiteTaskById(TASK), picked('9376512'), 'fields17r'));
    expect(wrong).toContain('create.09.world_matches_reference');
  }, 60_000);
});
