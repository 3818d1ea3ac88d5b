/**
 * s18 (issue #30, s18-Z9, loose_check): a review's stars shown beside the product are a number, and
 * the product the app reads carries numbers too — its review count. "Compact Travel Umbrella,
 * Yellow — 4 reviews" showed the user's 4 without any stars. A rating check of an Amazon review
 * task does not count the number inside a count of reviews or ratings, nor inside the product's
 * average said as one ("avg 4") (`apart`); "4 stars",
 * "★ 4", "Rating: 4/5" still do. And where the user names the review by its product ("make the
 * umbrella review two stars"), the stars may stand beside the product's name, as the other
 * rating checks of the task already take (s18-Z9-f2).
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import { reviewedProducts } from './bought-reviewed.ts';
import { fixtureRow, fixtureRows, userId } from './fixture.ts';

type Obj = Record<string, unknown>;

/** The count texts a star number does not count inside. */
export const countForms = (n: number): string[] => [`${n} reviews`, `${n} review`, `${n} ratings`, `${n} customer reviews`, `${n} customer ratings`];

/** The product's average, said as one ("avg 4", "4 average"): not the user's stars either. */
export const averageForms = (n: number): string[] => [`avg ${n}`, `avg. ${n}`, `average ${n}`, `average rating ${n}`, `average rating of ${n}`, `avg rating ${n}`, `${n} avg`, `${n} average`, `${n} on average`];

/** Whether the task's reference writes or changes an Amazon product review. */
const reviewsAmazon = (task: TaskInput): boolean =>
  task.episodes.some((e) => (e.assertions ?? []).some((a) => {
    const x = a as Obj;
    return x.app === 'amazon' && (x.table === 'product_reviews' || (x.type === 'api_called' && /product_review$/.test(String(x.api))));
  }));

/** The product names the user types (`product|query`), which the rating checks show the stars beside. */
const typedProducts = (task: TaskInput): string[] =>
  [...new Set(task.episodes.flatMap((e) => Object.entries((e.values ?? {}) as Obj).filter(([k, v]) => typeof v === 'string' && k.split('|').includes('product')).map(([, v]) => String(v))))];

