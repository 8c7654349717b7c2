import { Users } from './collections'

/*
 * Payload matches an endpoint's path case-insensitively and with an optional trailing slash
 * (path-to-regexp's defaults), and the collection slug exactly: match the same requests, or a variant
 * such as /api/users/LOGIN would slip past the limits.
 */
const PREFIX = `/api/${Users.slug}/`
const ENDPOINT = /^(login|forgot-password)\/?$/i

/** Which rate-limited editor endpoint a request to Payload's REST API is, if any. */
export function authRouteOf(request: Request): 'login' | 'forgot-password' | null {
  if (request.method !== 'POST') return null
  const path = new URL(request.url).pathname
  const match = path.startsWith(PREFIX) ? ENDPOINT.exec(path.slice(PREFIX.length)) : null
  return match ? (match[1].toLowerCase() as 'login' | 'forgot-password') : null
}
