import { foldText } from '@/lib/text'

/** The longest body text indexed per document: enough for any article of the guide. */
export const MAX_BODY_CHARS = 20_000

/** Words as the index sees them: folded (no accents, lower case), letters and digits only. */
export function searchTerms(phrase: string): string[] {
  return foldText(phrase)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/**
 * The words of a visitor's phrase that the search looks for: one-letter words (« à », « l’ ») carry
 * nothing and are left out; at most 8 words, each at most 40 letters, so no phrase makes an expensive
 * query.
 */
export function queryTerms(phrase: string): string[] {
  return searchTerms(phrase)
    .filter((term) => term.length > 1)
    .slice(0, 8)
    .map((term) => term.slice(0, 40))
}

/** Plain text of several parts, whitespace folded, cut to `max` characters. */
export const plain = (parts: Array<string | null | undefined>, max = MAX_BODY_CHARS) =>
  parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim().slice(0, max)
