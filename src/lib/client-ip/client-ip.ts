import { isIP } from 'node:net'
import { env } from '@/lib/env'
import { PEER_HEADER, peerToken } from './peer-stamp'

/** What the address of a request is read from: its headers, this process's stamp token, the proxies. */
export type IpSource = { headers: Headers; token: string | undefined; trustedProxies: number }

/**
 * `::ffff:192.0.2.1` (IPv4 on an IPv6 socket) is 192.0.2.1; a port some proxies add (`192.0.2.1:5678`,
 * `[2001:db8::1]:443`) is dropped; IPv6 is lower-cased; anything else is returned as is.
 */
export function normalizeIp(address: string): string {
  const trimmed = address
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)
  if (mapped) return mapped[1]
  return isIP(trimmed) === 6 ? trimmed.toLowerCase() : trimmed
}

/** The socket's address stamped by this process, or undefined when the stamp is missing or forged. */
function peerAddress({ headers, token }: IpSource): string | undefined {
  const stamp = headers.get(PEER_HEADER)
  if (!token || !stamp) return undefined
  const [stampToken, address] = stamp.split(' ')
  return stampToken === token && address ? address : undefined
}

/**
 * The client's address. With no trusted proxy, only the socket's address counts: any X-Forwarded-For is
 * the client's own claim. With N trusted proxies, each appends the address it received the request
 * from, so the client is the N-th entry from the right of `X-Forwarded-For, socket address`; entries
 * further left were written by the client and are ignored. "unknown" when the stamp is missing (a
 * request the server accepted before the stamp was installed): those share one key.
 */
export function resolveClientIp(source: IpSource): string {
  const peer = peerAddress(source)
  if (!peer) return 'unknown'
  if (source.trustedProxies === 0) return normalizeIp(peer)
  const forwarded = (source.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  const hop = chain[Math.max(chain.length - 1 - source.trustedProxies, 0)]
  // A trusted proxy writes a bare address; anything else is reduced to a bounded opaque key.
  return isIP(normalizeIp(hop)) ? normalizeIp(hop) : hop.slice(0, 64)
}

/**
 * Whether the visitor reached the site over HTTPS: told by the first X-Forwarded-Proto value, and only
 * when it comes through a trusted proxy (otherwise any client could claim it).
 */
export function resolveHttps(source: IpSource): boolean {
  if (source.trustedProxies === 0 || !peerAddress(source)) return false
  const proto = source.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}

const sourceOf = (request: Request): IpSource => ({
  headers: request.headers,
  token: peerToken(),
  trustedProxies: env().TRUSTED_PROXIES,
})

/** The client's address (see resolveClientIp), with this server's settings. */
export const clientIp = (request: Request): string => resolveClientIp(sourceOf(request))

/** Whether the request came over HTTPS through a trusted proxy (see resolveHttps). */
export const cameOverHttps = (request: Request): boolean => resolveHttps(sourceOf(request))
