/** A seeded pseudo-random source (mulberry32): the same seed gives the same data set, run after run. */
export type Random = {
  /** [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  below: (n: number) => number;
  pick: <T>(list: readonly T[]) => T;
  /** true with probability `p`. */
  chance: (p: number) => boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: <T>(list: readonly T[]) => list[below(list.length)] as T,
    chance: (p: number) => next() < p,
  };
}

export const DAY_MS = 86_400_000;
