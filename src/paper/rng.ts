import { createHash } from 'node:crypto';
import { mulberry32 } from '../random.ts';

/**
 * Small seeded PRNG (mulberry32) with the helpers the solver needs. Every stream is derived
 * from the build seed and a label, so adding a stream never shifts the draws of another.
 */
export class Rng {
  /** Uniform in [0, 1). */
  readonly next: () => number;

  constructor(seed: number, label = '') {
    const digest = createHash('sha256').update(`${seed}:${label}`).digest();
    this.next = mulberry32(digest.readUInt32LE(0));
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items, uniformly. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}
