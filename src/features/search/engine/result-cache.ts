import { LRUCache } from 'lru-cache'

/**
 * Answers of the index kept in memory for a short time, by query: the live search asks the same few
 * phrases again and again (each visitor typing « plage » asks « pla », « plag », « plage »), and a common
 * word ranks most of the index, tens of milliseconds on the large data set. Identical queries arriving
 * together share one reading.
 *
 * `clear()` forgets everything, and for HOLD_MS after it nothing new is kept: a content save expires the
 * pages' tags and writes the index in hooks whose order varies, so an answer read in between could be
 * the old one; a short hold bounds that window instead of keeping such an answer until `ttlMs`.
 */
export const HOLD_MS = 2_000

export type ResultCache<V extends object> = {
  get(key: string, read: () => Promise<V>): Promise<V>
  clear(): void
}

export function createResultCache<V extends object>(options: {
  max: number
  ttlMs: number
  now?: () => number
}): ResultCache<V> {
  const now = options.now ?? Date.now
  // ttlResolution 0: the age is read from `now` at each lookup, not from a value cached for a millisecond.
  const kept = new LRUCache<string, Promise<V>>({
    max: options.max,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now },
  })
  let holdUntil = 0
  return {
    get(key, read) {
      if (now() < holdUntil) return read()
      const known = kept.get(key)
      if (known) return known
      const reading = read()
      kept.set(key, reading)
      // A failed reading is not an answer: the next query reads again.
      reading.catch(() => {
        if (kept.peek(key) === reading) kept.delete(key)
      })
      return reading
    },
    clear() {
      kept.clear()
      holdUntil = now() + HOLD_MS
    },
  }
}
