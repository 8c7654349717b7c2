import { describe, expect, it } from 'vitest'
import { withCookie, withSecureCookies } from './secure-cookies'

function responseSetting(...cookies: string[]) {
  const headers = new Headers({ 'content-type': 'application/json' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response('{"ok":true}', { status: 200, headers })
}

describe('withSecureCookies', () => {
  it("marks Payload's session cookie and the device cookie Secure", async () => {
    const response = withSecureCookies(
      responseSetting(
        'payload-token=abc; Path=/; HttpOnly=true; SameSite=Lax',
        'escale-editor-device=1.x; Path=/api/users/login; HttpOnly',
        'other=1; Path=/',
      ),
    )
    expect(response.headers.getSetCookie()).toEqual([
      'payload-token=abc; Path=/; HttpOnly=true; SameSite=Lax; Secure',
      'escale-editor-device=1.x; Path=/api/users/login; HttpOnly; Secure',
      'other=1; Path=/',
    ])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('leaves cookies already Secure, and responses without cookies, as they are', () => {
    const secure = responseSetting('payload-token=abc; Path=/; Secure=true')
    expect(withSecureCookies(secure)).toBe(secure)
    const none = responseSetting()
    expect(withSecureCookies(none)).toBe(none)
  })
})

describe('withCookie', () => {
  it('adds a cookie and keeps the others, the status and the body', async () => {
    const response = withCookie(responseSetting('payload-token=abc'), 'escale-editor-device=1.x')
    expect(response.headers.getSetCookie()).toEqual(['payload-token=abc', 'escale-editor-device=1.x'])
    expect(await response.text()).toBe('{"ok":true}')
  })
})
