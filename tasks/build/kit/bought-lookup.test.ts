/**
 * s16 fields (issue #30, one_api): "my opinions on things I bought: post a star rating" — an app
 * that finds the product in the user's order history by the typed name (`amazon.show_orders.query`)
 * reaches the same product and makes the same review as one that searches the catalogue
 * (kit/bought-lookup.ts). An app with no product input at all still fails the first screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/**
 * The package whose review form finds the product in my orders (`show_orders`, newest first)
 * instead of searching the catalogue: by the typed name, or, with `typed` false, with no product
 * input at all (my latest order's item).
 */
const fromOrders = (typed: boolean) => (pkg: Obj): Obj => {
  const review = (pkg.actions as Obj[]).find((a) => a.id === 'write_review')!;
  const at = (review.plan as Obj[]).findIndex((s) => s.call === 'amazon.search_products');
  const search = review.plan[at] as Obj;
  const input = (review.inputs as Obj[]).find((i) => JSON.stringify(search.args).includes(`inputs.${i.name}}`))!;
  if (!typed) review.inputs = (review.inputs as Obj[]).filter((i) => i !== input);
  review.plan[at] = { call: 'amazon.show_orders', args: typed ? { query: `{{inputs.${input.name}}}`, page_limit: 1 } : { page_limit: 1 }, bind: search.bind };
  return JSON.parse(JSON.stringify(pkg).replaceAll(`{{${search.bind}.0.`, `{{${search.bind}.0.items.0.`)) as Obj;
};

describe('a thing the user bought, picked from their orders (kit/bought-lookup.ts)', () => {
  it('takes an input reaching show_orders.query beside search_products.query', () => {
    const open = (suiteTaskById('single.amazon.product-reviews').episodes as Obj[])[0]!.assertions.find((a: Obj) => a.id === 'open.01.input_available');
    expect(open.names).toEqual(['product', 'amazon.search_products.query', 'amazon.show_orders.query']);
    // Buying anew is not a thing bought: the one-click order app keeps its search.
    const buy = (suiteTaskById('single.amazon.one-click-umbrella').episodes as Obj[])[0]!.assertions.find((a: Obj) => a.type === 'input_available' && a.names.includes('amazon.search_products.query'));
    expect(buy.names).not.toContain('amazon.show_orders.query');
  });

  it('passes an app that finds the blender in my orders by name; fails one with no product input', async () => {
    const t = suiteTaskById('single.amazon.honest-review');
    const ids = (t.episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).map((a) => a.id as string);
    const checks = ids.filter((id) => /^(open|reopen)\.\d+\.input_available$|^step1\.\d+\.(record_matches|world_matches_reference)$/.test(id));
    expect(checks.length).toBeGreaterThanOrEqual(4);
    const orders = failedIds(await runCrafted(t, fromOrders(true), 'fields16'));
    for (const id of checks) expect(orders).not.toContain(id);
    const none = failedIds(await runCrafted(suiteTaskById('single.amazon.honest-review'), fromOrders(false), 'fields16'));
    expect(none).toContain('open.01.input_available');
  }, 60_000);
});
