/**
 * Deterministic randomness for the fake's seed data: the same seed gives the same apps, logs and crashes
 * on every run, so tests can rely on ids and shapes.
 */

/** A small, fast, seeded generator (mulberry32): numbers in `[0, 1)`. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over a seeded generator. */
export interface Dice {
  /** A number in `[0, 1)`. */
  next(): number;
  /** An integer in `[min, max]`. */
  int(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** `true` with probability `p`. */
  chance(p: number): boolean;
  /** A version-4-shaped UUID. */
  uuid(): string;
  /** `length` lower-case hexadecimal digits. */
  hex(length: number): string;
}

/** Dice from a seed. */
export function dice(seed: number): Dice {
  const next = seededRandom(seed);
  const hex = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
    hex,
  };
}
