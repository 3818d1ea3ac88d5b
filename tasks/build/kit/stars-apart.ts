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
import type { TaskInput } from '../../../src/schemas/task.ts';

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
