/**
 * Look-alikes of records a task makes under a parent (a cart row of a product, a review of a
 * product or song, a question, a comment of a task, a recurrence of a task): the record the user later names is the newest of its table in every world, so an app that
 * ignores which one and takes "the most recent" passes (issue #30, trivial targets). Where
 * kit/look-alike.ts copies a record the user's lists show, these tables are listed only under
 * their parent, or the fixture has none of the user's (the cart starts empty). This puts into the
 * task's world a record of the same table of the user's, newer than anything the run makes, under
 * another parent the user never names, or another person's under the same parent (or, for a
 * comment, the user's own under the same task), so taking the newest gets the look-alike.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { fixtureIndex, type FixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { dayAfter, holds, saidTexts } from './look-alike.ts';

type Assertion = Record<string, unknown>;

/**
 * How many rows a cart the user empties holds beyond what the task adds: the look-alike cart row
 * (a case that empties the whole cart counts them in the episode's mutations).
 */
export const CART_LOOK_ALIKES = 1;

interface Made {
  /** Numeric values the task's checks give the made record's columns (its parent, its name). */
  fields: Record<string, unknown>;
  /** The texts the user says or the checks look for: the look-alike and its parent hold none. */
  said: readonly string[];
  /** Every parent id any check of the task names: the look-alike is under none of them (but `same`). */
  named: ReadonlySet<number>;
}

interface Context {
  index: FixtureIndex;
  at: string;
  id(table: string): number;
}

/** A parent record's words (a product's name, a song's title, a task's title). */
const PARENT_NAME: Record<string, [string, string]> = {
  product_id: ['amazon.products', 'name'],
  song_id: ['spotify.songs', 'title'],
  task_id: ['todoist.tasks', 'title'],
  project_id: ['todoist.projects', 'name'],
};

/** Whether a parent of column `column` with id `id` is one the user names or says. */
function namedParent(index: FixtureIndex, made: Made, column: string, id: unknown): boolean {
  if (made.named.has(Number(id))) return true;
  const [table, field] = PARENT_NAME[column] ?? [];
  const row = table ? index.tables.get(table)?.rows.find((r) => r.id === id) : undefined;
  const words = row && field ? String(row[field] ?? '') : '';
  return words.length > 0 && made.said.some((text) => holds(words, text) || holds(text, words));
}

const saysAny = (row: Row, said: readonly string[]): boolean => Object.values(row).some((cell) => said.some((text) => holds(cell, text)));

/** The user's records of a table, or another person's to copy as the user's. */
const rowsOf = (index: FixtureIndex, table: string): Row[] => index.tables.get(table)?.rows ?? [];

/** A product the user can put in the cart or wish list that no check names, of a type no named product has. */
function otherProduct(index: FixtureIndex, made: Made, taken: ReadonlySet<unknown>): Row | undefined {
  const products = rowsOf(index, 'amazon.products');
  const namedTypes = new Set(products.filter((p) => namedParent(index, made, 'product_id', p.id)).map((p) => p.product_type));
  return products.find((p) => Number(p.inventory_quantity) > 5 && !namedTypes.has(p.product_type) && !namedParent(index, made, 'product_id', p.id) && !taken.has(p.id));
}

/**
 * The made record's parent (a product, a song): the number a check gives it, else the record whose
 * name is a text the user says.
 */
function madeParent(index: FixtureIndex, made: Made, column: string): unknown {
  if (typeof made.fields[column] === 'number') return made.fields[column];
  const [table, field] = PARENT_NAME[column] ?? [];
  if (!table || !field) return undefined;
  const said = new Set(made.said.map((text) => normalizeText(text)));
  return rowsOf(index, table).find((r) => said.has(normalizeText(String(r[field] ?? ''))))?.id;
}

/**
 * Another person's record under the made one's parent (a review of the same product), posted after
 * it: the newest of the parent's list is not the user's. Copied from a row of the table whose
 * author has none under that parent and which holds no text the user says.
 */
