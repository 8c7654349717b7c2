import 'server-only'
import { env, isPostgres } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { queryTerms } from '../text'
import { takeIndexChange } from './changes'
import { postgresSearch } from './postgres'
import { sqliteSearch } from './sqlite'
import { buildVocabulary, expandTerms, type Vocabulary } from './typo'
import type { SearchBackend, SearchPage, SearchQuery } from './types'

export type { SearchHit, SearchPage, SearchQuery } from './types'

/** The index's words are read again at most this often, and after any change (changes.ts). */
const VOCABULARY_TTL_MS = 5 * 60 * 1000

type Words = { vocabulary: Vocabulary; sorted: string[]; readAt: number }
let backend: SearchBackend | null = null
let words: Promise<Words> | null = null

async function searchBackend(): Promise<SearchBackend> {
  if (!backend) {
    const payload = await payloadClient()
    backend = isPostgres(env().DATABASE_URL) ? postgresSearch(payload) : sqliteSearch(payload)
  }
  return backend
}

async function indexWords(): Promise<Words> {
  const changed = takeIndexChange()
  if (words && !changed && Date.now() - (await words).readAt <= VOCABULARY_TTL_MS) return words
  words = (async () => {
    const list = await (await searchBackend()).vocabulary()
    const sorted = list.map((entry) => entry.word)
    return { vocabulary: buildVocabulary(sorted), sorted, readAt: Date.now() }
  })()
  return words
}

/**
 * A search of the index (docs/behaviour/search.md): the phrase's words, each matching the words it begins,
 * with one typo tolerated in words of 5 letters or more, ranked by field weight then recency, filtered by
 * kind, category and date. An empty phrase finds nothing.
 */
export async function searchIndex(query: SearchQuery): Promise<SearchPage> {
  const terms = queryTerms(query.phrase)
  if (terms.length === 0) return { hits: [], total: 0, terms }
  const { vocabulary, sorted } = await indexWords()
  const prefixKnown = (term: string) => sorted.some((word) => word.startsWith(term))
  const expanded = expandTerms(terms, vocabulary, prefixKnown)
  const found = await (await searchBackend()).search(query, expanded)
  return { ...found, terms: expanded.flat() }
}

/**
 * The completion the autocomplete offers for what the visitor typed: the start of an indexed title that
 * begins with the phrase, else the phrase with its last word completed by the most used indexed word that
 * begins with it; null when there is none. Folded (no accents): the browser shows it after what was typed.
 */
export async function suggestCompletion(phrase: string): Promise<string | null> {
  const terms = queryTerms(phrase)
  const last = terms.at(-1)
  if (!last) return null
  const { sorted } = await indexWords()
  const word = sorted.find((candidate) => candidate.startsWith(last) && candidate !== last)
  const titles = await (await searchBackend()).titlesStartingWith(terms.join(' '), 5)
  return titles.length > 0 || word ? completionFrom(phrase, titles, word ?? null) : null
}

/** The first title that continues the phrase (compared folded), else the phrase with its last word completed. */
export function completionFrom(phrase: string, titles: string[], word: string | null): string | null {
  const typed = phrase.replace(/\s+/g, ' ').trimStart()
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  const title = titles.find(
    (candidate) => fold(candidate).startsWith(fold(typed)) && candidate.length > typed.length,
  )
  if (title) return typed + title.slice(typed.length)
  if (!word) return null
  const lastWord = /(\S+)$/.exec(typed)?.[1] ?? ''
  return lastWord ? typed + word.slice(fold(lastWord).length) : null
}
