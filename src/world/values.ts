/**
 * Values on their way into the world: the bounds on an API call's arguments (checked before
 * validation or recording), the SQLite form of a value, and the context fixture builders write
 * rows through.
 */
import type { World } from './engine.ts';
import { makeRng } from './ids.ts';
import type { Person, SeedContext } from './types.ts';


const MAX_ARG_DEPTH = 32;
const MAX_ARG_NODES = 20_000;

/** Arguments too deep or too large to validate or record safely (checked without recursion). */
export function argumentProblem(args: unknown): string | undefined {
  const stack: [unknown, number][] = [[args, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    nodes += 1;
    if (depth > MAX_ARG_DEPTH) return `nested deeper than ${MAX_ARG_DEPTH} levels`;
    if (nodes > MAX_ARG_NODES) return `more than ${MAX_ARG_NODES} values`;
    if (typeof value === 'string' && value.length > 100_000) return 'a string longer than 100,000 characters';
    if (value !== null && typeof value === 'object') for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** Converts JS values for SQLite: booleans → 0/1, arrays/objects → JSON text. */
export function toSql(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Context for fixture builders: direct inserts with seeded ids. */
export function seedContext(world: World, user: Person, people: readonly Person[], rngSeed: string): SeedContext {
  const rng = makeRng(`${world.seed}:${rngSeed}`);
  return {
    db: world.db,
    rng,
    now: world.now(),
    user,
    people,
    newId: (table) => world.newId(table),
    code: (length) => world.code(length),
    insert: (table, row) => {
      const id = typeof row.id === 'number' ? row.id : world.newId(table);
      const full = { id, ...row };
      const keys = Object.keys(full);
      world.sql(`INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(
        ...keys.map((k) => toSql(full[k as keyof typeof full])),
      );
      return id;
    },
  };
}
