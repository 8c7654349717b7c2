import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { PEER_HEADER, peerToken, stampPeerAddresses } from './peer-stamp'

let unstamp: (() => void) | undefined
afterEach(() => unstamp?.())

/** Serves one request with forged headers and returns the headers the handler saw. */
async function headersSeenByServer(): Promise<http.IncomingHttpHeaders> {
  let seen: http.IncomingHttpHeaders = {}
  const server = http.createServer((request, response) => {
    seen = request.headers
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await fetch(`http://127.0.0.1:${port}/`, {
    headers: { 'x-forwarded-for': '203.0.113.66', [PEER_HEADER]: 'forged 203.0.113.66' },
  })
  await new Promise((resolve) => server.close(resolve))
  return seen
}

describe('stampPeerAddresses', () => {
  it("writes the socket's address with this process's token over any forged stamp", async () => {
    unstamp = stampPeerAddresses()
    const token = peerToken()
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    const headers = await headersSeenByServer()
    expect(headers[PEER_HEADER]).toBe(`${token} 127.0.0.1`)
    // X-Forwarded-For is left alone: the client-ip module decides what to trust.
    expect(headers['x-forwarded-for']).toBe('203.0.113.66')
  })

  it('installs once, and can be removed', async () => {
    unstamp = stampPeerAddresses()
    const token = peerToken()
    stampPeerAddresses()
    expect(peerToken()).toBe(token)
    unstamp()
    unstamp = undefined
    expect(peerToken()).toBeUndefined()
    expect((await headersSeenByServer())[PEER_HEADER]).toBe('forged 203.0.113.66')
  })
})
