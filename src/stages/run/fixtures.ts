import { BASE_FIXTURE, fixtureHash, type FixtureSpec } from '../../world/fixture.ts';
import type { Task } from '../../schemas/task.ts';

/** Fixtures tasks may name. More can be added (e.g. another clock or seed). */
const FIXTURES: Record<string, FixtureSpec> = { base: BASE_FIXTURE };

export function knownFixtures(): string[] {
  return Object.keys(FIXTURES);
}

export function fixtureByName(name: string): FixtureSpec | undefined {
  return FIXTURES[name];
}

/** The fixtures a task set uses, with their content hashes (world image and API surface). */
export function fixtureSetHash(tasks: readonly Task[]): string {
  const names = [...new Set(tasks.map((t) => t.world.fixture))].sort();
  return names.map((name) => `${name}:${fixtureHash(fixtureByName(name))}`).join(',');
}
