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
