/**
 * s18 (issue #30, s18-Z8-f1, unnatural_episode): "an app to review things I bought on Amazon" —
 * the product a review task's user reviews is one the user ordered. The fixture's user had never
 * ordered the products these tasks review, so an app that lets the user pick from their own
 * orders (as the intentions say: "things I bought", "my purchases") could not find it, and the
 * service stored the reference's review as unverified. Each product a task's checks have the user
 * review gets a delivered order of the user's in the task's world, placed before the clock.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRow, fixtureRows, userId } from './fixture.ts';

type Obj = Record<string, unknown>;

/** Placed a week before the frozen clock and delivered: a purchase the user can now review. */
const PLACED = '2023-05-08T18:20:00';
const DELIVERED = '2023-05-12T14:00:00';

/** The products the task's checks have the user review (`write_product_review`, a review row they write). */
export function reviewedProducts(task: TaskInput): number[] {
  const out = new Set<number>();
  const add = (v: unknown) => {
    if (typeof v === 'number' && Number.isInteger(v)) out.add(v);
  };
  for (const e of task.episodes) {
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type === 'api_called' && a.app === 'amazon' && a.api === 'write_product_review') add((a.args as Obj | undefined)?.product_id);
      if (a.app === 'amazon' && a.table === 'product_reviews') {
        if (a.type === 'record_matches') add((a.fields as Obj | undefined)?.product_id);
        if (a.type === 'db_changed' && a.op === 'inserted') add((a.where as Obj | undefined)?.product_id);
      }
    }
  }
  return [...out].sort((x, y) => x - y);
}

/** The smallest quantity that is none of the star ratings the task's checks hold. */
export function quantityApart(task: TaskInput): number {
  const stars = new Set<number>();
  for (const e of task.episodes) {
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.app === 'amazon' && a.table === 'product_reviews' && a.type === 'record_matches') stars.add(Number((a.fields as Obj | undefined)?.rating));
      if ((a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && Array.isArray(a.beside) && typeof a.value === 'number') stars.add(a.value);
    }
  }
  let q = 1;
  while (stars.has(q)) q += 1;
  return q;
}

/** Whether the fixture's user already ordered the product. */
const ordered = (user: number, product: number): boolean =>
  fixtureRows('SELECT 1 FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? AND i.product_id = ?', user, product).length > 0;

/** The smallest id from `from` up that neither the fixture's table nor the task's own rows hold. */
function freeId(table: string, taken: ReadonlySet<number>, from: number): number {
  for (let id = from; ; id += 1) if (!taken.has(id) && fixtureRows(`SELECT 1 FROM ${table} WHERE id = ?`, id).length === 0) return id;
}

/** The task with a delivered order of each product its user reviews but never bought. */
export function withBoughtReviewed(task: TaskInput): TaskInput {
  const user = userId();
  const rows = [...((task.world as { rows?: ExtraRow[] }).rows ?? [])];
  // An order the task's own world already holds counts too (the pass is idempotent).
  const own = new Set(rows.filter((r) => r.app === 'amazon' && r.table === 'order_items').map((r) => Number(r.row.product_id)));
  const products = reviewedProducts(task).filter((p) => !own.has(p) && !ordered(user, p));
  if (products.length === 0) return task;
  const taken = (table: string) => new Set(rows.filter((r) => r.table === table).map((r) => Number(r.row.id)));
  const card = fixtureRow<{ id: number }>('SELECT id FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1').id;
  const address = fixtureRow<{ id: number }>("SELECT id FROM supervisor_addresses ORDER BY name = 'Home' DESC, id LIMIT 1").id;
  // s19 (s19-Z1-f1): the line's quantity is none of the stars the task's user gives, so "× 1" on an
  // order line is not the user's one star (kit/stars-apart.ts counts it as the product's number).
  const quantity = quantityApart(task);
  const lines = products.map((id) => ({ id, price: fixtureRow<{ price: number }>('SELECT price FROM amazon_products WHERE id = ?', id).price }));
  const base = Math.round(lines.reduce((sum, l) => sum + l.price * quantity, 0) * 100) / 100;
  const tax = Math.round(base * 0.08 * 100) / 100;
  const orderId = freeId('amazon_orders', taken('orders'), 1_000_500);
  rows.push({ app: 'amazon', table: 'orders', row: { id: orderId, user_id: user, payment_card_id: card, address_id: address, base_cost: base, tax, delivery_fee: 0, gift_wrap_fee: 0, total_cost: Math.round((base + tax) * 100) / 100, status: 'delivered', created_at: PLACED } });
  let next = 1_000_500;
  for (const line of lines) {
    const id = freeId('amazon_order_items', new Set([...taken('order_items'), ...rows.filter((r) => r.table === 'order_items').map((r) => Number(r.row.id))]), next);
    next = id + 1;
    rows.push({ app: 'amazon', table: 'order_items', row: { id, order_id: orderId, product_id: line.id, quantity, price: line.price, gift_wrap_quantity: 0, returned_quantity: 0, expected_delivery_at: DELIVERED, delivered_at: DELIVERED } });
  }
  return { ...task, world: { ...task.world, rows } } as TaskInput;
}
