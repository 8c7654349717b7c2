import { beforeAll, describe, expect, it } from 'vitest'
import { createNonce, NONCE_WINDOW_MS, verifyNonce } from './nonce'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

describe('nonces', () => {
  const now = Date.UTC(2026, 10, 23, 10)

  it('accept what they made, for the same action and subject', () => {
    const nonce = createNonce('postratings', 42, now)
    expect(nonce).toMatch(/^[\w-]{22}$/)
    expect(verifyNonce(nonce, 'postratings', 42, now)).toBe(true)
    expect(verifyNonce(nonce, 'postratings', '42', now)).toBe(true)
  })

  it('refuse another action, another subject, or anything that is not a nonce', () => {
    const nonce = createNonce('postratings', 42, now)
    expect(verifyNonce(nonce, 'postratings', 43, now)).toBe(false)
    expect(verifyNonce(nonce, 'newsletter', 42, now)).toBe(false)
    for (const bad of [undefined, null, 42, '', 'x'.repeat(22), `${nonce}x`, [nonce]]) {
      expect(verifyNonce(bad, 'postratings', 42, now)).toBe(false)
    }
  })

  it('stay valid for the next window, not the one after', () => {
    const nonce = createNonce('newsletter', '', now)
    expect(verifyNonce(nonce, 'newsletter', '', now + NONCE_WINDOW_MS)).toBe(true)
    expect(verifyNonce(nonce, 'newsletter', '', now + 2 * NONCE_WINDOW_MS)).toBe(false)
    expect(verifyNonce(nonce, 'newsletter', '', now - NONCE_WINDOW_MS)).toBe(false)
  })
})
