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

/** Whether the task's reference writes or changes an Amazon product review (or, `songs` too, a Spotify song review). */
const reviews = (task: TaskInput, songs = false): boolean =>
  task.episodes.some((e) => (e.assertions ?? []).some((a) => {
    const x = a as Obj;
    return (x.app === 'amazon' && (x.table === 'product_reviews' || (x.type === 'api_called' && /product_review$/.test(String(x.api)))))
      || (songs && x.app === 'spotify' && x.table === 'song_reviews');
  }));

/** The product names the user types (`product|query`), which the rating checks show the stars beside. */
const typedProducts = (task: TaskInput): string[] =>
  [...new Set(task.episodes.flatMap((e) => Object.entries((e.values ?? {}) as Obj).filter(([k, v]) => typeof v === 'string' && k.split('|').includes('product')).map(([, v]) => String(v))))];

const isHeadlineKey = (key: string): boolean => key.split('|').some((k) => k === 'headline' || k === 'new_headline');

export function withStarsApart(task: TaskInput): TaskInput {
  const amazon = reviews(task);
  if (!amazon && !reviews(task, true)) return task;
  const products = typedProducts(task);
  let headline: string | undefined;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const values = (e.values ?? {}) as Obj;
    for (const [k, v] of Object.entries(values)) if (isHeadlineKey(k) && typeof v === 'string') headline = v;
    // s19 (s19-Z4-f2): the review the episode types by its id is told by that id too ("Review 3293948 now has 1 star").
    const typedIds = Object.values(values).filter((v): v is string => typeof v === 'string' && v.startsWith('$'));
    let grew = false;
    const assertions = (e.assertions ?? []).map((a) => {
      const x = a as Obj;
      // A kept rating may be held as text ("1") by the reopen's list.
      const n = typeof x.value === 'string' && /^[1-5]$/.test(x.value) ? Number(x.value) : x.value;
      if ((x.type !== 'visible_result_grounded' && x.type !== 'persisted_visible') || !Array.isArray(x.beside) || typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 5) return a;
      const apart = amazon ? [...new Set([...((x.apart as string[] | undefined) ?? []), ...countForms(n), ...averageForms(n)])] : (x.apart as string[] | undefined);
      const beside = x.beside as string[];
      // A review named by its id only (a capture) is also named by its product.
      const named = amazon && beside.some((b) => b.startsWith('$')) && !beside.some((b) => products.includes(b)) ? [...beside, ...products] : beside;
      // s19 (s19-Z2-f1): and by the headline the user gave it, after reopen as before it.
      const more = [...typedIds, ...(amazon && headline !== undefined ? [headline] : [])].filter((b) => !named.includes(b));
      const next = { ...a, ...(apart === undefined ? {} : { apart }), beside: [...named, ...more] } as typeof a;
      if (JSON.stringify(next) === JSON.stringify(a)) return a;
      grew = true;
      return next;
    });
    if (!grew) return e;
    changed = true;
    return { ...e, assertions };
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * s19 (issue #30, s18-Z9-f1..f3, s18-Z11-f1, s19-Z1-f1): no wording tells the user's stars apart
 * from another number of the reviewed record when they are the same number. "Rating: 4.0
 * (Reviews: 2)" or "arrives in 1 day" is a card the app read, and a wrong app that shows only it
 * passes a check for the user's 4, 2 or 1, whatever forms `apart` leaves out. So a stars value a
 * review task's checks look for on screen (an Amazon product's review, a Spotify song's) is never
 * one of the numbers the reviewed product or song shows by then:
 * - its stored review count and average as the fixture has them (what the app reads before the
 *   review), and an Amazon product's delivery days;
 * - the quantity of the user's order of it (the line an app that picks from orders shows);
 * - the stars of another person's review of it that the task's world adds (the look-alike a stale
 *   list of its reviews shows);
 * - the count and the average the service sets after each write of the user's review up to that
 *   episode (the average only where it is a whole number).
 * A case whose stars clash is refused at build, with the numbers, so its author picks other stars.
 */
export interface StarsClash {
  /** The episode whose check looks for the stars. */
  episode: string;
  stars: number;
  /** The reviewed record (`app.table` id). */
  record: string;
  /** Which of the record's numbers the stars equal. */
  as: string;
}

type Obj2 = Record<string, unknown>;

/** A review table: the column of what it reviews, that record's table, and how a name finds it. */
const REVIEWS: Record<string, { key: string; parent: string; byName: string; more: string[] }> = {
  'amazon.product_reviews': {
    key: 'product_id', parent: 'amazon_products', more: ['delivery_days'],
    byName: "SELECT id FROM amazon_products WHERE lower(?) IN (lower(name), lower(name || ', ' || color), lower(name || ', ' || color || ', ' || coalesce(relative_size, '')))",
  },
  'spotify.song_reviews': { key: 'song_id', parent: 'spotify_songs', more: [], byName: 'SELECT id FROM spotify_songs WHERE lower(title) = lower(?)' },
};

const isStars = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;
const twoPlaces = (x: number): number => Math.round(x * 100) / 100;

/** A star check: the value looked for on screen, beside what. */
const starValue = (a: Obj2): unknown => (typeof a.value === 'string' && /^[1-5]$/.test(a.value) ? Number(a.value) : a.value);
const starCheck = (a: Obj2): boolean => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && Array.isArray(a.beside) && isStars(starValue(a));

/** The quantities of the user's order lines of an Amazon product: the fixture's and the task's own. */
function orderedQuantities(task: TaskInput, product: number, user: number): number[] {
  const rows = (task.world as { rows?: ExtraRow[] }).rows ?? [];
  const mine = new Set([...fixtureRows<{ id: number }>('SELECT id FROM amazon_orders WHERE user_id = ?', user).map((r) => r.id), ...rows.filter((r) => r.app === 'amazon' && r.table === 'orders' && r.row.user_id === user).map((r) => Number(r.row.id))]);
  const lines = [...fixtureRows<{ order_id: number; quantity: number }>('SELECT order_id, quantity FROM amazon_order_items WHERE product_id = ?', product),
    ...rows.filter((r) => r.app === 'amazon' && r.table === 'order_items' && r.row.product_id === product).map((r) => ({ order_id: Number(r.row.order_id), quantity: Number(r.row.quantity) }))];
  return lines.filter((l) => mine.has(l.order_id)).map((l) => l.quantity);
}

/** Every clash of a stars value the task's checks look for with a number its reviewed record shows by then. */
export function starsClashes(task: TaskInput): StarsClash[] {
  const user = userId();
  const worldRows = (task.world as { rows?: ExtraRow[] }).rows ?? [];
  const out: StarsClash[] = [];
  for (const [review, kind] of Object.entries(REVIEWS)) {
    const [app, table] = review.split('.') as [string, string];
    const checks = task.episodes.flatMap((e) => ((e.assertions ?? []) as Obj2[]).filter(starCheck));
    const named = [...new Set(checks.flatMap((a) => (a.beside as unknown[]).filter((b): b is string => typeof b === 'string' && !b.startsWith('$')))
      .flatMap((name) => fixtureRows<{ id: number }>(kind.byName, name).map((r) => r.id)))].sort((x, y) => x - y);
    // The user's reviews by capture: the record each reviews, from its checks' fields, else the one record named.
    const parentOf = new Map<string, number>();
    for (const e of task.episodes) {
      for (const a of (e.assertions ?? []) as Obj2[]) {
        if (a.type !== 'record_matches' || a.app !== app || a.table !== table) continue;
        const capture = String(((a.key ?? {}) as Obj2).id ?? '');
        const fields = (a.fields ?? {}) as Obj2;
        if (typeof fields[kind.key] === 'number') parentOf.set(capture, fields[kind.key] as number);
        else if (!parentOf.has(capture) && named.length === 1) parentOf.set(capture, named[0]!);
      }
    }
    const parents = [...new Set(parentOf.values())].sort((x, y) => x - y);
    if (parents.length === 0) continue;
    const state = new Map(parents.map((parent) => {
      const stored = fixtureRow<Record<string, number>>(`SELECT * FROM ${kind.parent} WHERE id = ?`, parent);
      const fixture = fixtureRows<{ rating: number }>(`SELECT rating FROM ${app}_${table} WHERE ${kind.key} = ? AND user_id <> ?`, parent, user).map((r) => r.rating);
      const others = worldRows.filter((r) => r.app === app && r.table === table && r.row[kind.key] === parent && r.row.user_id !== user).map((r) => Number(r.row.rating));
      const numbers: [number, string][] = [[stored.review_count ?? 0, 'stored review count']];
      if (Number.isInteger(stored.rating)) numbers.push([stored.rating ?? 0, 'stored average']);
      for (const column of kind.more) numbers.push([stored[column] ?? 0, `stored ${column.replace(/_/g, ' ')}`]);
      if (app === 'amazon') for (const q of orderedQuantities(task, parent, user)) numbers.push([q, 'quantity of the user\'s order of it']);
      for (const r of others) numbers.push([r, "stars of another person's review of it"]);
      return [parent, { base: [...fixture, ...others], numbers }] as const;
    }));
    const record = (parent: number) => `${app}.${kind.parent.slice(app.length + 1)} ${parent}`;
    for (const e of task.episodes) {
      // The episode's writes first: what the record shows after them.
      for (const a of (e.assertions ?? []) as Obj2[]) {
        if (a.app !== app || a.table !== table) continue;
        const capture = String((((a.type === 'record_matches' ? a.key : a.where) ?? {}) as Obj2).id ?? '');
        const parent = parentOf.get(capture);
        const at = parent === undefined ? undefined : state.get(parent);
        if (!at) continue;
        const sum = at.base.reduce((x, r) => x + r, 0);
        const rating = a.type === 'record_matches' ? ((a.fields ?? {}) as Obj2).rating : undefined;
        if (a.type === 'record_matches' && isStars(rating)) {
          at.numbers.push([at.base.length + 1, 'review count after the review']);
          const average = twoPlaces((sum + rating) / (at.base.length + 1));
          if (Number.isInteger(average)) at.numbers.push([average, `average after the user's ${rating} stars`]);
        } else if (a.type === 'db_changed' && a.op === 'deleted') {
          at.numbers.push([at.base.length, 'review count after the review is deleted']);
          const average = at.base.length ? twoPlaces(sum / at.base.length) : 0;
          if (Number.isInteger(average)) at.numbers.push([average, 'average after the review is deleted']);
        }
      }
      for (const a of ((e.assertions ?? []) as Obj2[]).filter(starCheck)) {
        for (const parent of parents) {
          for (const [n, as] of state.get(parent)!.numbers) if (n === starValue(a)) out.push({ episode: e.id, stars: n, record: record(parent), as });
        }
      }
    }
  }
  return out;
}

/** Refuses a task whose stars clash with its reviewed record's numbers (see `starsClashes`). */
export function assertStarsApart(task: TaskInput): TaskInput {
  const clashes = starsClashes(task);
  if (clashes.length > 0) {
    const said = [...new Set(clashes.map((c) => `${c.episode}: ${c.stars} stars = ${c.record}'s ${c.as}`))].join('; ');
    throw new Error(`${task.id}: the user's stars are also a number the reviewed record shows (${said}); a page of that record alone would pass the stars check. Give the user other stars or another record (kit/stars-apart.ts).`);
  }
  return task;
}
