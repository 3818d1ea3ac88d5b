import type { ApiContext } from '../../types.ts';

/** Pricing rules of the cart and of orders. */
export const PRICING = { taxRate: 0.08, freeDeliveryFrom: 35, deliveryFee: 5.99, giftWrapFee: 4.99 } as const;

export const cents = (value: number): number => Math.round(value * 100) / 100;

export interface ProductRow {
  id: number;
  seller_id: number;
  name: string;
  product_type: string;
  description: string;
  price: number;
  delivery_days: number;
  inventory_quantity: number;
  color: string;
  relative_size: string | null;
  rating: number;
  review_count: number;
  created_at: string;
}

export interface CartRow {
  id: number;
  user_id: number;
  product_id: number;
  quantity: number;
  gift_wrap_quantity: number;
  added_at: string;
}

export function productView(ctx: ApiContext, row: ProductRow) {
  const seller = ctx.sql('SELECT id, name, rating FROM amazon_sellers WHERE id = ?').get(row.seller_id) as { id: number; name: string; rating: number } | undefined;
  return {
    product_id: row.id,
    name: row.name,
    product_type: row.product_type,
    description: row.description,
    price: row.price,
    color: row.color,
    relative_size: row.relative_size,
    delivery_days: row.delivery_days,
    inventory_quantity: row.inventory_quantity,
    rating: row.rating,
    review_count: row.review_count,
    seller: seller ? { seller_id: seller.id, name: seller.name, rating: seller.rating } : null,
  };
}

export function requireProduct(ctx: ApiContext, id: number): ProductRow {
  return (ctx.sql('SELECT * FROM amazon_products WHERE id = ?').get(id) as ProductRow | undefined) ?? ctx.fail(404, 'product_not_found', `The product with id ${id} does not exist.`);
}

export function cartRows(ctx: ApiContext): (CartRow & { name: string; price: number; inventory_quantity: number; delivery_days: number })[] {
  return ctx
    .sql('SELECT c.*, p.name, p.price, p.inventory_quantity, p.delivery_days FROM amazon_cart_items c JOIN amazon_products p ON p.id = c.product_id WHERE c.user_id = ? ORDER BY c.added_at, c.id')
    .all(ctx.user.id) as (CartRow & { name: string; price: number; inventory_quantity: number; delivery_days: number })[];
}

/** Costs of a set of lines under PRICING (free delivery from $35 of goods). */
export function costs(lines: readonly { price: number; quantity: number; gift_wrap_quantity: number }[]) {
  const base = cents(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
  const giftWrap = cents(lines.reduce((sum, l) => sum + l.gift_wrap_quantity * PRICING.giftWrapFee, 0));
  const tax = cents(base * PRICING.taxRate);
  const delivery = lines.length === 0 || base >= PRICING.freeDeliveryFrom ? 0 : PRICING.deliveryFee;
  return { base_cost: base, tax, delivery_fee: delivery, gift_wrap_fee: giftWrap, total_cost: cents(base + tax + delivery + giftWrap) };
}

/** Adds `days` to a `YYYY-MM-DDTHH:MM:SS` time. */
export function plusDays(time: string, days: number): string {
  return new Date(Date.parse(`${time}Z`) + days * 86_400_000).toISOString().slice(0, 19);
}
