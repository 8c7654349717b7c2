import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The link that lets an editor see a draft on the real page. The admin makes it for a logged-in editor
 * (the edit view's « Aperçu » button and its live preview); `/apercu` checks it, together with the
 * editor's session, before turning Next's draft mode on. Signed with PAYLOAD_SECRET so every instance
 * accepts it (the functions take the secret, so that tests outside the server can make links too); it names the page to open, so the route never redirects anywhere a link chose; it names the
 * editor, so a link copied out of one editor's browser is useless in anyone else's.
 */
export const PREVIEW_LINK_TTL_MS = 60 * 60 * 1000

const PURPOSE = 'escale-preview-link'

export type PreviewTarget = {
  /** The public page that shows the document: a path of this site, such as `/articles/mon-article`. */
  path: string
  /** The editor the link was made for. */
  userId: string
  /** When the link stops working (ms since the epoch). */
  expiresAt: number
}

export type PreviewLinkCheck =
  { ok: true; target: PreviewTarget } | { ok: false; reason: 'invalid' | 'expired' }

const signature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\u0000${body}`).digest('base64url')

/** A site path the route may send a browser to: one leading slash, no scheme, no backslash. */
export const isSitePath = (path: string): boolean =>
  /^\/(?![/\\])/.test(path) && !/[\\\s]/.test(path) && path.length <= 512

/** The token of a preview link for `path`, made for the editor `userId`; `secret` is PAYLOAD_SECRET. */
export function signPreviewToken(
  path: string,
  userId: string | number,
  secret: string,
  now = Date.now(),
): string {
  if (!isSitePath(path)) throw new Error(`Not a path of this site: ${path}`)
  const body = Buffer.from(
    JSON.stringify({ p: path, u: String(userId), e: now + PREVIEW_LINK_TTL_MS }),
  ).toString('base64url')
  return `${body}.${signature(body, secret)}`
}

/** Reads a preview token: `invalid` when forged, altered or malformed, `expired` when past its time. */
export function checkPreviewToken(token: unknown, secret: string, now = Date.now()): PreviewLinkCheck {
  if (typeof token !== 'string' || token.length > 2048) return { ok: false, reason: 'invalid' }
  const [body, given, ...rest] = token.split('.')
  if (!body || !given || rest.length > 0) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(signature(body, secret))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    return { ok: false, reason: 'invalid' }
  let fields: { p?: unknown; u?: unknown; e?: unknown }
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const { p: path, u: userId, e: expiresAt } = fields
  if (typeof path !== 'string' || !isSitePath(path) || typeof userId !== 'string' || !userId)
    return { ok: false, reason: 'invalid' }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' }
  if (now >= expiresAt) return { ok: false, reason: 'expired' }
  return { ok: true, target: { path, userId, expiresAt } }
}

/** The address of the preview route for a token. */
export const previewEntryUrl = (token: string): string => `/apercu?jeton=${encodeURIComponent(token)}`

/**
 * Where « Quitter l’aperçu » goes back to: the page the editor was on (the Referer), when it is a page of
 * this site, else the home page.
 */
export function returnPathFrom(referer: string | null, siteOrigins: string[]): string {
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    if (!siteOrigins.includes(from.origin)) return '/'
    const path = `${from.pathname}${from.search}`
    return isSitePath(path) && !path.startsWith('/apercu') ? path : '/'
  } catch {
    return '/'
  }
}
