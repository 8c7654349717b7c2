import 'server-only'
import { onTagsExpired } from '@/lib/cache/expiry-listeners.mjs'
import { env, isPostgres } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { queryTerms, searchTerms } from '../text'
import { indexVersion } from './changes'
import { postgresSearch } from './postgres'
import { createResultCache, type ResultCache } from './result-cache'
import { sqliteSearch } from './sqlite'
import { expandTerms } from './typo'
import { indexWordsReader } from './words'
import type { SearchKind } from '../kinds'
import type { SearchBackend, SearchPage, SearchQuery } from './types'

export type { SearchHit, SearchPage, SearchQuery } from './types'

/** The index's words are read again at most this often, and after any change (changes.ts). */
const VOCABULARY_TTL_MS = 5 * 60 * 1000
/** How long a search waits for the words being read again (engine/words.ts says why). */
const FRESH_WORDS_WAIT_MS = 300

let backend: SearchBackend | null = null

/** Answers kept a minute at most (engine/result-cache.ts says why). */
const RESULTS_TTL_MS = 60_000
const caches: Array<ResultCache<object>> = []
let resultsVersion = indexVersion()
const forgetResults = () => {
  for (const cache of caches) cache.clear()
}
// Any content saved, here or on another instance (its tags arrive through Redis): what the index holds,
// and the pictures and texts drawn from it, may have changed.
onTagsExpired(forgetResults)

/** Forgets the answers when the index changed on this instance since they were read. */
function followIndex(): void {
  const version = indexVersion()
  if (version === resultsVersion) return
  resultsVersion = version
  forgetResults()
}

/**
 * Answers drawn from the index, kept in memory by query (at most `max`, a minute each) and forgotten
 * whenever the index changes here or any content's tags expire, here or on another instance.
 */
export function answersKeptWhileIndexUnchanged<V extends object>(max = 2_000): ResultCache<V> {
  const cache = createResultCache<V>({ max, ttlMs: RESULTS_TTL_MS })
  caches.push(cache)
  return {
    get(key, read) {
      followIndex()
      return cache.get(key, read)
    },
    clear: () => cache.clear(),
  }
}

const results = answersKeptWhileIndexUnchanged<Omit<SearchPage, 'terms'>>()
const titles = answersKeptWhileIndexUnchanged<string[]>()

async function searchBackend(): Promise<SearchBackend> {
  if (!backend) {
    const payload = await payloadClient()
    backend = isPostgres(env().DATABASE_URL) ? postgresSearch(payload) : sqliteSearch(payload)
  }
  return backend
}

const indexWords = indexWordsReader({
  read: async () => (await searchBackend()).vocabulary(),
  version: indexVersion,
  ttlMs: VOCABULARY_TTL_MS,
  freshWaitMs: FRESH_WORDS_WAIT_MS,
})

/**
 * A search of the index (docs/behaviour/search.md): the phrase's words, each matching the words it begins,
 * with one typo tolerated in words of 5 letters or more, ranked by field weight then recency, filtered by
 * kind, category and date. An empty phrase finds nothing, unless the query asks for the `latest`
 * documents (a bar's automatic first search).
 */
export async function searchIndex(query: SearchQuery): Promise<SearchPage> {
  const terms = queryTerms(query.phrase)
  if (terms.length === 0)
    return query.latest
      ? { ...(await (await searchBackend()).latest(query)), terms }
      : { hits: [], total: 0, terms }
  const { vocabulary, sorted } = await indexWords()
  const prefixKnown = (term: string) => sorted.some((word) => word.startsWith(term))
  const expanded = expandTerms(terms, vocabulary, prefixKnown)
  const key = JSON.stringify([
    expanded,
    query.kinds,
    query.facets,
    query.dateFrom,
    query.dateTo,
    query.order,
    query.limit,
    query.offset,
  ])
  const found = await results.get(key, async () => (await searchBackend()).search(query, expanded))
  return { ...found, terms: expanded.flat() }
}

/**
 * The completion the autocomplete offers for what the visitor typed: the rest of an indexed title that
 * holds the phrase at a word's start (« char a v » → « char a voile sur la plage »), else the phrase with
 * its last word completed by the most used indexed word that begins with it; null when there is none.
 * The titles are those of a search's `kinds` (empty: all).
 * Nothing to complete after a space.
 */
export async function suggestCompletion(
  phrase: string,
  kinds: readonly SearchKind[] = [],
): Promise<string | null> {
  const typed = phrase.replace(/\s+/g, ' ').trimStart()
  const words = searchTerms(typed).slice(0, 8)
  const last = words.at(-1)
  if (!last || /\s$/.test(typed)) return null
  const { sorted } = await indexWords()
  const word =
    last.length > 1
      ? (sorted.find((candidate) => candidate.startsWith(last) && candidate !== last) ?? null)
      : null
  const start = words.join(' ')
  const found = await titles.get(JSON.stringify([start, kinds]), async () =>
    (await searchBackend()).titlesStartingWith(start, 5, kinds),
  )
  return completionFrom(typed, found, word)
}

/** Folds each character alone (accents off, lower case), so that positions in the text stay the same. */
const foldKeepingPositions = (text: string) =>
  Array.from(text, (char) => {
    const folded = char
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
    return folded.length === char.length ? folded : char
  }).join('')

/** The first title holding the typed phrase at a word's start, completed; else the last word completed. */
export function completionFrom(typed: string, titles: string[], word: string | null): string | null {
  const wanted = foldKeepingPositions(typed)
  for (const title of titles) {
    const folded = foldKeepingPositions(title)
    let at = folded.indexOf(wanted)
    while (at > 0 && /[\p{L}\p{N}]/u.test(folded[at - 1]!)) at = folded.indexOf(wanted, at + 1)
    if (at >= 0 && title.length > at + typed.length) return typed + title.slice(at + typed.length)
  }
  if (!word) return null
  const lastWord = /(\S+)$/.exec(typed)?.[1] ?? ''
  return lastWord ? typed + word.slice(lastWord.length) : null
}
