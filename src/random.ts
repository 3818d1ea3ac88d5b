/**
 * mulberry32: a small seeded PRNG, fast and the same on every Node version. Returns a function
 * giving uniform numbers in [0, 1). Worlds, the paper's solver and the benchmarks all draw from it.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
