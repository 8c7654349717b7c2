import { FACET_PREFIX, SEARCH_KINDS, type SearchKind } from '../kinds'
import type { SearchQuery } from './types'

/** The facet keys of a query grouped by the kind whose categories they are (types.ts says how they narrow). */
export function facetGroups(facets: readonly string[]): Array<{ kind: SearchKind; keys: string[] }> {
  const groups: Array<{ kind: SearchKind; keys: string[] }> = []
  for (const [kind, prefix] of Object.entries(FACET_PREFIX) as Array<[SearchKind, string]>) {
    const keys = facets.filter((key) => key.startsWith(`${prefix}:`))
    if (keys.length > 0) groups.push({ kind, keys })
  }
  return groups
}

/** The kinds a query keeps: those asked for that exist, else all. */
export const kindsOf = (query: SearchQuery): SearchKind[] =>
  query.kinds.length > 0 ? SEARCH_KINDS.filter((kind) => query.kinds.includes(kind)) : [...SEARCH_KINDS]

/** The last moment of a day given as yyyy-mm-dd, as stored dates are compared (UTC). */
export const endOfDay = (day: string) => `${day}T23:59:59.999Z`
export const startOfDay = (day: string) => `${day}T00:00:00.000Z`
