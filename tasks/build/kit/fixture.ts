import { freshWorld } from '../../../src/world/fixture.ts';

export interface FixturePerson {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  relation: string;
}

let cache: { user: FixturePerson; people: FixturePerson[] } | undefined;

/** The base fixture's people as the task builders see them (user first, then relations). */
export function fixturePeople(): { user: FixturePerson; people: FixturePerson[] } {
  if (!cache) {
    const world = freshWorld();
    try {
      const user = world.mainUser();
      const rows = world.sql(
        `SELECT p.first_name, p.last_name, p.email, p.phone_number, r.relation FROM admin_relationships r
         JOIN admin_people p ON p.id = r.other_id WHERE r.person_id = ? ORDER BY r.relation, p.first_name`,
      ).all(user.id) as FixturePerson[];
      cache = { user: { ...user, relation: 'self' }, people: rows };
    } finally {
      world.close();
    }
  }
  return cache;
}

/** The first person with a relation (e.g. 'father'), or a named first name. */
export function person(which: { relation?: string; first?: string; nth?: number }): FixturePerson {
  const { people } = fixturePeople();
  const found = people.filter((p) => (which.relation ? p.relation === which.relation : true) && (which.first ? p.first_name === which.first : true));
  const chosen = found[which.nth ?? 0];
  if (!chosen) throw new Error(`no fixture person matching ${JSON.stringify(which)}`);
  return chosen;
}

/** One row from the base fixture (for ids the task's user can name, like a song by its title). */
export function fixtureRow<T>(sql: string, ...params: unknown[]): T {
  const world = freshWorld();
  try {
    const row = world.db.prepare(sql).get(...params) as T | undefined;
    if (row === undefined) throw new Error(`no fixture row for: ${sql} ${JSON.stringify(params)}`);
    return row;
  } finally {
    world.close();
  }
}

/** The task's user, as the fixture's tables name them. */
export const userEmail = (): string => fixturePeople().user.email;

/** The task's user's person id (Venmo users and phone owners are keyed by it). */
export const userId = (): number => fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', userEmail()).id;

/** The user's own flags row of a gmail thread. */
export const userThreadRow = (threadId: number): number =>
  fixtureRow<{ id: number }>('SELECT ut.id FROM gmail_user_threads ut JOIN admin_people p ON p.id = ut.user_id WHERE ut.thread_id = ? AND p.email = ?', threadId, userEmail()).id;

/** How many rows of a table keyed by `user_id` are the user's own (their queue, their wish list …), with the given column values. */
export const userCount = (table: string, where: Record<string, string> = {}): number => {
  const also = Object.keys(where).map((column) => ` AND t.${column} = ?`).join('');
  return fixtureRow<{ n: number }>(`SELECT count(*) AS n FROM ${table} t JOIN admin_people p ON p.id = t.user_id WHERE p.email = ?${also}`, userEmail(), ...Object.values(where)).n;
};

/** A contact in the user's phone book, by full name ("First Last"). */
export function contact(name: string): { id: number; name: string; phone: string; email: string } {
  const row = fixtureRow<{ id: number; phone_number: string; email: string }>(
    "SELECT id, phone_number, email FROM phone_contacts WHERE owner_id = ? AND first_name || ' ' || last_name = ?",
    userId(),
    name,
  );
  return { id: row.id, name, phone: row.phone_number, email: row.email };
}

/** A person of the fixture by full name (Venmo users are keyed by person id). */
export function personNamed(name: string): { id: number; email: string; name: string } {
  const row = fixtureRow<{ id: number; email: string }>("SELECT id, email FROM admin_people WHERE first_name || ' ' || last_name = ?", name);
  return { ...row, name };
}

/** Ids of fixture rows the user names by title or name (never hard-coded). */
export const todoistProject = (name: string): number => fixtureRow<{ id: number }>('SELECT id FROM todoist_projects WHERE name = ?', name).id;
export const todoistTask = (title: string): number => fixtureRow<{ id: number }>('SELECT id FROM todoist_tasks WHERE title = ?', title).id;
export const noteId = (title: string): number => fixtureRow<{ id: number }>('SELECT id FROM simple_note_notes WHERE title = ?', title).id;
export const noteRow = (title: string): { id: number; content: string; tags: string[] } => {
  const row = fixtureRow<{ id: number; content: string; tags: string }>('SELECT id, content, tags FROM simple_note_notes WHERE title = ?', title);
  return { id: row.id, content: row.content, tags: JSON.parse(row.tags) as string[] };
};

const columnCache = new Map<string, Set<string>>();

/** The columns of one of the world's tables (`todoist`, `tasks` → todoist_tasks), empty when there is no such table. */
export function tableColumns(app: string, table: string): ReadonlySet<string> {
  const key = `${app}_${table}`;
  let columns = columnCache.get(key);
  if (!columns) {
    const world = freshWorld();
    try {
      const rows = world.db.prepare(`PRAGMA table_info(${JSON.stringify(key)})`).all() as { name: string }[];
      columns = new Set(rows.map((r) => r.name));
    } finally {
      world.close();
    }
    columnCache.set(key, columns);
  }
  return columns;
}

/** Every row a query returns from the base fixture, in its order (the emails of a thread). */
export function fixtureRows<T>(sql: string, ...params: unknown[]): T[] {
  const world = freshWorld();
  try {
    return world.db.prepare(sql).all(...params) as T[];
  } finally {
    world.close();
  }
}
