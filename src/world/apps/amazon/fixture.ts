import type { Rng } from '../../ids.ts';
import type { SeedContext } from '../../types.ts';
import { homeOf } from '../file_system/store.ts';
import { PRODUCTS, REVIEWS, SELLER_OF_TYPE, SELLERS, SIZES } from './data.ts';
import { receiptText } from './orders.ts';
import { costs, plusDays } from './store.ts';

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
  seedSecondWave(ctx);
}

const QUESTIONS: readonly (readonly [question: string, answers: readonly string[]])[] = [
  ['Does this come with a warranty?', ['Mine came with a one-year warranty card in the box.', 'Yes, one year from the manufacturer.']],
  ['Is it true to size?', ['I would size up, it runs a little small.', 'Fits exactly as described for me.']],
  ['Can it go in the dishwasher?', ['Top rack only according to the label.']],
  ['How heavy is it?', ['Lighter than I expected, easy to carry around.']],
  ['Does the color match the photos?', ['Slightly darker in person but close.', 'Yes, it looks just like the pictures.']],
  ['Is assembly required?', ['About ten minutes with the included tools.']],
  ['Will this work outside the US?', ['It worked fine for me in Canada.']],
  ['How long does the battery last?', ['Around a full day with normal use.', 'I charge mine every two days.']],
  ['Is it safe for kids?', []],
  ['Does it make much noise?', ['Barely audible on the lowest setting.']],
  ['What is it made of?', ['Feels like sturdy plastic with a metal base.']],
  ['Can I return it if it does not fit?', ['Yes, I returned one without any trouble.']],
];

function dayStamp(rng: SeedContext['rng'], fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = year === 2023 ? rng.int(1, 4) : rng.int(1, 12);
  return `${year}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`;
}

/**
 * Questions and answers on products, the user's Prime history (one past yearly plan, one
 * running monthly plan), and four older delivered orders from 2022, one partly refunded.
 * Appended after the original amazon rows, so their ids stay as they were.
 */
function seedSecondWave(ctx: SeedContext): void {
  const { rng, user } = ctx;
  const others = ctx.people.slice(1);
  const products = (ctx.db.prepare('SELECT id FROM amazon_products ORDER BY rowid').all() as { id: number }[]).map((r) => r.id);
  for (const productId of rng.sample(products, Math.min(45, products.length))) {
    for (const [question, answers] of rng.sample(QUESTIONS, rng.int(1, 2))) {
      const asker = rng.pick(others);
      const asked = dayStamp(rng, 2021, 2022);
      const questionId = ctx.insert('amazon_product_questions', { product_id: productId, user_id: asker.id, question, created_at: asked });
      const answerers = rng.sample(others.filter((p) => p.id !== asker.id), answers.length);
      answers.forEach((answer, index) => ctx.insert('amazon_product_answers', { question_id: questionId, user_id: answerers[index]!.id, answer, created_at: dayStamp(rng, 2023, 2023) }));
    }
  }
  const ordered = ctx.db.prepare('SELECT DISTINCT i.product_id FROM amazon_order_items i JOIN amazon_orders o ON o.id = i.order_id WHERE o.user_id = ? ORDER BY i.product_id').all(user.id) as { product_id: number }[];
  ordered.slice(0, 2).forEach((row, index) => {
    ctx.insert('amazon_product_questions', { product_id: row.product_id, user_id: user.id, question: index === 0 ? 'Does it come with spare parts?' : 'Is there a matching set?', created_at: `2023-03-0${index + 2}T18:20:00` });
  });
  const card = ctx.db.prepare('SELECT id FROM supervisor_payment_cards ORDER BY is_default DESC, id LIMIT 1').get() as { id: number };
  ctx.insert('amazon_prime_subscriptions', { user_id: user.id, plan: 'yearly', price: 139, payment_card_id: card.id, started_at: '2021-06-12T09:30:00', renews_at: '2022-06-12T09:30:00', cancelled_at: '2022-05-30T20:10:00' });
  ctx.insert('amazon_prime_subscriptions', { user_id: user.id, plan: 'monthly', price: 14.99, payment_card_id: card.id, started_at: '2023-04-25T08:00:00', renews_at: '2023-05-25T08:00:00', cancelled_at: null });
  // Older orders (before the original ones), delivered; no receipt files, so ~/downloads is unchanged.
  const address = ctx.db.prepare("SELECT id FROM supervisor_addresses ORDER BY name = 'Home' DESC, id LIMIT 1").get() as { id: number };
  const catalog = ctx.db.prepare('SELECT id, price, delivery_days FROM amazon_products ORDER BY rowid').all() as { id: number; price: number; delivery_days: number }[];
  ['2022-03-14T18:40:00', '2022-05-29T11:05:00', '2022-08-02T20:15:00', '2022-09-23T09:50:00'].forEach((created, index) => {
    const lines = rng.sample(catalog, rng.int(1, 3)).map((p) => ({ product: p, price: p.price, quantity: rng.int(1, 2), gift_wrap_quantity: 0 }));
    const orderId = ctx.insert('amazon_orders', { user_id: user.id, payment_card_id: card.id, address_id: address.id, ...costs(lines), status: 'delivered', created_at: created });
    lines.forEach((line, position) => {
      const due = plusDays(created, line.product.delivery_days);
      const returned = index === 1 && position === 0 ? 1 : 0;
      ctx.insert('amazon_order_items', {
        order_id: orderId, product_id: line.product.id, quantity: line.quantity, price: line.price, gift_wrap_quantity: 0,
        returned_quantity: returned, expected_delivery_at: due, delivered_at: due,
      });
      if (returned) ctx.insert('amazon_returns', { user_id: user.id, order_id: orderId, product_id: line.product.id, quantity: 1, reason: 'Arrived damaged', status: 'refunded', created_at: plusDays(due, 3) });
    });
  });
}
