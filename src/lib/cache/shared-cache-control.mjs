// @ts-check
/**
 * The Cache-Control of every answer that Next serves from its cache (pages, feeds, the sitemap). Next
 * would send `s-maxage=<revalidate>`, up to a year: a reverse proxy or a CDN that honours it would keep
 * serving a page long after an editor changed it, since an expiration only reaches Next's own cache.
 * Instead, a shared cache (the nginx in front, deploy/nginx/escale.conf) keeps such an answer 2 seconds
 * and may serve it 3 seconds more while it fetches a fresh copy, so an edit reaches visitors within
 * 5 seconds (docs/decisions/0016-shared-cache-expirations.md); browsers ask again each time (an ETag makes that a 304).
 * Answers rendered for one request (dynamic pages, draft mode, errors) never pass here and keep Next's
 * `private, no-store`; routes that set their own Cache-Control keep theirs.
 *
 * Plain JavaScript: the cache handler that applies it is loaded by Next at run time, outside the build.
 */

export const SHARED_MAX_AGE_SECONDS = 2
export const STALE_WHILE_REVALIDATE_SECONDS = 3
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/**
 * Gives a cached response its Cache-Control (in place, once: the entry is then served as it is).
 * @template {{ kind?: string, status?: number, headers?: Record<string, unknown> } | null | undefined} T
 * @param {T} value a cache entry's value
 * @returns {T}
 */
export function withSharedCacheControl(value) {
  if (!value || !value.kind || !RESPONSE_KINDS.has(value.kind) || (value.status ?? 200) >= 500) return value
  if (value.headers && 'cache-control' in value.headers) return value
  value.headers = { ...value.headers, 'cache-control': SHARED_CACHE_CONTROL }
  return value
}
