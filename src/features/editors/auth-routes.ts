import 'server-only'
import { cameOverHttps } from '@/lib/client-ip/client-ip'
import { env } from '@/lib/env'
import { readAuthFields } from './auth-fields'
import { authRouteOf } from './auth-route-match'
import { guardForgotPassword } from './forgot-password-guard'
import { guardLogin } from './login-guard'
import { withSecureCookies } from './secure-cookies'

type RestHandler<Args extends unknown[]> = (request: Request, ...args: Args) => Promise<Response>

/**
 * Wraps one of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts): rate limits on login
 * and forgot-password, and `Secure` cookies for visitors who came over HTTPS. Hooking here rather than
 * in Payload's hooks lets a refused request stop before Payload reads the database, lets the answer be
 * a 429 with Retry-After, and sees the HTTP response, where the cookies are.
 */
export function guardPayloadRest<Args extends unknown[]>(handler: RestHandler<Args>): RestHandler<Args> {
  return async (request, ...args) => {
    const secure = env().SITE_URL.startsWith('https://') || cameOverHttps(request)
    const forward = () => handler(request, ...args)
    const route = authRouteOf(request)
    let response: Response
    if (route === 'login') {
      response = await guardLogin(request, await readAuthFields(request), forward, secure)
    } else if (route === 'forgot-password') {
      response = await guardForgotPassword(request, await readAuthFields(request), forward)
    } else {
      response = await forward()
    }
    return secure ? withSecureCookies(response) : response
  }
}
