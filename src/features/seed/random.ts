/**
 * A small seeded pseudo-random generator (mulberry32). The demo and benchmark content must be the same on
 * every run, so tests and screenshots can rely on it: Math.random is never used by the seed.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  chance(probability: number): boolean
  /** A roughly normal value (sum of uniforms), mean 0, standard deviation about 1. */
  gaussian(): number
}

/** Hashes a string to a 32-bit seed, so callers can name their streams ("events", "places"…). */
export function hashSeed(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() sur une liste vide')
    return items[Math.floor(next() * items.length)] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, Math.min(count, copy.length))
  }
  const gaussian = () => (next() + next() + next() + next() + next() + next() - 3) / Math.SQRT1_2
  return { next, int, pick, sample, chance: (p) => next() < p, gaussian }
}
