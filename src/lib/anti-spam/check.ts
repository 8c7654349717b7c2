import 'server-only'
import { clientIp } from '@/lib/client-ip/client-ip'
import { ipKey, rateLimits } from '@/lib/rate-limit'
import type { AntiSpamScope } from './fields'
import { inspectSpamFields, type SpamFields, type SpamVerdict } from './inspect'

/**
 * Every anti-spam check of a visitor form, in one call: the spam-token field, the honeypot, the timing
 * token (minimum fill time), then the scope's per-address rate limit. The field checks come first and
 * cost nothing, so robots refused by them do not use up the allowance of people who share their
 * address (a campsite's or a school's network).
 */
export async function checkSpam({
  scope,
  fields,
  request,
  now = Date.now(),
}: {
  scope: AntiSpamScope
  fields: SpamFields
  request: Request
  now?: number
}): Promise<SpamVerdict> {
  const verdict = inspectSpamFields(scope, fields, now)
  if (verdict.spam) return verdict
  const limit = await (await rateLimits()).consume(scope, ipKey(clientIp(request)))
  if (!limit.limited) return verdict
  return {
    spam: true,
    check: 'rate-limit',
    message: limit.message,
    retryAfterSeconds: limit.retryAfterSeconds,
  }
}
