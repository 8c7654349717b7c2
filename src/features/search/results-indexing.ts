import type { BarSettings } from './bar-settings'
import { RESULTS_PATH } from './results-path'
import { HEADER_SEARCH_ID } from './search-ids'

type Params = Record<string, string | string[] | undefined>

/**
 * The address of the results of one of a search's « Essayez » keywords: the phrase, and the search when
 * it is not the header's. The sitemap lists these, and such a page names this address as its canonical.
 */
export function keywordResultsPath(bar: Pick<BarSettings, 'id'>, keyword: string): string {
  const query = new URLSearchParams({ s: keyword })
  if (bar.id !== HEADER_SEARCH_ID) query.set('p_asid', String(bar.id))
  return `${RESULTS_PATH}?${query}`
}

const plain = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : null

/**
 * The canonical address of a results page that search engines may index, null for one they must not.
 * A page per typed phrase would be endless, and would let anyone make a page of the site say words of
 * their choosing (search spam): those stay `noindex`. Indexed are the search page without a phrase, and
 * the first page, without filters, of a phrase the editors propose under a search (its « Essayez »
 * keywords, a short list they chose). Any other parameter, a second page or a phrase written differently
 * gives null (ADR 0020).
 */
export function indexedResultsPath(params: Params, bar: BarSettings | null): string | null {
  if (!bar) return null
  const names = Object.keys(params).filter((name) => params[name] !== undefined)
  if (names.length === 0) return bar.id === HEADER_SEARCH_ID ? RESULTS_PATH : null
  if (names.some((name) => name !== 's' && name !== 'p_asid')) return null
  const phrase = plain(params.s)
  if (phrase === null || !bar.tryThis.includes(phrase)) return null
  const asid = plain(params.p_asid)
  const sameSearch = asid === null ? bar.id === HEADER_SEARCH_ID : asid === String(bar.id)
  if (!sameSearch || (asid !== null && bar.id === HEADER_SEARCH_ID)) return null
  return keywordResultsPath(bar, phrase)
}
