import type { SearchKind } from '../kinds'

/** What a search asks the index for (docs/behaviour/search.md). */
export type SearchQuery = {
  /** The visitor's phrase as typed. */
  phrase: string
  /** Content types to keep; empty: all. */
  kinds: SearchKind[]
  /**
   * Facet keys (`a:slug`, `e:slug`, `p:slug`: kinds.ts). Keys of one kind's categories narrow that kind's
   * documents to those that carry one of them; the other kinds are not narrowed.
   */
  facets: string[]
  /** Events only: those that take place, even partly, within these days (yyyy-mm-dd, inclusive). */
  dateFrom?: string | null
  dateTo?: string | null
  order: 'relevance' | 'date'
  /** Without a phrase: the newest documents instead of none (a bar's automatic first search). */
  latest?: boolean
  limit: number
  offset: number
}

export type SearchHit = {
  id: number
  kind: SearchKind
  title: string
  excerpt: string
  body: string
  url: string
  date: string | null
  endDate: string | null
  image: number | null
}

export type SearchPage = { hits: SearchHit[]; total: number; terms: string[] }

/** The database's full-text engine behind one interface: SQLite FTS5 or PostgreSQL tsvector. */
export interface SearchBackend {
  /** Documents matching every term (a term matches words it begins; one typo allowed from 5 letters). */
  search(query: SearchQuery, expanded: string[][]): Promise<{ hits: SearchHit[]; total: number }>
  /** Every distinct indexed word (folded) with the number of documents holding it, most used first. */
  vocabulary(): Promise<Array<{ word: string; docs: number }>>
  /**
   * Titles that begin with the phrase or contain a word that does (autocomplete), best first, of these
   * kinds (empty: all).
   */
  titlesStartingWith(prefix: string, limit: number, kinds: readonly SearchKind[]): Promise<string[]>
  /**
   * The newest documents, whatever their words (a bar's automatic first search, « latest »): filtered
   * like a search, by date (articles' publication, events' start), the undated last.
   */
  latest(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }>
}
