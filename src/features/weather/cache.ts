import { CACHE_MAX_ENTRIES } from './rules'

type Entry = { expires: number; value: Promise<unknown> }

/**
 * Provider answers kept in this process's memory, by key: a busy page asks the provider once per place
 * and period, however many visitors. Identical calls made at once share one provider call. A failure is
 * kept for `failureTtl` only, so that a provider that is down is asked again soon but not hammered.
 * At most CACHE_MAX_ENTRIES keys; the oldest go first. Each instance has its own: a few more provider
 * calls with several instances, no shared store to run.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly maxEntries = CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size
  }

  clear() {
    this.entries.clear()
  }

  /** The kept answer for `key`, or `load()`'s, kept `ttl` ms (`failureTtl` ms when it rejects). */
  get<T>(key: string, ttl: number, failureTtl: number, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key)
    if (found && found.expires > this.now()) return found.value as Promise<T>
    this.entries.delete(key)
    const value = load()
    // Until it settles the entry holds the call itself, for the calls that arrive meanwhile.
    const entry: Entry = { expires: Number.POSITIVE_INFINITY, value }
    this.set(key, entry)
    value.then(
      () => (entry.expires = this.now() + ttl),
      () => (entry.expires = this.now() + failureTtl),
    )
    return value
  }

  private set(key: string, entry: Entry) {
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
  }
}
