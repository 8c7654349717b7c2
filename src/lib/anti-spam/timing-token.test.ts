import { beforeAll, describe, expect, it } from 'vitest'
import { issueTimingToken, readTimingToken } from './timing-token'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

describe('timing tokens', () => {
  const now = Date.UTC(2026, 10, 24, 9, 30)

  it('tell when they were issued, for the form they were issued for', () => {
    const token = issueTimingToken('contact', now)
    expect(token).toMatch(/^v1\.[0-9a-z]+\.[\w-]{27}$/)
    expect(readTimingToken(token, 'contact')).toBe(now)
  })

  it('are refused for another form', () => {
    expect(readTimingToken(issueTimingToken('contact', now), 'newsletter')).toBeNull()
  })

  it('are refused when their time or signature is changed, or when garbled', () => {
    const token = issueTimingToken('comment', now)
    const [version, issued, signature] = token.split('.')
    const earlier = (now - 60_000).toString(36)
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    for (const bad of [
      `${version}.${earlier}.${signature}`,
      `${version}.${issued}.${flipped}`,
      `v2.${issued}.${signature}`,
      `${token}.x`,
      `${version}.${issued}`,
      `${version}.-1.${signature}`,
      `${version}.${'z'.repeat(12)}.${signature}`,
      'x'.repeat(65),
      '',
      undefined,
      42,
      [token],
    ]) {
      expect(readTimingToken(bad, 'comment'), String(bad)).toBeNull()
    }
  })
})
