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
 * reviewed record's own numbers when they are the same number. "Rating: 4.0 (Reviews: 2)" is a card
 * the app read, and a wrong app that shows only it passes a check for the user's 4 or 2, whatever
 * forms `apart` leaves out. So the stars a review task's user gives (an Amazon product's review, a
 * Spotify song's) are never one of the numbers the reviewed product or song shows in the task: its
 * stored review count and average as the fixture has them (what the app reads before the review),
 * the count and the average the service sets after each write of the user's review (the average
 * only where it is a whole number), and the stars of another person's review of it that the task's
 * world adds (the look-alike a stale list of its reviews shows). A case whose stars clash is
 * refused at build, with the numbers, so its author picks other stars.
 */
export interface StarsClash {
  stars: number;
  /** The reviewed record (`app.table` id). */
  record: string;
  /** Which of the record's numbers the stars equal. */
  as: string;
}

type Obj2 = Record<string, unknown>;

/** A review table: the column of what it reviews, that record's table, and how a name finds it. */
const REVIEWS: Record<string, { key: string; parent: string; byName: string }> = {
  'amazon.product_reviews': {
    key: 'product_id', parent: 'amazon_products',
    byName: "SELECT id FROM amazon_products WHERE lower(?) IN (lower(name), lower(name || ', ' || color), lower(name || ', ' || color || ', ' || coalesce(relative_size, '')))",
  },
  'spotify.song_reviews': { key: 'song_id', parent: 'spotify_songs', byName: 'SELECT id FROM spotify_songs WHERE lower(title) = lower(?)' },
};

const isStars = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;

/**
 * The user's reviews the task's checks hold, by the capture that names each: the record it reviews
 * (from the check's fields, else the one record the task's rating checks name) and its ratings in
 * episode order (null: deleted).
 */
function userReviews(task: TaskInput, review: string, named: readonly number[]): { parent: number; ratings: (number | null)[] }[] {
  const [app, table] = review.split('.');
  const { key } = REVIEWS[review]!;
  const byCapture = new Map<string, { parent?: number; ratings: (number | null)[] }>();
  for (const e of task.episodes) {
    for (const a of (e.assertions ?? []) as Obj2[]) {
      if (a.app !== app || a.table !== table) continue;
      if (a.type === 'record_matches') {
        const capture = String(((a.key ?? {}) as Obj2).id ?? '');
        const fields = (a.fields ?? {}) as Obj2;
        const entry = byCapture.get(capture) ?? { ratings: [] };
        if (typeof fields[key] === 'number') entry.parent = fields[key] as number;
        if (isStars(fields.rating)) entry.ratings.push(fields.rating);
        byCapture.set(capture, entry);
      }
      if (a.type === 'db_changed' && a.op === 'deleted') byCapture.get(String(((a.where ?? {}) as Obj2).id ?? ''))?.ratings.push(null);
    }
  }
  const out: { parent: number; ratings: (number | null)[] }[] = [];
  for (const entry of byCapture.values()) {
    const parent = entry.parent ?? (named.length === 1 ? named[0] : undefined);
    if (parent !== undefined && entry.ratings.length > 0) out.push({ parent, ratings: entry.ratings });
  }
  return out;
}

/** The star values the task's checks look for beside a record on screen. */
function shownStars(task: TaskInput): { value: number; beside: string[] }[] {
  return task.episodes.flatMap((e) => ((e.assertions ?? []) as Obj2[])
    .filter((a) => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && Array.isArray(a.beside) && isStars(a.value))
    .map((a) => ({ value: a.value as number, beside: (a.beside as unknown[]).filter((b): b is string => typeof b === 'string') })));
}

const twoPlaces = (x: number): number => Math.round(x * 100) / 100;

/** Every clash of a stars value of the task with a number its reviewed record shows. */
export function starsClashes(task: TaskInput): StarsClash[] {
  const user = userId();
  const shown = shownStars(task);
  const worldRows = (task.world as { rows?: ExtraRow[] }).rows ?? [];
  const out: StarsClash[] = [];
  for (const [review, kind] of Object.entries(REVIEWS)) {
    const [app, table] = review.split('.') as [string, string];
    const named = [...new Set(shown.flatMap((s) => s.beside).flatMap((name) => fixtureRows<{ id: number }>(kind.byName, name).map((r) => r.id)))];
    const reviews = userReviews(task, review, named);
    if (reviews.length === 0) continue;
    const stars = [...new Set([...shown.map((s) => s.value), ...reviews.flatMap((r) => r.ratings.filter(isStars))])].sort((x, y) => x - y);
    for (const parent of [...new Set(reviews.map((r) => r.parent))].sort((x, y) => x - y)) {
      const record = `${app}.${kind.parent.slice(app.length + 1)} ${parent}`;
      const stored = fixtureRow<{ rating: number; review_count: number }>(`SELECT rating, review_count FROM ${kind.parent} WHERE id = ?`, parent);
      const fixture = fixtureRows<{ rating: number }>(`SELECT rating FROM ${app}_${table} WHERE ${kind.key} = ? AND user_id <> ?`, parent, user).map((r) => r.rating);
      const others = worldRows.filter((r) => r.app === app && r.table === table && r.row[kind.key] === parent && r.row.user_id !== user).map((r) => Number(r.row.rating));
      const base = [...fixture, ...others];
      const sum = base.reduce((s, r) => s + r, 0);
      const numbers: [number, string][] = [[stored.review_count, 'stored review count'], [base.length + 1, 'review count after the review']];
      if (Number.isInteger(stored.rating)) numbers.push([stored.rating, 'stored average']);
      for (const r of others) numbers.push([r, "stars of another person's review of it"]);
      for (const rating of reviews.filter((r) => r.parent === parent).flatMap((r) => r.ratings)) {
        const average = rating === null ? (base.length ? twoPlaces(sum / base.length) : 0) : twoPlaces((sum + rating) / (base.length + 1));
        if (Number.isInteger(average)) numbers.push([average, rating === null ? 'average after the review is deleted' : `average after the user's ${rating} stars`]);
      }
      for (const s of stars) for (const [n, as] of numbers) if (s === n) out.push({ stars: s, record, as });
    }
  }
  return out;
}

/** Refuses a task whose stars clash with its reviewed record's numbers (see `starsClashes`). */
export function assertStarsApart(task: TaskInput): TaskInput {
  const clashes = starsClashes(task);
  if (clashes.length > 0) {
    const said = clashes.map((c) => `${c.stars} stars = ${c.record}'s ${c.as}`).join('; ');
    throw new Error(`${task.id}: the user's stars are also a number the reviewed record shows (${said}); a page of that record alone would pass the stars check. Give the user other stars or another record (kit/stars-apart.ts).`);
  }
  return task;
}
