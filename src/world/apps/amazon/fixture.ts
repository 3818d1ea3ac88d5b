import type { Rng } from '../../ids.ts';
import { seedAmazonExtras } from './extras-fixture.ts';
import type { SeedContext } from '../../types.ts';
import { homeOf } from '../file_system/paths.ts';
import { PRODUCTS, REVIEWS, SELLER_OF_TYPE, SELLERS, SIZES } from './data.ts';
import { receiptText } from './orders.ts';
import { costs, plusDays } from './shared.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const title = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

function stamp(rng: Rng, year: number, months: readonly [number, number]): string {
  return `${year}-${pad(rng.int(months[0], months[1]))}-${pad(rng.int(1, 28))}T${pad(rng.int(7, 22))}:${pad(rng.int(0, 59))}:00`;
}

interface Seeded {
  id: number;
  name: string;
  price: number;
  delivery_days: number;
}

/** Sellers, ~87 products with reviews by others, five past orders (with receipts in ~/downloads), a wish list; the cart stays empty. */
export function seedAmazon(ctx: SeedContext): void {
  const { rng, user } = ctx;
  const others = ctx.people.slice(1);
  const sellers = SELLERS.map((name) => ctx.insert('amazon_sellers', { name, rating: rng.int(31, 50) / 10, joined_at: stamp(rng, rng.int(2012, 2020), [1, 12]) }));
  const products: Seeded[] = [];
  for (const template of PRODUCTS) {
    const sellerId = sellers[SELLER_OF_TYPE[template.type] ?? 0] ?? rng.pick(sellers);
    const variants: [string, string | null][] = template.colors.map((color) => [color, template.sized ? rng.pick(SIZES) : null]);
    if (template.sized) variants.push([template.colors[0] ?? 'black', rng.pick(SIZES)]);
    for (const [color, size] of variants) {
      const price = rng.int(template.price[0], template.price[1]) + rng.pick([0.99, 0.49, 0.95]);
      const name = `${template.name}, ${title(color)}${size ? `, ${title(size)}` : ''}`;
      const row = {
        seller_id: sellerId, name, product_type: template.type, description: template.blurb, price, delivery_days: rng.int(1, 9),
        inventory_quantity: rng.chance(0.07) ? 0 : rng.int(3, 150), color, relative_size: size, rating: 0, review_count: 0, created_at: stamp(rng, rng.int(2019, 2022), [1, 12]),
      };
      if (products.some((p) => p.name === name)) continue;
      products.push({ id: ctx.insert('amazon_products', row), name, price, delivery_days: row.delivery_days });
    }
  }
  const review = (personId: number, product: Seeded, verified: boolean, year: number) => {
    const rating = rng.chance(0.7) ? rng.int(4, 5) : rng.int(1, 3);
    const [head, body] = rng.pick(REVIEWS[rating] ?? [['', '']]);
    const at = stamp(rng, year, [1, year === 2023 ? 4 : 12]);
    ctx.insert('amazon_product_reviews', { user_id: personId, product_id: product.id, rating, title: head, text: body, is_verified: verified, created_at: at, updated_at: at });
  };
  for (const product of products) for (const person of rng.sample(others, rng.int(0, 3))) review(person.id, product, rng.chance(0.8), rng.int(2021, 2023));

  const card = ctx.db.prepare('SELECT id, card_name, card_number FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1').get() as { id: number; card_name: string; card_number: string };
  const address = ctx.db.prepare("SELECT id FROM supervisor_addresses ORDER BY name = 'Home' DESC, id LIMIT 1").get() as { id: number };
  const home = homeOf(user);
  const placedAt = ['2022-11-04T19:12:00', '2022-12-10T08:45:00', '2023-02-21T21:03:00', '2023-04-02T13:30:00', '2023-05-16T10:05:00'];
  placedAt.forEach((created, index) => {
    const lines = rng.sample(products, rng.int(1, 3)).map((p) => ({ product: p, name: p.name, price: p.price, quantity: rng.int(1, 2), gift_wrap_quantity: index === 1 ? 1 : 0 }));
    const totals = costs(lines);
    const delivered = index < placedAt.length - 1;
    const id = ctx.insert('amazon_orders', { user_id: user.id, payment_card_id: card.id, address_id: address.id, ...totals, status: delivered ? 'delivered' : 'shipped', created_at: created });
    for (const line of lines) {
      const due = plusDays(created, line.product.delivery_days);
      ctx.insert('amazon_order_items', {
        order_id: id, product_id: line.product.id, quantity: line.quantity, price: line.price, gift_wrap_quantity: line.gift_wrap_quantity,
        returned_quantity: 0, expected_delivery_at: due, delivered_at: delivered ? due : null,
      });
    }
    const content = receiptText({ id, payment_card_id: card.id, address_id: address.id, ...totals, status: 'placed', created_at: created }, lines, `${card.card_name} ending ${card.card_number.slice(-4)}`);
    ctx.insert('file_system_files', { owner_id: user.id, path: `${home}/downloads/receipt_${id}.txt`, content, created_at: created, updated_at: created });
    if (index === 0 && lines[0]) review(user.id, lines[0].product, true, 2023);
  });
  // Review counts and ratings follow from the reviews.
  ctx.db.exec(`UPDATE amazon_products SET
    review_count = (SELECT COUNT(*) FROM amazon_product_reviews r WHERE r.product_id = amazon_products.id),
    rating = COALESCE((SELECT ROUND(AVG(rating), 2) FROM amazon_product_reviews r WHERE r.product_id = amazon_products.id), 0)`);
  for (const product of rng.sample(products, 4)) ctx.insert('amazon_wish_list_items', { user_id: user.id, product_id: product.id, added_at: stamp(rng, 2023, [1, 5]) });
  seedAmazonExtras(ctx);
}
