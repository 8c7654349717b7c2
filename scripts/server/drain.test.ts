import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { drainable } from './drain'

/** A server whose `/slow` answers once the request's body is in; `release` lets a held request end. */
async function server() {
  const instance = http.createServer()
  const requests = drainable(instance)
  instance.on('request', (req, res) => {
    requests.track(res)
    req.resume()
    req.on('end', () => res.end('fini'))
  })
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  return { instance, requests, port: (instance.address() as AddressInfo).port }
}

type Answer = { status: number; connection?: string; body: string }

/** Sends a request whose body arrives a byte at a time, every 50 ms; resolves with the whole answer. */
function slowPost(port: number, bytes: number, agent?: http.Agent) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { port, host: '127.0.0.1', method: 'POST', path: '/slow', agent, headers: { 'content-length': bytes } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.flushHeaders()
    let sent = 0
    const tick = setInterval(() => {
      req.write('x')
      if (++sent === bytes) {
        clearInterval(tick)
        req.end()
      }
    }, 50)
  })
}

const get = (port: number, agent?: http.Agent) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body: '' }),
        )
      })
      .on('error', reject)
  })

const cleanup: Array<() => void> = []
afterEach(() => {
  for (const done of cleanup.splice(0)) done()
})

describe('draining an HTTP server', () => {
  it('refuses new connections, finishes the request in flight and tells its client to close', async () => {
    const { instance, requests, port } = await server()
    const inFlight = slowPost(port, 6)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(requests.inFlight()).toBe(1)

    const drained = requests.drain()
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'fini' })
    await drained
    expect(instance.listening).toBe(false)
  })

  it('closes idle keep-alive connections at once, and busy ones after their answer', async () => {
    const { requests, port } = await server()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    cleanup.push(() => agent.destroy())
    // Two kept-alive connections: one stays idle, the other carries a slow request when draining starts.
    await Promise.all([get(port, agent), get(port, agent)])
    const sockets = Object.values(agent.freeSockets).flat()
    expect(sockets).toHaveLength(2)
    const closed = sockets.map((socket) => new Promise((resolve) => socket!.once('close', resolve)))
    const busy = slowPost(port, 4, agent)
    // Once the server has the request: a connection closed just as a request leaves on it loses the request
    // (the keep-alive race every HTTP/1.1 client and proxy lives with).
    await new Promise((resolve) => setTimeout(resolve, 100))

    const started = Date.now()
    await Promise.all([requests.drain(), ...closed])
    expect(await busy).toMatchObject({ status: 200, connection: 'close' })
    // Well before Node's 5-second keep-alive timeout would have closed them.
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
