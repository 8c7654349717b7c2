/**
 * For the server layers' unit tests: a handler served on a free loopback port, closed after each test.
 * Call `testServers()` once at the top of a test file: `listen` serves a handler, `track` closes a server
 * a test started another way.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

export function testServers() {
  const servers: http.Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })
  const track = (server: http.Server) => void servers.push(server)
  /** Serves `handler` and resolves with its base address. */
  async function listen(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<string> {
    const server = http.createServer((req, res) => void handler(req, res))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  return { listen, track }
}
