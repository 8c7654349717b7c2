/**
 * The micro-cache's copies: bounded in bytes and in count (least recently used dropped first, by
 * lru-cache), each kept no longer than its answer allows, all dropped at once when Next's cache is
 * expired (an editor's save), and one render per key at a time (the others wait for it).
 */
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)

export type Entry = {
  /** Next's headers, names lowercased, without the per-response ones (rules.ts). */
  headers: Record<string, string | string[]>
  /** Whether a gzipped copy may be made for the clients that accept one. */
  compressible: boolean
  /** The body as it is, and gzipped; Next gives one of them, the other is made once when first asked. */
  identity?: Promise<Buffer>
  gzip?: Promise<Buffer>
  /** Bytes held (the bodies made so far). */
  size: number
  storedAt: number
  freshMs: number
}

/** An answer to keep: its body as Next sent it (gzipped or not) and what the entry needs besides. */
export type Made = { body: Buffer; gzipped: boolean } & Omit<Entry, 'identity' | 'gzip' | 'size' | 'storedAt'>

export type StoreOptions = {
  maxBytes: number
  /** The most copies at once, however small (each costs a key and a few headers). */
  maxEntries?: number
  /** A clock in ms (tests move it); performance.now by default. */
  now?: () => number
}

export class MicroCacheStore {
  readonly maxEntryBytes: number
  private readonly entries: LRUCache<string, Entry>
  private readonly now: () => number
  private readonly pending = new Map<string, Promise<Entry | undefined>>()
  /**
   * Keys whose last answer could not be kept (a dynamic page, an error): their requests go straight to
   * Next for a while, neither copied nor queued behind one another.
   */
  private readonly passes: LRUCache<string, number>
  /** Counts the clears: a render that began before one must not store what it made. */
  private generation = 0

  constructor(options: StoreOptions) {
    this.now = options.now ?? (() => performance.now())
    // One copy may not take more than a quarter of the room: a huge page never empties the cache.
    this.maxEntryBytes = Math.max(1, Math.floor(options.maxBytes / 4))
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 10_000,
      maxSize: Math.max(1, options.maxBytes),
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: (entry) => Math.max(1, entry.size),
    })
    this.passes = new LRUCache<string, number>({ max: options.maxEntries ?? 10_000 })
  }

  /** Sends `key` straight to Next for `ms`. */
  pass(key: string, ms: number) {
    this.passes.set(key, this.now() + ms)
  }

  isPassed(key: string): boolean {
    const until = this.passes.get(key)
    if (until === undefined) return false
    if (this.now() < until) return true
    this.passes.delete(key)
    return false
  }

  /** The fresh copy of `key`, if any (a stale one is dropped). */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.ageOf(entry) >= entry.freshMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  ageOf(entry: Entry): number {
    return this.now() - entry.storedAt
  }

  /** The render in progress for `key`, which a request may wait for instead of asking Next again. */
  pendingFor(key: string): Promise<Entry | undefined> | undefined {
    return this.pending.get(key)
  }

  /**
   * Marks `key` as being rendered; the returned function ends that with the answer (or undefined when
   * it may not be kept), stores it unless the cache was cleared meanwhile, and releases the waiters.
   */
  beginFill(key: string): (made?: Made) => Entry | undefined {
    const generation = this.generation
    let release!: (entry: Entry | undefined) => void
    this.pending.set(key, new Promise((resolve) => (release = resolve)))
    let done = false
    return (made) => {
      if (done) return undefined
      done = true
      const entry =
        made && generation === this.generation && made.body.length <= this.maxEntryBytes
          ? this.store(key, made)
          : undefined
      this.pending.delete(key)
      release(entry)
      return entry
    }
  }

  private store(key: string, made: Made): Entry {
    const { body, gzipped, ...rest } = made
    const entry: Entry = {
      ...rest,
      size: body.length,
      storedAt: this.now(),
      ...(gzipped ? { gzip: Promise.resolve(body) } : { identity: Promise.resolve(body) }),
    }
    this.entries.set(key, entry)
    return entry
  }

  /** The body in the encoding asked for, made once per copy (gzip level 6, as Next's compression). */
  async bodyOf(key: string, entry: Entry, encoding: 'gzip' | 'identity'): Promise<Buffer> {
    const existing = entry[encoding]
    if (existing) return existing
    const source = (encoding === 'gzip' ? entry.identity : entry.gzip) as Promise<Buffer>
    const made = source.then((body) => (encoding === 'gzip' ? gzipAsync(body) : gunzipAsync(body)))
    entry[encoding] = made
    const body = await made
    // Counted in the cache's room from now on (the copy is put back with its new size, same expiry).
    if (this.entries.peek(key) === entry) {
      entry.size += body.length
      // lru-cache keeps the size it computed when the same object is set again: delete, then set.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return body
  }

  /** Drops every copy, and keeps the renders already begun from storing theirs. */
  clear() {
    this.generation++
    this.entries.clear()
    this.passes.clear()
  }

  get count() {
    return this.entries.size
  }

  get bytes() {
    return this.entries.calculatedSize
  }
}
