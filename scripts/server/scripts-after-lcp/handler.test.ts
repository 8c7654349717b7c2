import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { createGunzip, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { microCached } from '../micro-cache/handler'
import { scriptsAfterLcp } from './handler'
import { HOLDER_TYPE } from './rewrite'
import { testServers } from '../test-servers'

/**
 * The layer in front of a stand-in for Next on a real HTTP server. The stand-in answers like Next: its
 * page in several writes, flushing between them when it can, compressed when asked to (Next's own
 * compression would otherwise hide the page from the rewriter).
 */
const CHUNK = '<script src="/_next/static/chunks/main.js" async=""></script>'
const PAGE_PARTS = [
  `<!DOCTYPE html><html lang="fr"><head>${CHUNK}</head><body>`,
  `<main>${'<p>Le char à voile sur la plage de Bray-Dunes</p>'.repeat(40)}</main>`,
  '</body></html>',
]
const PAGE = PAGE_PARTS.join('')

type Answer = { status?: number; headers?: Record<string, string>; parts?: string[] }
type Seen = { acceptEncoding?: string; url?: string }

function fakeNext(answer: Answer = {}, seen: Seen[] = [], pauseMs = 0) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ acceptEncoding: req.headers['accept-encoding'], url: req.url })
    res.statusCode = answer.status ?? 200
    const headers = answer.headers ?? {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(PAGE)),
      vary: 'rsc, next-router-state-tree',
      etag: '"page-1"',
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    const parts = answer.parts ?? PAGE_PARTS
    if (res.statusCode === 304) return void res.end()
    for (const part of parts.slice(0, -1)) {
      res.write(Buffer.from(part))
      ;(res as ServerResponse & { flush?: () => void }).flush?.()
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
    res.end(parts.at(-1))
  }
}

const { listen } = testServers()

type Received = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A raw request (fetch would decompress). */
function get(base: string, path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<Received>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** How long until the gzipped page's decompressed text holds `text`. */
function msUntilText(base: string, path: string, text: string) {
  const startedAt = Date.now()
  return new Promise<number>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { headers: BROWSER }, (res) => {
      let page = ''
      res
        .pipe(createGunzip())
        .on('data', (chunk: Buffer) => {
          page += chunk.toString()
          if (page.includes(text)) resolve(Date.now() - startedAt)
        })
        .on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}
const holder = `<script type="${HOLDER_TYPE}" data-src="/_next/static/chunks/main.js"></script>`

describe('the scripts-after-the-largest-paint layer', () => {
  it('sends a browser the page rewritten and gzipped, having asked Next for it uncompressed', async () => {
    const seen: Seen[] = []
    const base = await listen(scriptsAfterLcp(fakeNext({}, seen)))
    const answer = await get(base, '/agenda', BROWSER)
    expect(seen[0].acceptEncoding).toBeUndefined()
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
    expect(answer.headers.etag).toBe('"page-1"')
    const page = gunzipSync(answer.body).toString()
    expect(page).toContain(holder)
    expect(page).not.toContain(CHUNK)
    expect(page).toContain(PAGE_PARTS[1])
  })

  it('sends it uncompressed to a client that does not take gzip', async () => {
    const base = await listen(scriptsAfterLcp(fakeNext()))
    const answer = await get(base, '/agenda', { accept: 'text/html' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toContain('Accept-Encoding')
    expect(answer.body.toString()).toContain(holder)
    expect(answer.body.toString()).toContain('</body></html>')
  })

  it('streams: the first part of a page arrives before Next has finished it', async () => {
    const base = await listen(scriptsAfterLcp(fakeNext({}, [], 300)))
    expect(await msUntilText(base, '/agenda', holder)).toBeLessThan(250)
  })

  it('copes with a visitor who leaves mid-page: no error, and the next page is served', async () => {
    const finished: string[] = []
    const next = fakeNext({}, [], 150)
    const base = await listen(
      scriptsAfterLcp(async (req, res) => {
        res.once('close', () => finished.push(req.url ?? ''))
        await next(req, res)
      }),
    )
    await new Promise<void>((resolve, reject) => {
      const req = http.request(`${base}/agenda`, { headers: BROWSER }, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(error),
      )
      req.end()
    })
    // The stand-in goes on writing its last parts into the closed answer.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(finished).toContain('/agenda')
    expect(gunzipSync((await get(base, '/carte', BROWSER)).body).toString()).toContain(holder)
  })

  it.each([
    ['the admin', '/admin/login', BROWSER],
    ['Next’s files', '/_next/static/chunks/main.js', BROWSER],
    ['the API', '/api/articles', BROWSER],
    ['a client-side navigation', '/agenda', { ...BROWSER, rsc: '1' }],
  ])('leaves %s to Next, compression included', async (_name, path, headers) => {
    const seen: Seen[] = []
    const base = await listen(scriptsAfterLcp(fakeNext({}, seen)))
    const answer = await get(base, path, headers)
    expect(seen[0].acceptEncoding).toBe(headers['accept-encoding'])
    expect(answer.body.toString()).toBe(PAGE)
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
  })

  it('rewrites a page whatever the request accepts (the micro-cache serves one copy to all)', async () => {
    const base = await listen(scriptsAfterLcp(fakeNext()))
    const answer = await get(base, '/agenda', { accept: '*/*', 'accept-encoding': 'gzip' })
    expect(gunzipSync(answer.body).toString()).toContain(holder)
  })

  it('compresses what Next would have, and only that: a feed, not an image or a short text', async () => {
    const feed = '<?xml version="1.0"?><rss>' + '<item><title>Plage</title></item>'.repeat(60) + '</rss>'
    const xml = await listen(
      scriptsAfterLcp(
        fakeNext({
          headers: { 'content-type': 'application/rss+xml' },
          parts: [feed.slice(0, 50), feed.slice(50)],
        }),
      ),
    )
    const compressed = await get(xml, '/flux.xml', BROWSER)
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(compressed.headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(compressed.body).toString()).toBe(feed)
    const image = await listen(
      scriptsAfterLcp(fakeNext({ headers: { 'content-type': 'image/png' }, parts: ['png', 'bytes'] })),
    )
    expect((await get(image, '/icon.png', BROWSER)).headers['content-encoding']).toBeUndefined()
    const short = await listen(
      scriptsAfterLcp(
        fakeNext({
          headers: { 'content-type': 'text/plain', 'content-length': '13' },
          parts: ['User-agent', ': *'],
        }),
      ),
    )
    const robots = await get(short, '/robots.txt', BROWSER)
    expect(robots.headers['content-encoding']).toBeUndefined()
    expect(robots.body.toString()).toBe('User-agent: *')
  })

  it('gives the micro-cache the rewritten page, which it serves again in either encoding', async () => {
    const seen: Seen[] = []
    const next = fakeNext(
      {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'public, max-age=0, s-maxage=2, stale-while-revalidate=3',
        },
      },
      seen,
    )
    const base = await listen(microCached(scriptsAfterLcp(next), { maxBytes: 1024 * 1024 }).handler)
    const first = await get(base, '/agenda', BROWSER)
    const copy = await get(base, '/agenda', BROWSER)
    const plain = await get(base, '/agenda', { accept: 'text/html' })
    expect(seen).toHaveLength(1)
    expect(gunzipSync(first.body).toString()).toContain(holder)
    expect(gunzipSync(copy.body).toString()).toBe(gunzipSync(first.body).toString())
    expect(plain.body.toString()).toBe(gunzipSync(first.body).toString())
  })
})
