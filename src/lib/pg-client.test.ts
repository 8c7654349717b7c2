import net from 'node:net'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { CONNECT_TIMEOUT_MS, POOL_WAIT_MS, PromptlyConnectingClient } from './pg-client'

/** A server that accepts connections and never says a word: a database host that hangs. */
async function silentServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `postgres://escale@127.0.0.1:${port}/escale`,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe('PromptlyConnectingClient', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => close?.())

  it('gives up connecting to a host that does not answer within its own limit, not the pool’s', async () => {
    const silent = await silentServer()
    close = silent.close
    const pool = new pg.Pool({
      connectionString: silent.url,
      connectionTimeoutMillis: POOL_WAIT_MS,
      Client: PromptlyConnectingClient,
    })
    const started = Date.now()
    await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i)
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100)
    expect(waited).toBeLessThan(POOL_WAIT_MS)
    await pool.end()
  }, 15_000)
})
