/**
 * Look-alikes of records made under a parent (kit/look-alike-rows.ts) through the real generate →
 * run → check chain with a hand-made app: a cart row of another product added after the run's,
 * another person's newer review of the product the user reviews. An app that takes the newest (or
 * only) record instead of the one the user names fails; the same app passes without the
 * look-alike (the hole it closes); the reference and a correct app in other words pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, rewritten, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { withParentLookAlikes } from './look-alike-rows.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const index = fixtureIndex('base');
const rowsOf = (task: Obj, table: string): Obj[] => (task.world.rows ?? []).filter((r: Obj) => `${r.app}.${r.table}` === table).map((r: Obj) => r.row);
const withoutRows = (task: Obj): Obj => ({ ...task, world: { fixture: task.world.fixture, seed: task.world.seed } });
const action = packageAction;
/** The reference with its own words replaced: titles, labels and messages a correct app may word otherwise. */
const ownWords = (pkg: Obj): Obj => rewritten(pkg, (text) => text.replace(/^Moved to the cart/, 'In your basket now:').replace(/^Saved for later/, 'Back on your list:').replace(/^Emptied the cart/, 'Your basket is empty now, it held').replace(/Payday Picks|Office Restock|Honest Reviews/g, 'My Shop'));

describe('withParentLookAlikes', () => {
  it('puts a cart row of another product, of another type, added after the run into a task that moves the cart row it made', () => {
    const task = suiteTaskById('single.amazon.payday-cart');
    const [row, ...more] = rowsOf(task, 'amazon.cart_items');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ user_id: index.userId, quantity: 1, added_at: '2023-05-19T12:00:00' });
    const products = index.tables.get('amazon.products')?.rows ?? [];
    const named = products.find((p) => p.id === 8504654);
    const alike = products.find((p) => p.id === row?.product_id);
    expect(alike?.product_type).not.toBe(named?.product_type);
  });

  it('gives a review the user writes a review of the user on another product and another person’s newer one on the same product', () => {
    const [own, other] = rowsOf(suiteTaskById('single.amazon.honest-review'), 'amazon.product_reviews');
    expect(own).toMatchObject({ user_id: index.userId, created_at: '2023-05-19T12:00:00' });
    expect(own?.product_id).not.toBe(9504626);
    expect(other).toMatchObject({ product_id: 9504626, created_at: '2023-05-19T12:00:00' });
    expect(other?.user_id).not.toBe(index.userId);
  });

  it('leaves a task alone whose later episodes never check the table again, and a table the world already holds rows of', () => {
    const task = suiteTaskById('single.amazon.payday-cart');
    const once = { ...withoutRows(task), episodes: (task.episodes as Obj[]).slice(0, 2) };
    expect(withParentLookAlikes(once as never).world.rows).toBeUndefined();
    expect(withParentLookAlikes(task as never).world.rows).toEqual(task.world.rows);
  });
});

describe('a cart row moved back to the wish list by name (payday-cart)', () => {
  const task = suiteTaskById('single.amazon.payday-cart');
  // Takes the newest cart line (show_cart lists oldest first: the second of two) instead of the product named.
  const newestLine = (pkg: Obj): Obj => {
    const back = action(pkg, 'to_wish_list');
    back.plan = [{ call: 'amazon.show_cart', args: {}, bind: 'cart' }, ...(back.plan as Obj[]).slice(1).map((s) => JSON.parse(JSON.stringify(s).replaceAll('found.0', 'cart.cart_items.1')))];
    return pkg;
  };
  // The only cart line (the one step1 added), whatever the user names.
  const onlyLine = (pkg: Obj): Obj => {
    const back = action(newestLine(pkg), 'to_wish_list');
    back.plan = JSON.parse(JSON.stringify(back.plan).replaceAll('cart.cart_items.1', 'cart.cart_items.0'));
    return pkg;
  };

  it('fails an app that moves the newest cart line back', async () => {
    const failed = failedIn(await runCrafted(task, newestLine, 'alike-rows-newest'), 'step2');
    expect(failed).toEqual(expect.arrayContaining(['step2.03.db_changed', 'step2.04.db_changed']));
  });

  it('without the look-alike the newest line is the only one, and an app that moves it passes step2 (the hole)', async () => {
    expect(failedIn(await runCrafted(withoutRows(task), onlyLine, 'alike-rows-only-without'), 'step2')).toEqual([]);
  });

  it('passes the reference and a correct app in other words', async () => {
    expect(failedIds(await runCrafted(task, (pkg) => pkg, 'alike-rows-oracle'))).toEqual([]);
    expect(failedIds(await runCrafted(task, ownWords, 'alike-rows-own-words'))).toEqual([]);
  });
});

describe('a whole cart emptied (pen-restock)', () => {
  const task = suiteTaskById('single.amazon.pen-restock');
  // Removes only the line it added (the first of show_cart) instead of emptying the cart.
  const onlyOwn = (pkg: Obj): Obj => {
    const empty = action(pkg, 'empty_cart');
    empty.plan = (empty.plan as Obj[]).map((s) => (s.call === 'amazon.clear_cart' ? { call: 'amazon.delete_product_from_cart', args: { product_id: '{{before.cart_items.0.product_id}}' } } : s));
    return pkg;
  };

  it('fails an app that removes only the line it added; without the look-alike the same app passed', async () => {
    expect(failedIn(await runCrafted(task, onlyOwn, 'alike-rows-cart-own'), 'step2')).toContain('step2.07.world_matches_reference');
    const without = failedIn(await runCrafted(withoutRows(task), onlyOwn, 'alike-rows-cart-own-without'), 'step2');
    // Only the mutation count (which counts the look-alike the world no longer has) tells it there.
    expect(without.filter((id) => !id.endsWith('mutation_limit'))).toEqual([]);
  });

  it('passes the reference and a correct app in other words', async () => {
    expect(failedIds(await runCrafted(task, (pkg) => pkg, 'alike-rows-cart-oracle'))).toEqual([]);
    expect(failedIds(await runCrafted(task, ownWords, 'alike-rows-cart-own-words'))).toEqual([]);
  });
});

describe('a review deleted (honest-review)', () => {
  const task = suiteTaskById('single.amazon.honest-review');
  // Deletes the newest review of the product the user names, not the review the user wrote.
  const newestOfProduct = (pkg: Obj): Obj => {
    const del = action(pkg, 'delete_review');
    del.inputs = [{ name: 'product', label: 'Product', type: 'text', required: true }];
    del.plan = [
      { call: 'amazon.search_products', args: { query: '{{inputs.product}}', page_limit: 1 }, bind: 'found' },
      { call: 'amazon.show_product_reviews', args: { product_id: '{{found.0.product_id}}', page_limit: 1 }, bind: 'reviews' },
      ...JSON.parse(JSON.stringify(del.plan).replaceAll('{{inputs.review_id}}', '{{reviews.0.product_review_id}}')).map((s: Obj) => (s.call === 'amazon.delete_product_review' ? { ...s, args: { product_review_id: '{{reviews.0.product_review_id}}' } } : s)),
    ];
    return pkg;
  };

  it('fails an app that deletes the newest review of the product; without the look-alike it passed', async () => {
    expect(failedIn(await runCrafted(task, newestOfProduct, 'alike-rows-review'), 'step2')).toContain('step2.03.db_changed');
    expect(failedIn(await runCrafted(withoutRows(task), newestOfProduct, 'alike-rows-review-without'), 'step2')).toEqual([]);
  });

  it('passes the reference', async () => {
    expect(failedIds(await runCrafted(task, (pkg) => pkg, 'alike-rows-review-oracle'))).toEqual([]);
  });
});
