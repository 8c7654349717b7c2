import { randomBytes } from 'node:crypto'
import http from 'node:http'

/**
 * `next start` fills X-Forwarded-For with the socket's address only when the request has none
 * (`headers['x-forwarded-for'] ??= socket.remoteAddress` in next/dist/server/base-server.js): a header
 * sent by the client passes through untouched, so a route handler cannot tell a forged address from a
 * real one, and Next gives route handlers no access to the socket. This stamp copies the socket's
 * address into a header of ours as each request reaches the HTTP server, before Next sees it.
 *
 * The header carries a random token of this process: a request accepted before the stamp was installed
 * (the server listens before instrumentation runs) cannot pass a forged header for a real one.
 */
export const PEER_HEADER = 'x-escale-peer'

const TOKEN = Symbol.for('escale.peer-stamp.token')
type StampedGlobal = typeof globalThis & { [TOKEN]?: string }

/** The token of this process, once the stamp is installed; undefined before. */
export const peerToken = (): string | undefined => (globalThis as StampedGlobal)[TOKEN]

/** Installs the stamp on every HTTP server of this process (once). Returns a function that removes it. */
export function stampPeerAddresses(): () => void {
  const state = globalThis as StampedGlobal
  if (state[TOKEN]) return () => {}
  const token = randomBytes(16).toString('hex')
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function stampedEmit(this: http.Server, ...args: Parameters<typeof emit>) {
    const [event, request] = args as unknown as [string | symbol, http.IncomingMessage]
    if (event === 'request') {
      request.headers[PEER_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`
    }
    return emit.apply(this, args)
  } as typeof emit
  state[TOKEN] = token
  return () => {
    http.Server.prototype.emit = emit
    delete state[TOKEN]
  }
}
