// @ts-check
/**
 * Which cache entries may be written to disk. Next keeps every cached page and every cached read on disk
 * for ever, with no size limit: anything whose cache key a visitor chooses (an unknown slug, agenda
 * filters, a load-more query) would fill the disk one request at a time. Such entries stay in Next's
 * in-memory cache only, which is an LRU bounded in bytes (`cacheMaxMemorySize`, 50 MB by default): they
 * still serve repeated requests, and the oldest give way.
 *
 * Plain JavaScript: the cache handler that applies it is loaded by Next at run time, outside the build.
 */

/**
 * Tag of the cached reads keyed by visitor input (a slug from the address, filters, a page number): they
 * are kept in memory only. Real pages built from them are still cached on disk as pages.
 */
export const MEMORY_ONLY_TAG = 'memory-only'

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/**
 * False for answers that are not content (a page or route answering 4xx or 5xx: an unknown slug's 404
 * is rendered once per distinct address) and for reads tagged MEMORY_ONLY_TAG.
 * @param {{ kind?: string, status?: number } | null | undefined} value the entry Next is about to store
 * @param {{ tags?: string[] } | undefined} context the `set` context (tags of an unstable_cache read)
 */
export function mayPersist(value, context) {
  if (!value) return true
  if (value.kind && RESPONSE_KINDS.has(value.kind) && (value.status ?? 200) >= 400) return false
  if (value.kind === 'FETCH' && context?.tags?.includes(MEMORY_ONLY_TAG)) return false
  return true
}