function othersOnSame(index: FixtureIndex, made: Made, rows: readonly Row[], column: string, id: () => number, dated: (row: Row) => Row): Row[] {
  const parent = madeParent(index, made, column);
  if (parent === undefined) return [];
  const there = new Set(rows.filter((r) => r[column] === parent).map((r) => r.user_id));
  const template = rows.find((r) => r.user_id !== index.userId && !there.has(r.user_id) && !saysAny(r, made.said));
  return template ? [dated({ ...template, id: id(), [column]: parent })] : [];
}

/** Per table: the look-alike rows for a record the task makes there. */
const BUILD: Record<string, (ctx: Context, made: Made) => Row[]> = {
  // The cart starts empty: a row of another product added after anything the run adds (show_cart
  // lists oldest first, so it is the last line and the newest). CART_LOOK_ALIKES counts them. A
  // made line the checks give gift wrap gets a wrapped look-alike: an unwrap that ignores the
  // product named and strips every wrapped line changes it too.
  'amazon.cart_items': ({ index, at, id }, made) => {
    const product = otherProduct(index, made, new Set());
    const wrapped = Number(made.fields.gift_wrap_quantity ?? 0) > 0 ? 1 : 0;
    return product ? [{ id: id('amazon.cart_items'), user_id: index.userId, product_id: product.id, quantity: 1, gift_wrap_quantity: wrapped, added_at: at }] : [];
  },
  // Newest first (show_wish_list): a product not yet on the list, added after anything the run adds.
  'amazon.wish_list_items': ({ index, at, id }, made) => {
    const listed = new Set(rowsOf(index, 'amazon.wish_list_items').filter((r) => r.user_id === index.userId).map((r) => r.product_id));
    const product = otherProduct(index, made, listed);
    return product ? [{ id: id('amazon.wish_list_items'), user_id: index.userId, product_id: product.id, added_at: at }] : [];
  },
  // The user has no reviews in the fixture: another person's review of a product no check names,
  // as the user's (the newest of the user's reviews), and another person's review of the made one's
  // product, posted after it (the newest of that product's reviews, which the user may not change).
  'amazon.product_reviews': ({ index, at, id }, made) => {
    const rows = rowsOf(index, 'amazon.product_reviews');
    const template = rows.find((r) => r.user_id !== index.userId && !saysAny(r, made.said) && !namedParent(index, made, 'product_id', r.product_id));
    const own = template ? [{ ...template, id: id('amazon.product_reviews'), user_id: index.userId, created_at: at, updated_at: at }] : [];
    return [...own, ...othersOnSame(index, made, rows, 'product_id', () => id('amazon.product_reviews'), (row) => ({ ...row, created_at: at, updated_at: at }))];
  },
  // A copy of one of the user's own questions, about a product no check names, and another person's
  // question about the made one's product, both asked after anything the run asks.
  'amazon.product_questions': ({ index, at, id }, made) => {
    const rows = rowsOf(index, 'amazon.product_questions');
    const template = rows.find((r) => r.user_id === index.userId && !saysAny(r, made.said) && !namedParent(index, made, 'product_id', r.product_id));
    const own = template ? [{ ...template, id: id('amazon.product_questions'), created_at: at }] : [];
    return [...own, ...othersOnSame(index, made, rows, 'product_id', () => id('amazon.product_questions'), (row) => ({ ...row, created_at: at }))];
  },
  // One review per user and song: another person's review of a song no check names and the user has
  // not reviewed, as the user's; and another person's review of the made one's song, posted after it
  // (first of show_song_reviews, newest first).
  'spotify.song_reviews': ({ index, at, id }, made) => {
    const rows = rowsOf(index, 'spotify.song_reviews');
    const own = new Set(rows.filter((r) => r.user_id === index.userId).map((r) => r.song_id));
    const template = rows.find((r) => r.user_id !== index.userId && !own.has(r.song_id) && !saysAny(r, made.said) && !namedParent(index, made, 'song_id', r.song_id));
    const mine = template ? [{ ...template, id: id('spotify.song_reviews'), user_id: index.userId, created_at: at, updated_at: at }] : [];
    return [...mine, ...othersOnSame(index, made, rows, 'song_id', () => id('spotify.song_reviews'), (row) => ({ ...row, created_at: at, updated_at: at }))];
  },
  // A copy of another comment of the user's, on the made comment's task where the checks name it, posted after it.
  'todoist.comments': ({ index, at, id }, made) => {
    const template = rowsOf(index, 'todoist.comments').find((r) => r.author_id === index.userId && !saysAny(r, made.said));
    if (!template) return [];
    const task = typeof made.fields.task_id === 'number' ? made.fields.task_id : template.task_id;
    return [{ ...template, id: id('todoist.comments'), task_id: task, created_at: at }];
  },
  // A repetition of another open task of the user's (one with none, named by no check), set after anything the run sets.
  'todoist.recurrences': ({ index, at, id }, made) => {
    const rules = rowsOf(index, 'todoist.recurrences');
    const repeating = new Set(rules.map((r) => r.task_id));
    const task = rowsOf(index, 'todoist.tasks').find((t) => t.creator_id === index.userId && t.is_completed === 0 && !repeating.has(t.id) && !namedParent(index, made, 'task_id', t.id));
    const template = rules[0];
    return task && template ? [{ ...template, id: id('todoist.recurrences'), task_id: task.id, times_completed: 0, last_completed_at: null, created_at: at }] : [];
  },
};

