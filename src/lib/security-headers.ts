/**
 * Security headers sent with every response. The CSP is static so that pages stay cacheable (a
 * per-request nonce would make every page dynamic): see docs/decisions/0004-static-csp.md for why
 * inline scripts are allowed.
 */
import type { CspSources } from './csp/extras'

const TILE_HOSTS = 'https://tile.openstreetmap.org https://api.mapbox.com'
const VIDEO_HOSTS = 'https://www.youtube-nocookie.com https://www.youtube.com'
/** YouTube's iframe API (a video gallery's autonext), loaded only after the visitor's consent. */
const YOUTUBE_API_HOSTS = 'https://www.youtube.com https://s.ytimg.com'

/** `site-videos`: the pages that may hold a video gallery, whose script may load YouTube's iframe API. */
export type Area = 'site' | 'site-videos' | 'admin'

const SCRIPT_SOURCES: Record<Area, string> = {
  // Next streams its page data through inline <script> tags; the admin's bundles also need eval.
  site: "'self' 'unsafe-inline'",
  'site-videos': `'self' 'unsafe-inline' ${YOUTUBE_API_HOSTS}`,
  admin: "'self' 'unsafe-inline' 'unsafe-eval'",
}

/**
 * The pages a video gallery may sit on (/videos, and the articles and pages whose rich text may hold a
 * gallery block): their CSP also allows YouTube's iframe API script.
 */
export const VIDEO_PAGES_SOURCES = ['/videos', '/videos/:path*', '/articles/:slug', '/:slug']

/** The CSP area of a site page's path, as VIDEO_PAGES_SOURCES gives it in next.config.ts. */
export const siteAreaOf = (path: string): Area =>
  /^\/videos(\/.*)?$/.test(path) || /^\/articles\/[^/]+$/.test(path) || /^\/[^/]+$/.test(path)
    ? 'site-videos'
    : 'site'

const withExtra = (base: string, extra: string[] = []) => [base, ...new Set(extra)].join(' ')

/**
 * The CSP of an area; `extra` adds the hosts an editor configured (src/lib/csp/extras.ts), which the proxy
 * sends on the pages that need them.
 */
export function contentSecurityPolicy(area: Area, extra?: CspSources): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': withExtra(SCRIPT_SOURCES[area], extra?.script),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': withExtra(`'self' data: blob: ${TILE_HOSTS} https://i.ytimg.com`, extra?.img),
    'font-src': "'self' data:",
    'connect-src': withExtra("'self'", extra?.connect),
    'frame-src': withExtra(`'self' ${VIDEO_HOSTS}`, extra?.frame),
    'media-src': "'self'",
    // The newsletter's anti-robot check (ALTCHA) runs its proof of work in workers built from blobs.
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/**
 * The CSP of uploaded files (`/api/<collection>/file/<name>`), in place of the site's: an uploaded SVG
 * opened on its own is a document of our origin, so it may run nothing, load nothing but images, and is
 * sandboxed (an opaque origin, no scripts, forms or popups). Payload sends `script-src 'none'` with XML
 * files, but the site-wide rule in next.config.ts replaced it; this rule comes after that one.
 */
export const UPLOADED_FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox"

/** The address pattern (next.config.ts `headers()`) of every upload collection's files. */
export const UPLOADED_FILES_SOURCE = '/api/:collection/file/:path*'

export function securityHeaders(area: Area) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(area) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}
