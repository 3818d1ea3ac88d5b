/**
 * s24 removed lane: a return or review of a purchase does not name the user's newest delivered
 * purchase (kit/newer-purchase.ts; loud-blender-return s24-s14-f1). On the real built tasks and the
 * real runtime with the reference. (The lane's gone check for a state taken off a record was
 * withdrawn after delta review D3: its list reading failed correct apps; see
 * docs/fidelity-review-s24.md.)
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('removed');

describe('a return or review does not name the newest delivered purchase (loud-blender-return s24-s14-f1)', () => {
  const newest = (id: string) => {
    const rows = suiteTask(id).world.rows ?? [];
    const order = rows.filter((r) => r.app === 'amazon' && r.table === 'orders' && r.row.status === 'delivered').sort((a, b) => String(b.row.created_at).localeCompare(String(a.row.created_at)))[0];
    const items = rows.filter((r) => r.table === 'order_items' && order && r.row.order_id === order.row.id);
    return { order, items };
  };
  it('the blender return gets a newer delivered order of another product, delivered before the clock', () => {
    const { order, items } = newest('single.amazon.loud-blender-return');
    expect(String(order?.row.created_at) > '2023-04-02T13:30:00').toBe(true);
    expect(items.map((i) => i.row.product_id)).not.toContain(9504626);
    expect(items.every((i) => i.row.delivered_at !== null && String(i.row.delivered_at) < '2023-05-18T12:00:00')).toBe(true);
  });
  it('a review of a purchase placed by kit/bought-reviewed is not the newest either', () => {
    const { order, items } = newest('single.amazon.product-reviews');
    expect(String(order?.row.created_at) > '2023-05-08T18:20:00').toBe(true);
    expect(items.map((i) => i.row.product_id)).not.toContain(7615713);
  });
  it('the reference still passes', async () => {
    expect(failed((await runAttacked(suiteTask('single.amazon.loud-blender-return'), () => {}, cache)).rows)).toEqual([]);
  }, 120_000);
});
