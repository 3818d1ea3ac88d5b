import { World, DEFAULT_NOW, type WorldImage } from './engine.ts';
import { seedContext } from './values.ts';
import { worldModules } from './apps/index.ts';
import { seedPeople } from './apps/admin/index.ts';
import type { Person } from './types.ts';
import { canonicalJson, sha256 } from '../io/hash.ts';
import { worldDocs } from './docs.ts';

/** The base fixture's identity: the seed its content is generated from and its clock. */
export interface FixtureSpec {
  name: string;
  seed: number;
  now: string;
}

export const BASE_FIXTURE: FixtureSpec = { name: 'base', seed: 7, now: DEFAULT_NOW };

/** Builds a world from scratch: people, account store, then every app's own seed. */
export function buildWorld(spec: FixtureSpec = BASE_FIXTURE): World {
  const world = World.create(worldModules, { seed: spec.seed, now: spec.now });
  world.db.transaction(() => {
    const bootstrap = seedContext(world, { id: 0, first_name: '', last_name: '', email: '', phone_number: '' }, [], 'people');
    const people: Person[] = seedPeople(bootstrap);
    const user = people[0] as Person;
    world.setMeta('main_user_id', String(user.id));
    world.setMeta('fixture', spec.name);
    for (const module of worldModules) {
      if (!module.seed) continue;
      module.seed(seedContext(world, user, people, module.name));
    }
    // Fixture writes are not evidence of anything: clear the change log.
    world.db.exec('DELETE FROM _changes');
  })();
  // Drop the pages the change log used while seeding: a smaller image restores faster.
  world.db.exec('VACUUM');
  return world;
}

const images = new Map<string, WorldImage>();

/** The serialized base image of a fixture, built once per process. */
export function baseImage(spec: FixtureSpec = BASE_FIXTURE): WorldImage {
  const key = canonicalJson(spec);
  let image = images.get(key);
  if (!image) {
    const world = buildWorld(spec);
    image = world.snapshot();
    world.close();
    images.set(key, image);
  }
  return image;
}

/** A fresh world restored from the fixture's image; `seed` sets ids and codes made from now on. */
export function freshWorld(options: { fixture?: FixtureSpec; seed?: number } = {}): World {
  return World.restore(baseImage(options.fixture), worldModules, { seed: options.seed });
}

/**
 * Content hash of a fixture for manifests and resume checks: its world image and the API
 * surface the apps expose (a changed API changes what a run means, even on the same data).
 */
export function fixtureHash(spec: FixtureSpec = BASE_FIXTURE): string {
  const key = canonicalJson(spec);
  let hash = hashes.get(key);
  if (hash === undefined) {
    // The image is built once per process and the docs are code: the hash cannot change.
    hash = sha256(Buffer.concat([baseImage(spec).buffer, Buffer.from(canonicalJson(worldDocs()))])).slice(0, 16);
    hashes.set(key, hash);
  }
  return hash;
}

const hashes = new Map<string, string>();
