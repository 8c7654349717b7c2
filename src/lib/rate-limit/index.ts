import 'server-only'
import { clientIp } from '@/lib/client-ip/client-ip'
import { rateLimits } from './configured'
import { ipKey } from './keys'
import { refusalResponse } from './limits'
import type { RateLimitRuleName } from './rules'

export { rateLimits } from './configured'
export { ipKey } from './keys'
export { refusalResponse, type RateLimits, type Verdict } from './limits'
export { rateLimitRules, type RateLimitRuleName } from './rules'

/**
 * Spends one request of `rule` for `key`. Returns null when allowed, or the ready 429 answer (French
 * message, Retry-After, no-store) to send back as is:
 *
 *   const refused = await rateLimit('contact', ipKey(clientIp(request)))
 *   if (refused) return refused
 */
export async function rateLimit(rule: RateLimitRuleName, key: string): Promise<Response | null> {
  const verdict = await (await rateLimits()).consume(rule, key)
  return verdict.limited ? refusalResponse(verdict) : null
}

/** `rateLimit` keyed by the client's address: what most visitor-facing endpoints want. */
export const rateLimitByIp = (rule: RateLimitRuleName, request: Request) =>
  rateLimit(rule, ipKey(clientIp(request)))
