import { expect } from 'vitest';
import { useApp } from '../test-world.ts';
import type { AppTest, Row } from '../test-world.ts';

type Person = Row & { email: string; first_name: string };

/** What splitwise's row-level tests add to `useApp`: rows typed with an `id`, and lookups by name. */
export interface SplitwiseTest extends Omit<AppTest, 'one' | 'all'> {
  one(sql: string, ...params: unknown[]): Row;
  all(sql: string, ...params: unknown[]): Row[];
  group(name: string): Row;
  expense(description: string): Row;
  person(id: unknown): Person;
  /** Someone in no splitwise group with the user. */
  stranger(): Row & { email: string };
}

export function useSplitwise(seed: number): SplitwiseTest {
  const app = useApp('splitwise', seed);
  const one = (sql: string, ...params: unknown[]) => app.one<Row>(sql, ...params);
  return {
    ...app,
    one,
    all: (sql, ...params) => app.all<Row>(sql, ...params),
    group: (name) => one('SELECT * FROM splitwise_groups WHERE name = ?', name),
    expense: (description) => one('SELECT * FROM splitwise_expenses WHERE description = ?', description),
    person: (id) => one('SELECT * FROM admin_people WHERE id = ?', id) as Person,
    stranger: () => one(`SELECT * FROM admin_people WHERE id != ? AND id NOT IN (SELECT m2.user_id FROM splitwise_group_members m1
  JOIN splitwise_group_members m2 ON m2.group_id = m1.group_id WHERE m1.user_id = ?) ORDER BY rowid LIMIT 1`, app.user().id, app.user().id) as Row & { email: string },
  };
}

export type Group = { group_id: number; name: string; creator: { email: string }; members: { email: string }[] };
export type Expense = { expense_id: number; description: string; payer: { email: string }; creator: { email: string }; shares: { debtor: { email: string }; debt_amount: number }[] };

/** What splitwise's API-level tests add to `useApp`: groups and expenses as the APIs show them. */
export interface SplitwiseViewsTest extends AppTest {
  group(name: string): Group;
  /** The other members' emails. */
  others(group: Group): string[];
  idOf(email: string): number;
  expenseNamed(text: string): Expense;
}

export function useSplitwiseViews(seed: number): SplitwiseViewsTest {
  const app = useApp('splitwise', seed);
  const { call, succeeded } = app;
  return {
    ...app,
    group(name) {
      const found = succeeded<{ group_id: number; name: string }[]>(call('show_groups', { include_deleted: true, page_limit: 20 })).find((g) => g.name === name) ?? expect.fail(`no group ${name}`);
      return succeeded<Group>(call('show_group', { group_id: found.group_id }));
    },
    others: (group) => group.members.map((m) => m.email).filter((e) => e !== app.user().email),
    idOf: (email) => app.world.current.personByEmail(email)?.id ?? expect.fail(`no person ${email}`),
    expenseNamed: (text) => succeeded<Expense[]>(call('show_expenses', { query: text, include_deleted: true }))[0] ?? expect.fail(`no expense ${text}`),
  };
}
