import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { pino, type Level } from 'pino'
import { describe, expect, it } from 'vitest'
import { logWhenDone, pathOf, requestIdOf } from './request-log'

describe('request ids', () => {
  it('keeps a proxy’s short token and replaces anything else with a random UUID', () => {
    expect(requestIdOf('0f3c9a7e5b2d4c1a8e6f0b9d7c5a3e1f')).toBe('0f3c9a7e5b2d4c1a8e6f0b9d7c5a3e1f')
    expect(requestIdOf('lb-1:42.7')).toBe('lb-1:42.7')
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const bad of [undefined, '', 'a'.repeat(65), 'id with spaces', 'x\n{"level":60}', ['a', 'b']])
      expect(requestIdOf(bad)).toMatch(uuid)
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined))
  })

  it('logs the path without its query, shortened when very long', () => {
    expect(pathOf('/recherche?s=jean.dupont@example.org')).toBe('/recherche')
    expect(pathOf('/articles/la-plage')).toBe('/articles/la-plage')
    expect(pathOf(`/${'a'.repeat(600)}`)).toHaveLength(513)
  })
})

/** A server logging through `logWhenDone` into memory; its handler answers as the path says. */
async function loggedServer(level: Level | 'silent' = 'info') {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { level },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    }),
  )
  const server = http.createServer((req, res) => {
    logWhenDone(req, res, `id-${req.headers['x-test']}`, logger)
    if (req.url?.startsWith('/panne')) return res.writeHead(503).end('indisponible')
    if (req.url?.startsWith('/coupe')) return res.write('début', () => res.destroy())
    res.write('Bonjour ')
    res.end(Buffer.from('à tous'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const ask = async (path: string, test: string, method = 'GET') => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'x-test': test, cookie: 'session=secret', 'user-agent': 'Navigateur/1.0' },
      })
      await response.arrayBuffer()
    } catch {
      // the cut response
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { lines, ask, close: () => server.close() }
}

describe('the request line', () => {
  it('says id, method, path, status, duration and body bytes, and nothing about the visitor', async () => {
    const { lines, ask, close } = await loggedServer()
    await ask('/recherche?s=jean.dupont@example.org', 'a')
    await ask('/panne?x=1', 'b')
    await ask('/', 'c', 'HEAD')
    close()
    expect(lines).toHaveLength(3)
    const [found, failed, head] = lines
    expect(found).toMatchObject({ level: 30, msg: 'request', requestId: 'id-a', method: 'GET' })
    expect(found).toMatchObject({
      path: '/recherche',
      status: 200,
      bytes: Buffer.byteLength('Bonjour à tous'),
    })
    expect(typeof found.durationMs).toBe('number')
    expect(typeof found.time).toBe('number')
    expect(found.aborted).toBeUndefined()
    expect(failed).toMatchObject({ level: 50, path: '/panne', status: 503, bytes: 12 })
    expect(head).toMatchObject({ method: 'HEAD', bytes: 0 })
    const text = JSON.stringify(lines)
    for (const personal of ['jean.dupont', 'secret', 'Navigateur', '127.0.0.1', 's='])
      expect(text).not.toContain(personal)
  })

  it('marks a response the client never got whole', async () => {
    const { lines, ask, close } = await loggedServer()
    await ask('/coupe', 'd')
    close()
    expect(lines).toEqual([expect.objectContaining({ requestId: 'id-d', aborted: true })])
  })

  it('keeps only server errors at LOG_LEVEL=error, and nothing when silent', async () => {
    for (const [level, count] of [
      ['error', 1],
      ['silent', 0],
    ] as const) {
      const { lines, ask, close } = await loggedServer(level)
      await ask('/', 'e')
      await ask('/panne', 'f')
      close()
      expect(lines).toHaveLength(count)
    }
  })
})
