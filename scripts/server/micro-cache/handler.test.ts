import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { serveHttp } from '../http-server'
import { HIT_HEADER, microCached } from './handler'
import { testServers } from '../test-servers'

/**
 * The micro-cache in front of a stand-in for Next on a real HTTP server: what the stand-in answers for
 * a page is what Next sends for a page from its cache (its Cache-Control, Vary, ETag and security headers).
 */
const SHARED = 'public, max-age=0, s-maxage=2, stale-while-revalidate=3'
const CSP = "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'self'"
const PAGE = `<!doctype html><html lang="fr"><body>${'<p>Bienvenue à Escale</p>'.repeat(100)}</body></html>`

type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string | Buffer }

function fakeNext(answerFor: (req: IncomingMessage) => Answer, delayMs = 0) {
  const calls: string[] = []
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    calls.push(`${req.method} ${req.url}`)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const answer = answerFor(req)
    res.statusCode = answer.status ?? 200
    for (const [name, value] of Object.entries(answer.headers ?? pageHeaders())) res.setHeader(name, value)
    const body = answer.body ?? PAGE
    // Next streams a page in several writes.
    const buffer = Buffer.from(body)
    res.write(buffer.subarray(0, 100))
    res.end(req.method === 'HEAD' ? undefined : buffer.subarray(100))
  }
  return { handler, calls }
}

const pageHeaders = (more: Record<string, string> = {}) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': SHARED,
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  etag: '"page-1"',
  'x-nextjs-cache': 'HIT',
  'content-security-policy': CSP,
  'x-frame-options': 'SAMEORIGIN',
  ...more,
})

const { listen, track } = testServers()

