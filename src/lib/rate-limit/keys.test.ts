import { describe, expect, it } from 'vitest'
import { ipKey, storeKey } from './keys'

describe('storeKey', () => {
  it('is a short stable hash that reveals nothing of the key', () => {
    const key = storeKey('editeur@escale.example 198.51.100.7')
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(key).toBe(storeKey('editeur@escale.example 198.51.100.7'))
    expect(key).not.toBe(storeKey('editeur@escale.example 198.51.100.8'))
    expect(storeKey('x'.repeat(100_000))).toHaveLength(24)
  })
})

describe('ipKey', () => {
  it('keeps IPv4 addresses and other keys as they are', () => {
    expect(ipKey('198.51.100.7')).toBe('198.51.100.7')
    expect(ipKey('unknown')).toBe('unknown')
  })

  it.each([
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:0000:0001:ffff::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::ffff:192.0.2.1', '2001:db8:0:0::/64'],
    ['2001:db8::b:c:d:192.0.2.1', '2001:db8:0:b::/64'],
  ])('counts %s by its /64 network', (ip, key) => expect(ipKey(ip)).toBe(key))

  it('gives every address of one /64 network the same key', () => {
    expect(ipKey('2001:db8:1:2::aaaa')).toBe(ipKey('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(ipKey('2001:db8:1:2::aaaa')).not.toBe(ipKey('2001:db8:1:3::aaaa'))
  })
})
