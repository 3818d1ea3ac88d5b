/** Seeded randomness for worlds. Small, fast and stable across Node versions. */

import { mulberry32 } from '../random.ts';

export function hashString(text: string): number {
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  sample<T>(items: readonly T[], count: number): T[];
  chance(p: number): boolean;
}

/** mulberry32 seeded from a number or a string. */
export function makeRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'number' ? seed : hashString(seed));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    chance: (p) => next() < p,
  };
}

const ID_SPACE = 9_000_000;
const ID_STRIDE = 7_777_777; // coprime with ID_SPACE: the map counter → id is a bijection

/**
 * The n-th id of a table under a seed: 7-digit, unique within the table, different per seed,
 * so an app cannot guess an id it was not given.
 */
export function seededId(seed: number, table: string, counter: number): number {
  const offset = hashString(`${seed}:${table}`) % ID_SPACE;
  return 1_000_000 + ((counter * ID_STRIDE + offset) % ID_SPACE);
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function seededCode(seed: number, counter: number, length: number): string {
  const rng = makeRng(`${seed}:code:${counter}`);
  let code = '';
  for (let index = 0; index < length; index += 1) code += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
  return code;
}
