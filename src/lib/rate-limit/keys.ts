import { createHash } from 'node:crypto'
import { isIP } from 'node:net'

/**
 * What the store keeps for a key: a hash, so that the table and Redis hold no address or e-mail and
 * every key has the same short length whatever the caller passes.
 */
export const storeKey = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 24)

/** `a:b::1.2.3.4` as its groups, the IPv4 tail written as two hexadecimal groups. */
function groupsOf(part: string): string[] {
  if (!part) return []
  const groups = part.split(':')
  const last = groups.at(-1) ?? ''
  if (!last.includes('.')) return groups
  const [a, b, c, d] = last.split('.').map(Number)
  return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
}

/**
 * The rate-limit key of an address. An IPv6 client usually holds a whole /64 network and can change
 * address within it at will, so IPv6 addresses count by their first four groups.
 */
export function ipKey(ip: string): string {
  if (isIP(ip) !== 6) return ip
  const [head, tail] = ip.toLowerCase().split('::')
  const headGroups = groupsOf(head)
  const tailGroups = groupsOf(tail ?? '')
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4)
  return `${prefix.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}
