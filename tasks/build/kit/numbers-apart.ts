/**
 * Small numbers asked apart from texts that hold the same digit (issue #30, s15 words).
 *
 * A rating told apart from its record's review count (issue #30, s15 words: song-critic
 * reopen.06). A rating check asks for the number on the line of the song or product it rates
 * (`beside`). Where the song's or product's count of reviews, once the user's review is in, is
 * that same number, a stale row ("Sidewalk Chalk - 4 stars - 2 reviews") showed the number as its
 * count and passed, though it tells the old rating. Such a check now asks for the number outside
 * the texts of a review count (`apart`: "2 reviews", "reviews: 2", …); a row that tells the
 * rating ("2 stars", "rated 2/5") still passes, with the count beside it or not.
 *
 * Only where the count can be the rating: the fixture's reviews of the record plus the task's own
 * added ones plus the user's own.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRows } from './fixture.ts';

type Obj = Record<string, any>;

/** A review table: the key of what it reviews, and how the record a user names is found by its name. */
const REVIEWED: Record<string, { key: string; sql: string }> = {
  'spotify.song_reviews': { key: 'song_id', sql: 'SELECT id FROM spotify_songs WHERE lower(title) = lower(?)' },
  'amazon.product_reviews': {
    key: 'product_id',
    sql: "SELECT id FROM amazon_products WHERE lower(?) IN (lower(name), lower(name || ', ' || color), lower(name || ', ' || color || ', ' || coalesce(relative_size, '')))",
  },
};

/** The texts of a review count of `n` (masked before the rating is looked for). */
export const countTexts = (n: number): string[] => [`${n} reviews`, `${n} review`, `${n} ratings`, `${n} reviewers`, `${n} votes`, `reviews ${n}`, `review count ${n}`];

/** How many reviews the record named `name` holds once the user's is in, or undefined when unknown. */
function countAfter(task: TaskInput, review: string, name: string): number | undefined {
  const kind = REVIEWED[review];
  if (!kind) return undefined;
  const ids = fixtureRows<{ id: number }>(kind.sql, name).map((r) => r.id);
  if (ids.length !== 1) return undefined;
  const id = ids[0] as number;
  const [app, table] = review.split('.');
  const fixture = fixtureRows<{ n: number }>(`SELECT count(*) AS n FROM ${app}_${table} WHERE ${kind.key} = ?`, id)[0]?.n ?? 0;
  const added = (task.world.rows ?? []).filter((r) => r.app === app && r.table === table && (r.row as Obj)[kind.key] === id).length;
  return fixture + added + 1;
}

export function withRatingApart(task: TaskInput): TaskInput {
  let grew = false;
  const episodes = task.episodes.map((episode) => {
    if (!episode.assertions) return episode;
    let changed = false;
    const assertions = episode.assertions.map((a) => {
      if (a.type !== 'persisted_visible' || typeof a.value !== 'number' || a.record?.field !== 'rating' || !a.beside || a.apart) return a;
      const review = `${a.record.app}.${a.record.table}`;
      const counts = a.beside.map((name) => countAfter(task, review, name)).filter((n): n is number => n !== undefined);
      if (!counts.includes(a.value)) return a;
      changed = true;
      return { ...a, apart: countTexts(a.value) };
    });
    if (!changed) return episode;
    grew = true;
    return { ...episode, assertions } as typeof episode;
  });
  return grew ? { ...task, episodes } : task;
}

/**
 * A quantity told apart from the name it is asked beside (camping-cart-reset step1.08): "Three
 * Wool Hiking Socks (3 pairs)" asks for 3 on the product's line, and the name holds a 3 of its
 * own. The checker already looks for the number again outside a name that holds it; the check now
 * says so in its own words (`apart`: the name), so "Added 1 × Wool Hiking Socks (3 pairs)" fails
 * and "Wool Hiking Socks (3 pairs) — qty 3" passes.
 */
export function withNumbersApartFromNames(task: TaskInput): TaskInput {
  let grew = false;
  const episodes = task.episodes.map((episode) => {
    if (!episode.assertions) return episode;
    let changed = false;
    const assertions = episode.assertions.map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || typeof a.value !== 'number' || !a.beside || a.apart) return a;
      const digit = new RegExp(`(^|[^0-9.])${String(a.value).replace('.', '\\.')}($|[^0-9])`);
      const holding = a.beside.filter((name) => digit.test(name));
      if (holding.length === 0) return a;
      changed = true;
      return { ...a, apart: holding };
    });
    if (!changed) return episode;
    grew = true;
    return { ...episode, assertions } as typeof episode;
  });
  return grew ? { ...task, episodes } : task;
}
