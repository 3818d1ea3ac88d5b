/**
 * s16 apis (issue #30): "Move one into the cart by name" (single.amazon.desk-lamp-move). An app
 * that shows the wish list and lets the user pick the item (its id goes straight to the move, no
 * catalogue search) now passes the first screen's checks (kit/list-pick.ts); the same app moving
 * another product fails the world check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** The moves take the picked item's id (`id`: the template sent), then name the product moved. */
const picked = (id: string) => (pkg: Obj): Obj => {
  for (const [action, api, what] of [['to_cart', 'amazon.move_product_from_wish_list_to_cart', 'moved to the cart'], ['to_wish_list', 'amazon.move_product_from_cart_to_wish_list', 'saved for later']] as const) {
    const act = (pkg.actions as Obj[]).find((a) => a.id === action)!;
    act.inputs = [{ name: 'product_id', label: 'Item (from your wish list)', type: 'number', required: true }];
    act.plan = [
      { call: api, args: { product_id: id } },
      { call: 'amazon.show_product', args: { product_id: id }, bind: 'p' },
      { append: 'log', item: { id: `${action} {{p.product_id}}`, ref: '{{p.product_id}}', name: '{{p.name}}', what } },
      { message: `${what === 'moved to the cart' ? 'Moved to the cart' : 'Saved for later'} {{p.name}}.` },
    ];
  }
  return pkg;
};

describe('a wish-list item picked from the list (kit/list-pick.ts)', () => {
  const checks = ['open.01.input_available', 'open.02.action_available', 'reopen.04.input_available'];
  it('an app whose item input reaches the move (no search) passes the first screen; moving another product fails', async () => {
    const right = failedIds(await runCrafted(suiteTaskById('single.amazon.desk-lamp-move'), picked('{{inputs.product_id}}'), 'apis16'));
    for (const id of checks) expect(right).not.toContain(id);
    const wrong = failedIds(await runCrafted(suiteTaskById('single.amazon.desk-lamp-move'), picked('1282410'), 'apis16'));
    expect(wrong).toContain('step1.09.world_matches_reference');
  }, 60_000);
});