export function withStarsApart(task: TaskInput): TaskInput {
  if (!reviewsAmazon(task)) return task;
  const products = typedProducts(task);
  let changed = false;
  const episodes = task.episodes.map((e) => {
    let grew = false;
    const assertions = (e.assertions ?? []).map((a) => {
      const x = a as Obj;
      if ((x.type !== 'visible_result_grounded' && x.type !== 'persisted_visible') || !Array.isArray(x.beside) || typeof x.value !== 'number' || !Number.isInteger(x.value) || x.value < 1 || x.value > 5) return a;
      const apart = [...new Set([...((x.apart as string[] | undefined) ?? []), ...countForms(x.value), ...averageForms(x.value)])];
      const beside = x.beside as string[];
      // A review named by its id only (a capture) is also named by its product.
      const named = beside.some((b) => b.startsWith('$')) && !beside.some((b) => products.includes(b)) ? [...beside, ...products] : beside;
      grew = true;
      return { ...a, apart, beside: named } as typeof a;
    });
    if (!grew) return e;
    changed = true;
    return { ...e, assertions };
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * s19 (issue #30, s18-Z9-f1..f3, s18-Z11-f1): no wording tells the user's stars apart from the
 * product's own numbers when they are the same number. "Rating: 4.0 (Reviews: 2)" is a card the app
 * read, and a wrong app that shows only it passes a check for the user's 4 or 2, whatever forms
 * `apart` leaves out. So the stars a review task's user gives are never one of the numbers the
 * reviewed product shows in the task: its stored review count and average as the fixture has them
 * (what the app reads before the review), the count and average the service sets after each write
 * of the user's review (their average only where it is a whole number), and the stars of another
 * person's review of the product the task's world adds (the look-alike a stale review list shows).
 * A case whose stars clash is refused at build, with the numbers, so its author picks other stars.
 */
export interface StarsClash {
  stars: number;
  product: number;
  /** Which of the product's numbers the stars equal. */
  as: string;
}

type Obj2 = Record<string, unknown>;

/**
 * The user's ratings of `product` the task's checks ask the service to hold, in episode order (null:
 * the review is deleted): the review row the checks match by its capture (`record_matches`), then
 * its changes and its deletion by the same capture.
 */
function userRatings(task: TaskInput, product: number): (number | null)[] {
  const out: (number | null)[] = [];
  const ours = new Set<string>();
  for (const e of task.episodes) {
    for (const a of (e.assertions ?? []) as Obj2[]) {
      if (a.app !== 'amazon' || a.table !== 'product_reviews') continue;
      if (a.type === 'record_matches') {
        const key = String(((a.key ?? {}) as Obj2).id ?? '');
        const fields = (a.fields ?? {}) as Obj2;
        if (fields.product_id === product) ours.add(key);
        if (ours.has(key) && typeof fields.rating === 'number') out.push(fields.rating);
      }
      if (a.type === 'db_changed' && a.op === 'deleted' && ours.has(String(((a.where ?? {}) as Obj2).id ?? ''))) out.push(null);
    }
  }
  return out;
}

/** The stars values the task's checks look for on screen (beside the product) or have the user give. */
function starValues(task: TaskInput): number[] {
  const out = new Set<number>();
  for (const e of task.episodes) {
    for (const a of (e.assertions ?? []) as Obj2[]) {
      if ((a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && Array.isArray(a.beside) && typeof a.value === 'number' && Number.isInteger(a.value) && a.value >= 1 && a.value <= 5) out.add(a.value);
      if (a.type === 'record_matches' && a.app === 'amazon' && a.table === 'product_reviews') {
        const rating = (a.fields as Obj2 | undefined)?.rating;
        if (typeof rating === 'number') out.add(rating);
      }
    }
  }
  return [...out].sort((x, y) => x - y);
}

const twoPlaces = (x: number): number => Math.round(x * 100) / 100;

/** Every clash of a stars value of the task with a number its reviewed product shows. */
export function starsClashes(task: TaskInput): StarsClash[] {
  if (!reviewsAmazon(task)) return [];
  const user = userId();
  const stars = starValues(task);
  const rows = ((task.world as { rows?: ExtraRow[] }).rows ?? []).filter((r) => r.app === 'amazon' && r.table === 'product_reviews');
  const out: StarsClash[] = [];
  for (const product of reviewedProducts(task)) {
    const stored = fixtureRow<{ rating: number; review_count: number }>('SELECT rating, review_count FROM amazon_products WHERE id = ?', product);
    const fixture = fixtureRows<{ rating: number }>('SELECT rating FROM amazon_product_reviews WHERE product_id = ? AND user_id <> ?', product, user).map((r) => r.rating);
    const others = rows.filter((r) => r.row.product_id === product && r.row.user_id !== user).map((r) => Number(r.row.rating));
    const base = [...fixture, ...others];
    const sum = base.reduce((s, r) => s + r, 0);
    const numbers: [number, string][] = [[stored.review_count, 'stored review count'], [base.length + 1, 'review count after the review']];
    if (Number.isInteger(stored.rating)) numbers.push([stored.rating, 'stored average']);
    for (const r of others) numbers.push([r, "stars of another person's review of it"]);
    for (const rating of userRatings(task, product)) {
      const average = rating === null ? (base.length ? twoPlaces(sum / base.length) : 0) : twoPlaces((sum + rating) / (base.length + 1));
      if (Number.isInteger(average)) numbers.push([average, rating === null ? 'average after the review is deleted' : `average after the user's ${rating} stars`]);
    }
    for (const s of stars) for (const [n, as] of numbers) if (s === n) out.push({ stars: s, product, as });
  }
  return out;
}

/** Refuses a task whose stars clash with its product's numbers (see `starsClashes`). */
export function assertStarsApart(task: TaskInput): TaskInput {
  const clashes = starsClashes(task);
  if (clashes.length > 0) {
    const said = clashes.map((c) => `${c.stars} stars = product ${c.product}'s ${c.as}`).join('; ');
    throw new Error(`${task.id}: the user's stars are also a number the reviewed product shows (${said}); a page of the product alone would pass the stars check. Give the user other stars or another product (kit/stars-apart.ts).`);
  }
  return task;
}