/** The tables an episode inserts into (a check of an inserted row, or a capture of one), with the made record's known fields. */
function inserts(episode: TaskInput['episodes'][number]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  const add = (table: string, fields: Record<string, unknown> = {}) => out.set(table, { ...(out.get(table) ?? {}), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'number' || (typeof v === 'string' && !v.startsWith('$')))) });
  for (const a of (episode.assertions ?? []) as Assertion[]) {
    if (a.type === 'db_changed' && a.op === 'inserted') add(`${a.app}.${a.table}`, a.where as Record<string, unknown>);
  }
  for (const capture of Object.values(episode.captures ?? {})) if (capture.from === 'inserted' && capture.app && capture.table) add(`${capture.app}.${capture.table}`);
  for (const a of (episode.assertions ?? []) as Assertion[]) {
    const table = `${a.app}.${a.table}`;
    if (a.type === 'record_matches' && out.has(table)) add(table, a.fields as Record<string, unknown>);
  }
  return out;
}

/** Whether an episode checks a row of `table` (changed, deleted or matched). */
const touches = (episode: TaskInput['episodes'][number], table: string): boolean =>
  ((episode.assertions ?? []) as Assertion[]).some((a) => (a.type === 'db_changed' || a.type === 'record_matches') && `${a.app}.${a.table}` === table);

/** Every number a check of the task gives a parent column: parents the user names. */
function namedIds(task: TaskInput): Set<number> {
  const out = new Set<number>();
  for (const episode of task.episodes) {
    for (const a of (episode.assertions ?? []) as Assertion[]) {
      for (const key of ['where', 'fields', 'key']) {
        for (const [column, value] of Object.entries((a[key] ?? {}) as Record<string, unknown>)) if (column in PARENT_NAME && typeof value === 'number') out.add(value);
      }
    }
  }
  return out;
}

/**
 * A task that makes a record of a BUILD table in one episode and checks a record of that table in
 * a later one (changes, moves, deletes or empties it): the task's world gets the table's
 * look-alike rows. Tables the world already holds rows of are left as they are.
 */
export function withParentLookAlikes(task: TaskInput): TaskInput {
  const have = new Set((task.world.rows ?? []).map((r) => `${r.app}.${r.table}`));
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const said = saidTexts(task);
  const named = namedIds(task);
  const taken = new Set<number>();
  const ctx: Context = {
    index,
    at: dayAfter(index.now),
    id(table) {
      const used = new Set(rowsOf(index, table).map((r) => Number(r.id)));
      let id = 1_000_000;
      while (used.has(id) || taken.has(id)) id += 1;
      taken.add(id);
      return id;
    },
  };
  const rows: ExtraRow[] = [];
  task.episodes.forEach((episode, at) => {
    for (const [table, fields] of inserts(episode)) {
      const build = BUILD[table];
      if (!build || have.has(table) || !task.episodes.slice(at + 1).some((later) => touches(later, table))) continue;
      have.add(table);
      const [app = '', short = ''] = table.split('.');
      for (const row of build(ctx, { fields, said, named })) rows.push({ app, table: short, row });
    }
  });
  return rows.length ? { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } } : task;
}