/** A raw request (fetch would decompress, and hides HEAD bodies). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

async function cachedServer(answerFor: (req: IncomingMessage) => Answer = () => ({}), delayMs = 0) {
  const next = fakeNext(answerFor, delayMs)
  const cache = microCached(next.handler, { maxBytes: 1024 * 1024 })
  return { base: await listen(cache.handler), calls: next.calls, store: cache.store }
}

describe('the micro-cache in front of Next', () => {
  it('answers a shareable page from its copy: same body and headers, what is left of the freshness', async () => {
    const { base, calls } = await cachedServer()
    const first = await get(base, '/')
    const second = await get(base, '/')
    expect(calls).toEqual(['GET /'])
    expect(first.headers[HIT_HEADER]).toBeUndefined()
    expect(second.headers[HIT_HEADER]).toBe('HIT')
    expect(second.body.toString()).toBe(PAGE)
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
    for (const name of [
      'content-type',
      'etag',
      'x-nextjs-cache',
      'content-security-policy',
      'x-frame-options',
    ])
      expect(second.headers[name], name).toBe(first.headers[name])
    // The copy is also sent gzipped to the clients that accept it: it says so.
    expect(second.headers.vary).toBe(`${first.headers.vary}, Accept-Encoding`)
    expect(second.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=[01], stale-while-revalidate=3$/,
    )
  })

  it('asks Next again once the copy is older than its s-maxage', async () => {
    const { base, calls } = await cachedServer(() => ({
      headers: pageHeaders({ 'cache-control': 'public, s-maxage=1' }),
    }))
    await get(base, '/')
    await get(base, '/')
    expect(calls).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 1050))
    await get(base, '/')
    expect(calls).toHaveLength(2)
  })

  it('renders once for requests arriving together, and serves them all', async () => {
    const { base, calls } = await cachedServer(() => ({}), 150)
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(base, '/articles')))
    expect(calls).toEqual(['GET /articles'])
    for (const answer of answers) expect(answer.body.toString()).toBe(PAGE)
  })

  it('keeps one copy per address and per client navigation header', async () => {
    const { base, calls } = await cachedServer((req) => ({ body: `${req.url} ${req.headers.rsc ?? 'html'}` }))
    for (const [path, headers] of [
      ['/', {}],
      ['/', { rsc: '1' }],
      ['/?page=2', {}],
    ] as const) {
      const first = await get(base, path, headers)
      const second = await get(base, path, headers)
      expect(second.body.toString()).toBe(first.body.toString())
    }
    expect(calls).toHaveLength(3)
  })

  it('answers HEAD from the copy without a body', async () => {
    const { base, calls } = await cachedServer()
    await get(base, '/')
    const head = await get(base, '/', {}, 'HEAD')
    expect(calls).toEqual(['GET /'])
    expect(head.headers[HIT_HEADER]).toBe('HIT')
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
    expect(head.body.length).toBe(0)
  })

  it('answers a matching If-None-Match with 304', async () => {
    const { base } = await cachedServer()
    await get(base, '/')
    const again = await get(base, '/', { 'if-none-match': '"page-1"' })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe('"page-1"')
    expect((await get(base, '/', { 'if-none-match': '"autre"' })).status).toBe(200)
  })

  it('gzips the copy once for clients that accept it, and un-gzips what Next gzipped for those that do not', async () => {
    const plain = await cachedServer()
    await get(plain.base, '/')
    const gzipped = await get(plain.base, '/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/)
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE)
    const refused = await get(plain.base, '/', { 'accept-encoding': 'gzip;q=0, identity' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body.toString()).toBe(PAGE)

    const fromNext = await cachedServer(() => ({
      headers: pageHeaders({ 'content-encoding': 'gzip', vary: 'rsc, Accept-Encoding' }),
      body: gzipSync(PAGE),
    }))
    await get(fromNext.base, '/', { 'accept-encoding': 'gzip' })
    const identity = await get(fromNext.base, '/')
    expect(identity.headers[HIT_HEADER]).toBe('HIT')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(PAGE)
    expect(fromNext.calls).toHaveLength(1)
  })

  it.each([
    [
      'a dynamic page',
      {
        headers: pageHeaders({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      },
    ],
    ['a page setting a cookie', { headers: pageHeaders({ 'set-cookie': 'a=1; Path=/' }) }],
    ['a missing page', { status: 404 }],
    ['an error', { status: 500, headers: pageHeaders({ 'cache-control': 'private, no-store' }) }],
  ])('never keeps %s, nor makes its requests wait for one another', async (_name, answer: Answer) => {
    const { base, calls } = await cachedServer(() => answer, 300)
    await get(base, '/recherche?q=port')
    const started = Date.now()
    await Promise.all([get(base, '/recherche?q=port'), get(base, '/recherche?q=port')])
    expect(calls).toHaveLength(3)
    // Together, not one after the other (600 ms).
    expect(Date.now() - started).toBeLessThan(550)
  })

  it.each([
    ['an editor', '/', { cookie: 'payload-token=abc' }, 'GET'],
    ['a draft preview', '/', { cookie: '__prerender_bypass=1' }, 'GET'],
    ['the back office', '/admin', {}, 'GET'],
    ['the API', '/api/articles', {}, 'GET'],
    ['a POST', '/', {}, 'POST'],
  ])('leaves %s to Next, even when a copy exists', async (_name, path, headers, method) => {
    const { base, calls } = await cachedServer()
    await get(base, path)
    await get(base, path, headers, method)
    await get(base, path, headers, method)
    expect(calls).toHaveLength(3)
    const answer = await get(base, path, headers, method)
    expect(answer.headers[HIT_HEADER]).toBeUndefined()
  })

  it('drops its copies when Next’s cache is expired, and never stores a render begun before', async () => {
    let version = 1
    const { base, calls, store } = await cachedServer(() => ({ body: `version ${version}` }), 100)
    await get(base, '/')
    expect((await get(base, '/')).body.toString()).toBe('version 1')
    store.clear()
    version = 2
    expect((await get(base, '/')).body.toString()).toBe('version 2')
    // A render in flight when an expiration arrives is served to its visitor, not kept.
    store.clear()
    const inFlight = get(base, '/?x=1')
    await new Promise((resolve) => setTimeout(resolve, 30))
    store.clear()
    await inFlight
    expect(store.get('/?x=1')).toBeUndefined()
    expect(calls).toHaveLength(3)
  })

  it('gives each answer its own request id and log line', async () => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()))
        done()
      },
    })
    const next = fakeNext(() => ({}))
    const cache = microCached(next.handler, { maxBytes: 1024 * 1024 })
    const server = await serveHttp({
      handler: cache.handler,
      port: 0,
      host: '127.0.0.1',
      shutdownTimeoutMs: 1000,
      logger: pino(sink),
    })
    track(server)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const answers = [await get(base, '/'), await get(base, '/'), await get(base, '/', {}, 'HEAD')]
    const ids = answers.map((answer) => answer.headers['x-request-id'])
    expect(new Set(ids).size).toBe(3)
    const requests = lines.filter((line) => line.msg === 'request')
    expect(requests.map((line) => [line.requestId, line.method, line.status, line.bytes])).toEqual([
      [ids[0], 'GET', 200, Buffer.byteLength(PAGE)],
      [ids[1], 'GET', 200, Buffer.byteLength(PAGE)],
      [ids[2], 'HEAD', 200, 0],
    ])
    expect(next.calls).toHaveLength(1)
  })
})

describe('the micro-cache in front of the ajax endpoint', () => {
  const SHARED_AJAX = 'public, max-age=0, s-maxage=1'
  const FORM = 'application/x-www-form-urlencoded; charset=UTF-8'

  /** A stand-in for Next's ajax route: reads the whole body as Next does, answers by its fields. */
  function fakeAjax(cacheControlFor: (fields: URLSearchParams) => string) {
    const bodies: string[] = []
    const handler = async (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString()
      bodies.push(body)
      const fields = new URLSearchParams(body)
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.setHeader('cache-control', cacheControlFor(fields))
      res.end(`résultats pour ${fields.get('aspp') ?? '?'} (${bodies.length})`)
    }
    return { handler, bodies }
  }

  async function ajaxServer(cacheControlFor: (fields: URLSearchParams) => string) {
    const next = fakeAjax(cacheControlFor)
    const cache = microCached(next.handler, { maxBytes: 1024 * 1024 })
    return { base: await listen(cache.handler), bodies: next.bodies }
  }

  function post(base: string, body: string | Buffer, headers: Record<string, string> = {}, path = '/ajax') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const payload = Buffer.from(body)
        const req = http.request(
          `${base}${path}`,
          {
            method: 'POST',
            headers: { 'content-type': FORM, 'content-length': String(payload.length), ...headers },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            )
          },
        )
        req.on('error', reject)
        req.end(payload)
      },
    )
  }

  it('answers the same fields again from the copy of a shared answer, Next having read the body', async () => {
    const { base, bodies } = await ajaxServer(() => SHARED_AJAX)
    const fields = 'action=ajaxsearchpro_search&aspp=plage&asid=1'
    const first = await post(base, fields)
    const again = await post(base, fields)
    expect(bodies).toEqual([fields])
    expect(first.body).toBe('résultats pour plage (1)')
    expect(again.body).toBe(first.body)
    expect(again.headers[HIT_HEADER]).toBe('HIT')
    expect(again.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=[01]$/)
    // Other fields, another answer.
    const other = await post(base, 'action=ajaxsearchpro_search&aspp=dunes&asid=1')
    expect(other.body).toBe('résultats pour dunes (2)')
    expect(other.headers[HIT_HEADER]).toBeUndefined()
  })

  it('keeps nothing an action did not mark shared: each call reaches Next with its body', async () => {
    const { base, bodies } = await ajaxServer((fields) =>
      fields.get('action') === 'postratings' ? 'no-store' : SHARED_AJAX,
    )
    const vote = 'action=postratings&pid=1&rate=4'
    const answers = [await post(base, vote), await post(base, vote)]
    expect(bodies).toEqual([vote, vote])
    expect(answers.map((answer) => answer.headers[HIT_HEADER])).toEqual([undefined, undefined])
  })

  it('lets Next alone answer other bodies, editors, other paths and large forms', async () => {
    const { base, bodies } = await ajaxServer(() => SHARED_AJAX)
    const fields = 'action=ajaxsearchpro_search&aspp=plage'
    const large = `${fields}&options=${'x'.repeat(9 * 1024)}`
    const cases: [string | Buffer, Record<string, string>, string?][] = [
      [JSON.stringify({ action: 'ajaxsearchpro_search' }), { 'content-type': 'application/json' }],
      [fields, { cookie: 'payload-token=abc' }],
      [fields, { authorization: 'users API-Key abc' }],
      [fields, {}, '/ajax?x=1'],
      [large, {}],
    ]
    for (const [body, headers, path] of cases) {
      await post(base, body, headers, path)
      const again = await post(base, body, headers, path)
      expect(again.headers[HIT_HEADER], JSON.stringify(headers) + path).toBeUndefined()
    }
    expect(bodies).toHaveLength(cases.length * 2)
    expect(bodies.at(-1)).toBe(large)
  })
})
