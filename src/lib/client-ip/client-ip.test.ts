import { describe, expect, it } from 'vitest'
import { normalizeIp, resolveClientIp, resolveHttps, type IpSource } from './client-ip'
import { PEER_HEADER } from './peer-stamp'

const TOKEN = 'a'.repeat(32)

function source(
  headers: Record<string, string>,
  trustedProxies = 0,
  token: string | undefined = TOKEN,
): IpSource {
  return { headers: new Headers(headers), token, trustedProxies }
}
const stamped = (peer: string, extra: Record<string, string> = {}) => ({
  [PEER_HEADER]: `${TOKEN} ${peer}`,
  ...extra,
})

describe('normalizeIp', () => {
  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['192.0.2.1:5678', '192.0.2.1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    [' 192.0.2.7 ', '192.0.2.7'],
    ['pas-une-adresse', 'pas-une-adresse'],
  ])('%s is %s', (raw, expected) => expect(normalizeIp(raw)).toBe(expected))
})

describe('resolveClientIp', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    const forged = stamped('::ffff:198.51.100.9', { 'x-forwarded-for': '203.0.113.1' })
    expect(resolveClientIp(source(forged))).toBe('198.51.100.9')
  })

  it('says "unknown" when the stamp is missing, forged, or not installed', () => {
    expect(resolveClientIp(source({ 'x-forwarded-for': '203.0.113.1' }))).toBe('unknown')
    expect(resolveClientIp(source({ [PEER_HEADER]: `${'b'.repeat(32)} 203.0.113.1` }))).toBe('unknown')
    const notInstalled = {
      headers: new Headers(stamped('198.51.100.9')),
      token: undefined,
      trustedProxies: 0,
    }
    expect(resolveClientIp(notInstalled)).toBe('unknown')
    expect(resolveClientIp(source({ [PEER_HEADER]: TOKEN }))).toBe('unknown')
  })

  it('takes the hop written by the outermost trusted proxy', () => {
    // The client forged 203.0.113.66; the proxy appended the address it saw, then connected from 10.0.0.2.
    const headers = stamped('10.0.0.2', { 'x-forwarded-for': '203.0.113.66, 198.51.100.20' })
    expect(resolveClientIp(source(headers, 1))).toBe('198.51.100.20')
    // Two proxies: the CDN saw the client, the load balancer saw the CDN.
    const twoHops = stamped('10.0.0.2', { 'x-forwarded-for': '203.0.113.66, 198.51.100.20, 10.0.0.1' })
    expect(resolveClientIp(source(twoHops, 2))).toBe('198.51.100.20')
  })

  it('reads several X-Forwarded-For headers as one list', () => {
    const headers = new Headers({ [PEER_HEADER]: `${TOKEN} 10.0.0.2` })
    headers.append('x-forwarded-for', '203.0.113.66')
    headers.append('x-forwarded-for', '198.51.100.20')
    expect(resolveClientIp({ headers, token: TOKEN, trustedProxies: 1 })).toBe('198.51.100.20')
  })

  it('falls back to the leftmost entry when the chain is shorter than the trusted proxies', () => {
    expect(resolveClientIp(source(stamped('10.0.0.2'), 2))).toBe('10.0.0.2')
    expect(resolveClientIp(source(stamped('10.0.0.2', { 'x-forwarded-for': '198.51.100.20' }), 3))).toBe(
      '198.51.100.20',
    )
  })

  it('keeps a malformed hop as a bounded opaque key', () => {
    const headers = stamped('10.0.0.2', { 'x-forwarded-for': `x${'y'.repeat(200)}` })
    expect(resolveClientIp(source(headers, 1))).toHaveLength(64)
  })
})

describe('resolveHttps', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    const https = stamped('10.0.0.2', { 'x-forwarded-proto': 'https' })
    expect(resolveHttps(source(https, 1))).toBe(true)
    expect(resolveHttps(source(https, 0))).toBe(false)
    expect(resolveHttps(source({ 'x-forwarded-proto': 'https' }, 1))).toBe(false)
    expect(resolveHttps(source(stamped('10.0.0.2', { 'x-forwarded-proto': 'http' }), 1))).toBe(false)
    expect(resolveHttps(source(stamped('10.0.0.2', { 'x-forwarded-proto': 'HTTPS, http' }), 1))).toBe(true)
  })
})
