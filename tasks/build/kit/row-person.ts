/**
 * A case row may name one person of the fixture by first name (`with`); `%EMAIL` in any of its
 * strings stands for that person's address. The row stays plain data and never copies what the
 * fixture holds; a name the fixture does not have is an error.
 */
import { person } from './fixture.ts';

export function withPerson<T extends { with?: string | undefined }>(row: T): T {
  if (row.with === undefined) return row;
  const { email } = person({ first: row.with });
  return JSON.parse(JSON.stringify(row).replaceAll('%EMAIL', email)) as T;
}
