import 'server-only'
import { clientIp } from '@/lib/client-ip/client-ip'
import { ipKey, rateLimits } from '@/lib/rate-limit'
import type { AuthFields } from './auth-fields'
import { authRefusal } from './login-guard'

/**
 * POST /api/users/forgot-password: each request may send an e-mail, so every request counts, per address
 * and per account (the account's owner is not harmed: a reset link already sent stays valid).
 */
export async function guardForgotPassword(
  request: Request,
  fields: AuthFields,
  forward: () => Promise<Response>,
): Promise<Response> {
  const limits = await rateLimits()
  const ipVerdict = await limits.consume('forgot-password-ip', ipKey(clientIp(request)))
  if (ipVerdict.limited) return authRefusal(ipVerdict)
  if (fields.email) {
    const accountVerdict = await limits.consume('forgot-password-account', fields.email)
    if (accountVerdict.limited) return authRefusal(accountVerdict)
  }
  return forward()
}
