import { describe, expect, it } from 'vitest'
import { DEVICE_COOKIE, deviceCookie, hasDeviceCookie } from './device-cookie'

const secret = 's'.repeat(40)
const account = 'editeur@escale.example'
const NOW = Date.UTC(2026, 5, 1)

const requestWith = (setCookie: string, extra = '') =>
  new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { cookie: `autre=1; ${setCookie.split(';')[0]}${extra}` },
  })

describe('the device cookie', () => {
  it('is long-lived, HttpOnly, SameSite=Strict, sent only to the login endpoint, Secure on demand', () => {
    const cookie = deviceCookie({ secret, account, secure: false }, NOW)
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; `))
    expect(cookie).toContain('Path=/api/users/login')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain(`Max-Age=${365 * 86400}`)
    expect(cookie).not.toContain('Secure')
    expect(deviceCookie({ secret, account, secure: true }, NOW)).toMatch(/; Secure$/)
    expect(cookie).not.toContain(account)
  })

  it('vouches for the account it was issued to, and no other', () => {
    const request = requestWith(deviceCookie({ secret, account, secure: false }, NOW))
    expect(hasDeviceCookie(request, { secret, account }, NOW)).toBe(true)
    expect(hasDeviceCookie(request, { secret, account: 'autre@escale.example' }, NOW)).toBe(false)
    expect(hasDeviceCookie(request, { secret: 't'.repeat(40), account }, NOW)).toBe(false)
    expect(hasDeviceCookie(request, { secret, account: '' }, NOW)).toBe(false)
  })

  it('expires after a year', () => {
    const request = requestWith(deviceCookie({ secret, account, secure: false }, NOW))
    expect(hasDeviceCookie(request, { secret, account }, NOW + 364 * 86_400_000)).toBe(true)
    expect(hasDeviceCookie(request, { secret, account }, NOW + 366 * 86_400_000)).toBe(false)
  })

  it('cannot be forged or stretched', () => {
    const genuine = deviceCookie({ secret, account, secure: false }, NOW).split(';')[0]
    const [, value] = genuine.split('=')
    const [expires, signature] = value.split('.')
    const later = `${DEVICE_COOKIE}=${Number(expires) + 1000}.${signature}`
    expect(hasDeviceCookie(requestWith(later), { secret, account }, NOW)).toBe(false)
    const tampered = `${DEVICE_COOKIE}=${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(hasDeviceCookie(requestWith(tampered), { secret, account }, NOW)).toBe(false)
    expect(hasDeviceCookie(requestWith(`${DEVICE_COOKIE}=n'importe quoi`), { secret, account }, NOW)).toBe(
      false,
    )
    expect(hasDeviceCookie(new Request('http://localhost/'), { secret, account }, NOW)).toBe(false)
  })
})
