import { VISITOR_COOKIE, VISITOR_COOKIE_DAYS, VISITOR_TIMEOUT_MS } from './constants'

/** Who the partner's frames are shown to (call 21's answer); `scm` asks for the page's metadata call. */
export type Visitor = { visitorId: string; scm: boolean }

/** What the visitor's resolution reads and writes: the browser's parts, passed in for the tests. */
export type VisitorDeps = {
  partnerId: string
  visitorUrl: string
  location: Pick<Location, 'host' | 'pathname' | 'href' | 'protocol'>
  document: Pick<Document, 'cookie'>
  fetch: typeof fetch
  /** Missing in very old browsers; then only the partner's answer or our cookie can name the visitor. */
  crypto: Partial<Pick<Crypto, 'getRandomValues' | 'randomUUID'>> | undefined
}

export const RANDOM_UNAVAILABLE = 'Random-number generator unavailable'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The partner's ids are short opaque tokens; anything else in its answer counts as a failure. */
const PARTNER_VISITOR_ID = /^[\w.:-]{1,128}$/

/** The page as call 21 names it: host and path, without scheme, query or fragment. */
export const pageAddress = (location: Pick<Location, 'host' | 'pathname'>) =>
  `${location.host}${location.pathname}`

/** Call 21's `q`: base64 of the UTF-8 JSON `{"partnerHashCode":…,"url":…}`. */
export function visitorQuery(partnerId: string, url: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ partnerHashCode: partnerId, url }))
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

/** The visitor record of call 21's answer, or null when the answer is not one. */
export function readVisitorAnswer(body: unknown): Visitor | null {
  if (!body || typeof body !== 'object') return null
  const { visitor_id: visitorId, scm } = body as Record<string, unknown>
  if (typeof visitorId !== 'string' || !PARTNER_VISITOR_ID.test(visitorId)) return null
  return { visitorId, scm: scm === true }
}

/** Call 21, with the partner's cookies; null on any failure (network, timeout, status, body). */
export async function fetchVisitor(deps: VisitorDeps): Promise<Visitor | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), VISITOR_TIMEOUT_MS)
  try {
    const url = new URL(deps.visitorUrl, deps.location.href)
    url.searchParams.set('q', visitorQuery(deps.partnerId, pageAddress(deps.location)))
    const response = await deps.fetch(url.href, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
    if (!response.ok) return null
    return readVisitorAnswer(await response.json())
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Our fallback id from its cookie, when it is there and is one we wrote (a UUID). */
export function cookieVisitorId(cookie: string): string | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1)
  return value && UUID.test(value) ? value : null
}

/** A new random id (a version 4 UUID); throws when the browser has no secure random generator. */
export function randomVisitorId(crypto: VisitorDeps['crypto']): string {
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  if (typeof crypto?.getRandomValues !== 'function') throw new Error(RANDOM_UNAVAILABLE)
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The fallback id's cookie: first-party, 180 days, Lax, Secure on https. */
export function visitorCookie(id: string, secure: boolean): string {
  const maxAge = VISITOR_COOKIE_DAYS * 24 * 60 * 60
  return `${VISITOR_COOKIE}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The visitor: the partner's record (call 21), else, silently, our own id from its cookie or a new random
 * one written to it, with no metadata call. Rejects only when no secure random generator exists.
 */
export async function resolveVisitor(deps: VisitorDeps): Promise<Visitor> {
  const answered = await fetchVisitor(deps)
  if (answered) return answered
  const kept = cookieVisitorId(deps.document.cookie)
  if (kept) return { visitorId: kept, scm: false }
  const visitorId = randomVisitorId(deps.crypto)
  deps.document.cookie = visitorCookie(visitorId, deps.location.protocol === 'https:')
  return { visitorId, scm: false }
}

/**
 * The page's visitor, asked once per page address (a navigation inside the site asks again). When no id
 * can be had at all the error is logged once and the page's visitor is null: no widget is built.
 */
export function pageVisitors(
  win: Window,
  partnerId: string,
  visitorUrl: string,
): () => Promise<Visitor | null> {
  const known = new Map<string, Promise<Visitor | null>>()
  return () => {
    const page = pageAddress(win.location)
    let found = known.get(page)
    if (!found) {
      const deps = {
        partnerId,
        visitorUrl,
        location: win.location,
        document: win.document,
        crypto: win.crypto,
      }
      found = resolveVisitor({ ...deps, fetch: win.fetch.bind(win) }).catch((error: unknown) => {
        console.error(error)
        return null
      })
      known.set(page, found)
    }
    return found
  }
}
