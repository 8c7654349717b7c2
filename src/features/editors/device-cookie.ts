import { createHmac, timingSafeEqual } from 'node:crypto'
import { cookieValue } from '@/lib/cookies'

/**
 * A browser where an editor logged in successfully gets this cookie, signed with the server's secret and
 * bound to the account (which it does not contain). It exempts that browser from the per-account login
 * limit, so that an attacker guessing from many addresses cannot lock the editor out of their usual
 * browser. It grants nothing else: the password is still required.
 */
export const DEVICE_COOKIE = 'escale-editor-device'
const LIFETIME_SECONDS = 365 * 24 * 60 * 60
// Only the login endpoint needs it.
const COOKIE_PATH = '/api/users/login'

const signature = (secret: string, account: string, expires: number) =>
  createHmac('sha256', secret).update(`editor-device|${account}|${expires}`).digest('base64url')

/** The Set-Cookie value for a successful login of `account`. */
export function deviceCookie(
  { secret, account, secure }: { secret: string; account: string; secure: boolean },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + LIFETIME_SECONDS
  const value = `${expires}.${signature(secret, account, expires)}`
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${LIFETIME_SECONDS}`, 'HttpOnly', 'SameSite=Strict']
  return [`${DEVICE_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ')
}

/** Whether the request carries a valid, unexpired device cookie for `account`. */
export function hasDeviceCookie(
  request: Request,
  { secret, account }: { secret: string; account: string },
  now = Date.now(),
): boolean {
  const value = cookieValue(request.headers.get('cookie'), DEVICE_COOKIE)
  const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null
  if (!match || !account) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now) return false
  const expected = Buffer.from(signature(secret, account, expires))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given)
}
