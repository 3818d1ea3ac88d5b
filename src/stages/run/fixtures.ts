import { BASE_FIXTURE, type FixtureSpec } from '../../world/fixture.ts';

/** Fixtures tasks may name. More can be added (e.g. another clock or seed). */
const FIXTURES: Record<string, FixtureSpec> = { base: BASE_FIXTURE };

export function knownFixtures(): string[] {
  return Object.keys(FIXTURES);
}

export function fixtureByName(name: string): FixtureSpec | undefined {
  return FIXTURES[name];
}
