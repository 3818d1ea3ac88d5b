/**
 * s24 removed lane (issue #30, rubric `fidelity/2` criterion Fidelity, infidelity/trivial_target):
 * the product a return or a review of a purchase names is not the user's newest delivered purchase.
 *
 * Finding: loud-blender-return s24-s14-f1 ('Personal Blender, Red' was the user's newest DELIVERED
 * purchase; the newest order is still shipping, so returns refuse it, and an app that returns the
 * first returnable item whatever the product passed). Likewise a review of "something I bought"
 * whose product is the newest delivered one (the fixture's blender, or the order kit/bought-reviewed.ts
 * places a week before the clock). Each such task gets, in its own world, a newer delivered order
 * of the user's (a look-alike purchase) of another product: one the task never names, of a kind it
 * never says, delivered before the clock and not returned, so taking the newest delivered item (to
 * return or to review) gets it, not the one the user named.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { quantityApart } from './bought-reviewed.ts';
import { fixtureRow, fixtureRows, userId } from './fixture.ts';
import { holds, saidTexts } from './look-alike.ts';

type Obj = Record<string, any>;

/** After every order the fixture's user (or a kit) placed and delivered, before the frozen clock. */
const PLACED = '2023-05-13T09:40:00';
const DELIVERED = '2023-05-16T15:20:00';

/** The products the task's checks have the user return or review. */
function namedProducts(task: TaskInput): Set<number> {
  const out = new Set<number>();
  const add = (v: unknown) => {
    if (typeof v === 'number' && Number.isInteger(v)) out.add(v);
  };
  for (const e of task.episodes) {
    const checks = (e.assertions ?? []) as Obj[];
    // A step that makes a return or a review whose checks hold no product id (a service task): the product its screen check names.
    if (checks.some((a) => a.type === 'db_changed' && a.op === 'inserted' && a.app === 'amazon' && ['returns', 'product_reviews'].includes(a.table))) {
      for (const a of checks) {
        if (a.type !== 'visible_result_grounded' || typeof a.value !== 'string' || a.value.startsWith('$')) continue;
        for (const r of fixtureRows<{ id: number }>('SELECT id FROM amazon_products WHERE name = ?', a.value)) add(r.id);
      }
    }
    for (const a of checks) {
      if (a.app !== 'amazon') continue;
      if (a.type === 'api_called' && ['initiate_return', 'write_product_review'].includes(a.api)) add(a.args?.product_id);
      if (['returns', 'product_reviews'].includes(a.table)) {
        if (a.type === 'record_matches') add(a.fields?.product_id);
        if (a.type === 'db_changed' && a.op === 'inserted') add(a.where?.product_id);
      }
    }
  }
  return out;
}

interface Bought { order_id: number; product_id: number; created_at: string }

/** The newest delivered purchase of the user, in the fixture and the task's own rows: its order's products. */
function newestDelivered(task: TaskInput, user: number): Bought[] {
  const rows = ((task.world as { rows?: ExtraRow[] }).rows ?? []).filter((r) => r.app === 'amazon');
  const own = rows.filter((r) => r.table === 'order_items' && r.row.delivered_at !== null).flatMap((r) => {
    const order = rows.find((o) => o.table === 'orders' && o.row.id === r.row.order_id);
    return order && order.row.user_id === user ? [{ order_id: Number(order.row.id), product_id: Number(r.row.product_id), created_at: String(order.row.created_at) }] : [];
  });
  const fixture = fixtureRows<Bought>('SELECT o.id AS order_id, i.product_id, o.created_at FROM amazon_orders o JOIN amazon_order_items i ON i.order_id = o.id WHERE o.user_id = ? AND i.delivered_at IS NOT NULL AND i.returned_quantity < i.quantity', user);
  const all = [...own, ...fixture];
  const top = all.reduce((m, b) => (b.created_at > m ? b.created_at : m), '');
  return all.filter((b) => b.created_at === top);
}

const freeId = (table: string, taken: ReadonlySet<number>, from: number): number => {
  for (let id = from; ; id += 1) if (!taken.has(id) && fixtureRows(`SELECT 1 FROM ${table} WHERE id = ?`, id).length === 0) return id;
};

/** The task with a newer delivered purchase of another product where the named one is the newest. */
export function withNewerPurchase(task: TaskInput): TaskInput {
  const named = namedProducts(task);
  if (named.size === 0) return task;
  const user = userId();
  if (!newestDelivered(task, user).some((b) => named.has(b.product_id))) return task;
  const said = saidTexts(task).map((t) => normalizeText(t));
  const types = new Set(fixtureRows<{ product_type: string }>(`SELECT DISTINCT product_type FROM amazon_products WHERE id IN (${[...named].join(',')})`).map((r) => r.product_type));
  // Another product: none the task names, of a kind neither named nor said, whose name no said text holds.
  const product = fixtureRows<{ id: number; name: string; product_type: string; price: number }>('SELECT id, name, product_type, price FROM amazon_products WHERE inventory_quantity > 5 ORDER BY id')
    .find((p) => !named.has(p.id) && !types.has(p.product_type) && !said.some((t) => holds(t, p.product_type) || holds(p.name, t) || holds(t, p.name)));
  if (!product) throw new Error(`no product for a newer purchase in ${task.id}`);
  const rows = [...((task.world as { rows?: ExtraRow[] }).rows ?? [])];
  const taken = (table: string) => new Set(rows.filter((r) => r.app === 'amazon' && r.table === table).map((r) => Number(r.row.id)));
  const card = fixtureRow<{ id: number }>('SELECT id FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1').id;
  const address = fixtureRow<{ id: number }>("SELECT id FROM supervisor_addresses ORDER BY name = 'Home' DESC, id LIMIT 1").id;
  const quantity = quantityApart(task);
  const base = Math.round(product.price * quantity * 100) / 100;
  const tax = Math.round(base * 0.08 * 100) / 100;
  const orderId = freeId('amazon_orders', taken('orders'), 1_000_600);
  rows.push({ app: 'amazon', table: 'orders', row: { id: orderId, user_id: user, payment_card_id: card, address_id: address, base_cost: base, tax, delivery_fee: 0, gift_wrap_fee: 0, total_cost: Math.round((base + tax) * 100) / 100, status: 'delivered', created_at: PLACED } });
  rows.push({ app: 'amazon', table: 'order_items', row: { id: freeId('amazon_order_items', taken('order_items'), 1_000_600), order_id: orderId, product_id: product.id, quantity, price: product.price, gift_wrap_quantity: 0, returned_quantity: 0, expected_delivery_at: DELIVERED, delivered_at: DELIVERED } });
  return { ...task, world: { ...task.world, rows } } as TaskInput;
}
