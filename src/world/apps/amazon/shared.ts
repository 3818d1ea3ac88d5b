import type { ApiContext } from '../../types.ts';

/**
 * Amazon keeps no card or address tables of its own: it reads (and charges) the account
 * store's `supervisor_payment_cards` and `supervisor_addresses`, so ids match what
 * `supervisor.show_payment_cards` / `show_addresses` show and a charge is visible in the diff.
 */
export const amazonTables = {
  sellers: 'id INTEGER PRIMARY KEY, name TEXT NOT NULL, rating REAL NOT NULL, joined_at TEXT NOT NULL',
  products: `id INTEGER PRIMARY KEY, seller_id INTEGER NOT NULL, name TEXT NOT NULL, product_type TEXT NOT NULL, description TEXT NOT NULL,
    price REAL NOT NULL, delivery_days INTEGER NOT NULL, inventory_quantity INTEGER NOT NULL, color TEXT NOT NULL, relative_size TEXT,
    rating REAL NOT NULL DEFAULT 0, review_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL`,
  cart_items: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL, gift_wrap_quantity INTEGER NOT NULL DEFAULT 0, added_at TEXT NOT NULL, UNIQUE(user_id, product_id)',
  wish_list_items: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, added_at TEXT NOT NULL, UNIQUE(user_id, product_id)',
  orders: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, payment_card_id INTEGER NOT NULL, address_id INTEGER NOT NULL, base_cost REAL NOT NULL,
    tax REAL NOT NULL, delivery_fee REAL NOT NULL, gift_wrap_fee REAL NOT NULL, total_cost REAL NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL`,
  order_items: `id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL, price REAL NOT NULL,
    gift_wrap_quantity INTEGER NOT NULL DEFAULT 0, returned_quantity INTEGER NOT NULL DEFAULT 0, expected_delivery_at TEXT NOT NULL, delivered_at TEXT`,
  product_reviews: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, rating INTEGER NOT NULL, title TEXT NOT NULL,
    text TEXT NOT NULL, is_verified INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE(user_id, product_id)`,
  returns: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL, reason TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL',
};

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
