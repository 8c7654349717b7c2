import { buildVocabulary, type Vocabulary } from './typo'

export type Words = { vocabulary: Vocabulary; sorted: string[]; readAt: number; version: number }

type Options = {
  /** The index's words, most used first (the backend's `vocabulary()`). */
  read: () => Promise<Array<{ word: string; docs: number }>>
  /** The index's version on this instance (changes.ts): a new one means new words may have come. */
  version: () => number
  /** Words older than this are read again even when the version did not move (another instance's saves). */
  ttlMs: number
  /**
   * How long a search waits for words being read again before it goes on with the ones it has. Reading
   * them is a pass over the whole index (PostgreSQL's ts_stat: 6.5 s at 100,000 documents, SQLite's
   * fts5vocab 0.8 s): after a save on a large site, no visitor waits for it; on a small one it is done
   * well within the wait, and the new words are there at the next search.
   */
  freshWaitMs: number
  now?: () => number
}

/**
 * The index's words for typo tolerance and prefixes, read once, then read again after a change of the
 * index or `ttlMs`, one reading at a time. Only the first reading is waited for whole; a failed one
 * leaves the words as they were (or fails the search, when there are none yet) and the next search tries
 * again.
 */
export function indexWordsReader(options: Options): () => Promise<Words> {
  const now = options.now ?? Date.now
  let current: Words | null = null
  let reading: Promise<Words> | null = null

  const readAgain = (version: number) =>
    (reading ??= (async () => {
      try {
        const sorted = (await options.read()).map((entry) => entry.word)
        current = { vocabulary: buildVocabulary(sorted), sorted, readAt: now(), version }
        return current
      } finally {
        reading = null
      }
    })())

  return async () => {
    const version = options.version()
    if (!current) return readAgain(version)
    if (current.version === version && now() - current.readAt <= options.ttlMs) return current
    const known = current
    const fresh = readAgain(version).catch(() => known)
    let timer: ReturnType<typeof setTimeout> | undefined
    const enough = new Promise<Words>((resolve) => {
      timer = setTimeout(() => resolve(known), options.freshWaitMs)
    })
    try {
      return await Promise.race([fresh, enough])
    } finally {
      clearTimeout(timer)
    }
  }
}
