import 'server-only'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { ipKey, rateLimits, refusalResponse, type RateLimitRuleName } from '@/lib/rate-limit'
import { clientIp } from '@/lib/client-ip/client-ip'
import type { AuthFields } from './auth-fields'
import { Users } from './collections'
import { deviceCookie, hasDeviceCookie } from './device-cookie'
import { spendPasswordHash } from './login-timing'
import { withCookie } from './secure-cookies'

/** A 429 in Payload's REST error shape too, so the admin's login form shows the message. */
export const authRefusal = (verdict: Parameters<typeof refusalResponse>[0]) =>
  refusalResponse(verdict, { errors: [{ message: verdict.message }] })

async function isKnownAccount(email: string): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: Users.slug as 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * POST /api/users/login, before and after Payload. Every attempt spends a point per address, per
 * account from that address, and per account from anywhere unless the browser holds the account's
 * device cookie; a successful login gives them back (and clears the account-from-this-address counter),
 * so only failures add up. Spending before the password is checked keeps parallel guesses from slipping
 * through while the first ones are being hashed.
 */
export async function guardLogin(
  request: Request,
  fields: AuthFields,
  login: () => Promise<Response>,
  secure: boolean,
): Promise<Response> {
  const limits = await rateLimits()
  const ip = ipKey(clientIp(request))
  const account = fields.email
  const secret = env().PAYLOAD_SECRET
  const trustedDevice = hasDeviceCookie(request, { secret, account })
  const counters: [RateLimitRuleName, string][] = [['login-ip', ip]]
  if (account) {
    counters.push(['login-account-ip', `${account} ${ip}`])
    if (!trustedDevice) counters.push(['login-account', account])
  }
  for (const [rule, key] of counters) {
    const verdict = await limits.consume(rule, key)
    if (verdict.limited) return authRefusal(verdict)
  }

  const response = await login()
  if (response.ok) {
    await Promise.all(
      counters.map(([rule, key]) =>
        rule === 'login-account-ip' ? limits.reset(rule, key) : limits.reward(rule, key),
      ),
    )
    return withCookie(response, deviceCookie({ secret, account, secure }))
  }
  // A wrong password costs a hash; make an unknown e-mail cost the same, so timing tells nothing.
  if (response.status === 401 && account && !(await isKnownAccount(account))) {
    await spendPasswordHash(fields.password)
  }
  return response
}
