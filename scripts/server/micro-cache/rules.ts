/**
 * What the micro-cache (./handler.ts) may keep and serve: which requests never touch it, which
 * answers it may store and for how long, and the key a request is looked up under.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { SHARED_MAX_AGE_SECONDS } from '../../../src/lib/cache/shared-cache-control.mjs'

/**
 * The longest a copy is kept, whatever the answer says: what the app lets a shared proxy keep a page
 * (a page Next has just rendered may still carry its own `s-maxage` of up to a year).
 */
export const MAX_FRESH_MS = SHARED_MAX_AGE_SECONDS * 1000

/**
 * Request headers Next varies its pages on (its `Vary` lists them): a client navigation asks for the
 * page's RSC payload at the same address with these. They are always part of the key, so an answer
 * whose Vary names only these (and Accept-Encoding, negotiated separately) is served to exactly the
 * requests it was made for; one that varies on anything else is not stored.
 */
export const KEYED_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const

/** The back office, the REST API, the ajax endpoint and the build's files: never through the micro-cache. */
const NEVER_CACHED_PATH = /^\/(admin|api|ajax|_next)(\/|\?|$)/

/** An editor logged in to /admin (payload-token) or previewing drafts (Next's draft-mode cookies). */
export const EDITOR_COOKIE = /(^|;)\s*(payload-token|__prerender_bypass|__next_preview_data)=/

/**
 * Why a request goes straight to Next, or undefined when the micro-cache may answer it. Besides the
 * paths and cookies above: anything but GET and HEAD; credentials (an API key's Authorization); Next's
 * on-demand revalidation header; a server action; a byte range. A client's `Cache-Control: no-cache`
 * is not a reason: Next would answer it from its own cache anyway (docs/decisions/0017-micro-cache.md).
 */
export function bypassReason(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'method'
  if (NEVER_CACHED_PATH.test(req.url ?? '/')) return 'path'
  const { headers } = req
  if (headers.cookie && EDITOR_COOKIE.test(headers.cookie)) return 'editor'
  if (headers.authorization) return 'authorization'
  if (headers['x-prerender-revalidate'] || headers['next-action']) return 'next'
  if (headers.range) return 'range'
  return undefined
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '')

/** The key of a request: host, address with its query, and the values of Next's varying headers. */
export function keyOf(req: Pick<IncomingMessage, 'url' | 'headers'>): string {
  const parts = [headerText(req.headers.host), req.url ?? '/']
  for (const name of KEYED_HEADERS) parts.push(headerText(req.headers[name]))
  return parts.join('\n')
}

/** A Cache-Control header's directives, names lowercased (`s-maxage` → '2', `public` → ''). */
export function directivesOf(cacheControl: string): Map<string, string> {
  const directives = new Map<string, string>()
  for (const part of cacheControl.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2)
    if (name) directives.set(name.toLowerCase(), value.replace(/^"|"$/g, ''))
  }
  return directives
}

/** The names a Vary header lists, lowercased. */
export const varyNamesOf = (vary: string) =>
  vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)

const VARY_HANDLED = new Set<string>([...KEYED_HEADERS, 'accept-encoding'])

/** Content encodings an answer may be stored in: as it is, or gzip (Next's own compression). */
const STORED_ENCODINGS = new Set(['', 'identity', 'gzip'])

/**
 * How long an answer may be kept, in ms, or undefined when it must not be: only a 200 that Next marks
 * shareable (`s-maxage` above 0, neither `private`, `no-store` nor `no-cache`), without a cookie, whose
 * Vary the key covers, sent as it is or gzipped. The micro-cache keeps it no longer than a shared proxy
 * may (its `s-maxage`, at most MAX_FRESH_MS), so an edit on another instance shows within the same
 * bound here as behind the proxy.
 */
export function freshnessMs(status: number, headers: OutgoingHttpHeaders): number | undefined {
  if (status !== 200 || headers['set-cookie'] !== undefined) return undefined
  const directives = directivesOf(headerText(headers['cache-control'] as string | string[] | undefined))
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return undefined
  const sharedMaxAge = Number(directives.get('s-maxage'))
  if (!Number.isInteger(sharedMaxAge) || sharedMaxAge <= 0) return undefined
  const vary = varyNamesOf(headerText(headers.vary as string | string[] | undefined))
  if (vary.some((name) => !VARY_HANDLED.has(name))) return undefined
  const encoding = headerText(headers['content-encoding'] as string | undefined)
    .trim()
    .toLowerCase()
  if (!STORED_ENCODINGS.has(encoding)) return undefined
  return Math.min(sharedMaxAge * 1000, MAX_FRESH_MS)
}

/**
 * The Cache-Control to send from a copy kept `ageMs`: `s-maxage` lowered to the whole seconds left, so
 * a proxy in front keeps it only as long as the original answer allowed and the two delays never add up.
 */
export function withRemainingFreshness(cacheControl: string, freshMs: number, ageMs: number): string {
  const left = Math.max(0, Math.floor((freshMs - ageMs) / 1000))
  return cacheControl.replace(/(^|,)(\s*)s-maxage=("?)\d+\3/i, `$1$2s-maxage=${left}`)
}

/** Headers of Next's answer that belong to one response, not to the stored copy. */
export const PER_RESPONSE_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'age',
])

/** Worth gzipping for a client that accepts it (what Next's own compression would compress). */
export const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json|x-component)|image\/svg\+xml)/i

/** Next's compression leaves smaller answers as they are. */
export const COMPRESS_MIN_BYTES = 1024

/** Whether an If-None-Match header matches an ETag (weak comparison, as for a GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}

export type { IncomingHttpHeaders }
