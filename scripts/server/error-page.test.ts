import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_PAGE_HTML, withErrorPage } from './error-page'

/** Next's failed render, as it answers: 500, HTML, gzipped when asked, an empty document in chunks. */
const NEXT_ERROR_DOC =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f=[]</script></body></html>'

let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer(
    withErrorPage((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      const status = Number(url.searchParams.get('status') ?? 200)
      const type = url.searchParams.get('type') ?? 'text/html; charset=utf-8'
      if (url.searchParams.has('writeHead')) {
        res.writeHead(status, { 'content-type': type })
        return res.end(NEXT_ERROR_DOC)
      }
      res.statusCode = status
      res.setHeader('content-type', type)
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''))
      if (gzip) res.setHeader('content-encoding', 'gzip')
      const body = gzip ? gzipSync(NEXT_ERROR_DOC) : Buffer.from(NEXT_ERROR_DOC)
      res.write(body.subarray(0, 20))
      if (req.method === 'HEAD') return res.end()
      res.end(body.subarray(20))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('withErrorPage', () => {
  it('answers a page whose rendering failed with the French page, same status, not kept by any cache', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await fetch(`${base}/recherche?s=plage&status=500`, {
        headers: { 'accept-encoding': encoding },
      })
      expect(response.status).toBe(500)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(await response.text()).toBe(ERROR_PAGE_HTML)
    }
    const viaWriteHead = await fetch(`${base}/agenda?status=503&writeHead=1`)
    expect(viaWriteHead.status).toBe(503)
    expect(await viaWriteHead.text()).toContain('<h1>Une erreur est survenue</h1>')
  })

  it('sends no body to HEAD', async () => {
    const response = await fetch(`${base}/recherche?status=500`, { method: 'HEAD' })
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
  })

  it('keeps Next’s answer for navigation data, the API, the admin, ajax, build files, other types and statuses', async () => {
    const kept = async (path: string, init?: RequestInit) => {
      const text = await (await fetch(base + path, init)).text()
      return text === NEXT_ERROR_DOC
    }
    expect(await kept('/recherche?status=500', { headers: { rsc: '1' } })).toBe(true)
    expect(await kept('/api/articles?status=500')).toBe(true)
    expect(await kept('/admin?status=500')).toBe(true)
    expect(await kept('/ajax?status=500')).toBe(true)
    expect(await kept('/_next/static/x.js?status=500')).toBe(true)
    expect(await kept('/recherche?status=500&type=application/json')).toBe(true)
    expect(await kept('/recherche?status=404')).toBe(true)
    expect(await kept('/?status=200')).toBe(true)
    expect(await kept('/recherche?status=500', { method: 'POST' })).toBe(true)
  })
})
