import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from './env'

/**
 * Security nonces for the visitor's calls (newsletter sign-up, gallery pages, weather refresh, post
 * ratings), stateless so that cached pages can carry them: an HMAC of the action, its subject (a post id,
 * a widget) and a time window, signed with PAYLOAD_SECRET, so every instance accepts what another wrote.
 * A nonce is valid in the window it was made in and the next one: 24 to 48 hours, longer than any page
 * that embeds one is served fresh (those pages revalidate every 12 hours at most; the home page hourly).
 */
export const NONCE_WINDOW_MS = 24 * 60 * 60 * 1000

const windowOf = (time: number) => Math.floor(time / NONCE_WINDOW_MS)

function sign(action: string, subject: string, window: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${action}\u0000${subject}\u0000${window}`)
    .digest('base64url')
    .slice(0, 22)
}

/** A nonce for `action` on `subject` (empty when the action has none). */
export function createNonce(action: string, subject: string | number = '', now = Date.now()): string {
  return sign(action, String(subject), windowOf(now), env().PAYLOAD_SECRET)
}

/** Whether `nonce` was made for `action` on `subject` within the last one or two windows. */
export function verifyNonce(
  nonce: unknown,
  action: string,
  subject: string | number = '',
  now = Date.now(),
): boolean {
  if (typeof nonce !== 'string' || nonce.length !== 22) return false
  const given = Buffer.from(nonce)
  const current = windowOf(now)
  return [current, current - 1].some((window) => {
    const expected = Buffer.from(sign(action, String(subject), window, env().PAYLOAD_SECRET))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
}
