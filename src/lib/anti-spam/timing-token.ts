import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import type { AntiSpamScope } from './fields'

/**
 * The timing token: when the server issued it, for which form, signed with PAYLOAD_SECRET so that every
 * instance accepts what another issued. Written `v1.<issued at, base 36 ms>.<signature>`. Pages are
 * cached, so a token written into the page would carry the time of the render, not the visitor's: the
 * browser asks for one when the visitor first touches the form.
 */
const VERSION = 'v1'

function sign(scope: AntiSpamScope, issuedAt: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`anti-spam\u0000${scope}\u0000${issuedAt}`)
    .digest('base64url')
    .slice(0, 27)
}

export function issueTimingToken(scope: AntiSpamScope, now = Date.now()): string {
  return `${VERSION}.${now.toString(36)}.${sign(scope, now, env().PAYLOAD_SECRET)}`
}

/** When a genuine token for `scope` was issued, or null for anything else (forged, other form, garbled). */
export function readTimingToken(token: unknown, scope: AntiSpamScope): number | null {
  if (typeof token !== 'string' || token.length > 64) return null
  const [version, issued, signature, ...rest] = token.split('.')
  if (version !== VERSION || !issued || !signature || rest.length > 0) return null
  if (!/^[0-9a-z]{1,11}$/.test(issued)) return null
  const issuedAt = parseInt(issued, 36)
  const expected = Buffer.from(sign(scope, issuedAt, env().PAYLOAD_SECRET))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : null
}
