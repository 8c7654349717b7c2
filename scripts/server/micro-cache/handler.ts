/**
 * The production server's micro-cache (docs/decisions/0017-micro-cache.md): in front of Next's request
 * handler, it answers anonymous GET and HEAD requests for pages Next marks shareable from a copy kept in
 * memory for as long as their Cache-Control lets a shared cache keep them (2 s), without Next's routing,
 * proxy, cache lookup and compression of each request; and the ajax reads an action marks shareable, by
 * their fields (./ajax-reads.ts). An expiration (an editor's save, here or on another instance) drops
 * every copy at once.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import Negotiator from 'negotiator'
import { ajaxKeyOf, isAjaxReadCandidate, readBody, requestWithBody } from './ajax-reads'
import { captureResponse } from './capture'
import {
  bypassReason,
  COMPRESS_MIN_BYTES,
  COMPRESSIBLE_TYPE,
  etagMatches,
  freshnessMs,
  keyOf,
  MAX_FRESH_MS,
  PER_RESPONSE_HEADERS,
  varyNamesOf,
  withRemainingFreshness,
} from './rules'
import { type Entry, MicroCacheStore, type StoreOptions } from './store'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | unknown

/** Marks the answers served from a copy (the proxy's own marker is X-Cache-Status). */
export const HIT_HEADER = 'x-microcache'

/** The encoding to send a copy in: gzip when the client accepts it and the copy is worth compressing. */
function encodingFor(req: IncomingMessage, entry: Entry): 'gzip' | 'identity' {
  if (!entry.compressible || !req.headers['accept-encoding']) return 'identity'
  return new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip' ? 'gzip' : 'identity'
}

/** Next's answer as a copy to keep, or undefined when the rules say it may not be kept. */
function entryFrom(status: number, rawHeaders: OutgoingHttpHeaders, body: Buffer | undefined) {
  const freshMs = freshnessMs(status, rawHeaders)
  if (freshMs === undefined || !body) return undefined
  const headers: Entry['headers'] = {}
  for (const [name, value] of Object.entries(rawHeaders)) {
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue
    headers[name] = Array.isArray(value) ? value.map(String) : String(value)
  }
  const gzipped = String(rawHeaders['content-encoding'] ?? '').toLowerCase() === 'gzip'
  const compressible =
    gzipped ||
    (COMPRESSIBLE_TYPE.test(String(headers['content-type'] ?? '')) && body.length >= COMPRESS_MIN_BYTES)
  if (compressible && !varyNamesOf(String(headers.vary ?? '')).includes('accept-encoding'))
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding'
  return { headers, compressible, freshMs, body, gzipped }
}

export type MicroCache = { handler: Handler; store: MicroCacheStore }

export function microCached(next: Handler, options: StoreOptions): MicroCache {
  const store = new MicroCacheStore(options)

  async function serve(req: IncomingMessage, res: ServerResponse, key: string, entry: Entry) {
    const encoding = encodingFor(req, entry)
    const body = await store.bodyOf(key, entry, encoding)
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    const cacheControl = entry.headers['cache-control']
    if (typeof cacheControl === 'string')
      res.setHeader('cache-control', withRemainingFreshness(cacheControl, entry.freshMs, store.ageOf(entry)))
    res.setHeader(HIT_HEADER, 'HIT')
    const etag = entry.headers.etag
    if (
      req.method !== 'POST' &&
      etagMatches(req.headers['if-none-match'], typeof etag === 'string' ? etag : undefined)
    ) {
      res.statusCode = 304
      for (const name of ['content-type', 'content-length']) res.removeHeader(name)
      return void res.end()
    }
    res.statusCode = 200
    if (encoding === 'gzip') res.setHeader('content-encoding', 'gzip')
    res.setHeader('content-length', body.length)
    // Node sends no body for HEAD by itself; not handing it one says so here too.
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }

  /** Lets Next answer, and keeps a copy when its answer may be kept; waiters get it too. */
  function fill(req: IncomingMessage, res: ServerResponse, key: string) {
    const finishFill = store.beginFill(key)
    captureResponse(res, store.maxEntryBytes, (captured) => {
      const made = captured && entryFrom(captured.status, captured.headers, captured.body)
      finishFill(made)
      if (captured && !made) store.pass(key, MAX_FRESH_MS)
    })
    return Promise.resolve()
      .then(() => next(req, res))
      .catch((error: unknown) => {
        finishFill()
        throw error
      })
  }

  /**
   * Answers from the copy under `key`, waiting for one being made; else lets Next answer `forNext` (the
   * request itself, or for an ajax read its copy with the body already read), keeping a copy when
   * `fills` and Next's answer may be kept.
   */
  async function answer(
    req: IncomingMessage,
    forNext: IncomingMessage,
    res: ServerResponse,
    key: string,
    fills: boolean,
  ) {
    if (store.isPassed(key)) return next(forNext, res)
    let entry = store.get(key)
    if (!entry) {
      const pending = store.pendingFor(key)
      if (!pending) return fills ? fill(forNext, res, key) : next(forNext, res)
      entry = await pending
      if (!entry) return next(forNext, res)
    }
    try {
      return await serve(req, res, key, entry)
    } catch (error) {
      // A copy that cannot be re-encoded is dropped; Next answers this request.
      store.clear()
      if (res.headersSent) throw error
      for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name)
      return next(forNext, res)
    }
  }

  async function handler(req: IncomingMessage, res: ServerResponse) {
    if (isAjaxReadCandidate(req)) {
      const body = await readBody(req)
      // The client left before its request was whole: nobody to answer.
      if (!body) return
      return answer(req, requestWithBody(req, body), res, ajaxKeyOf(req, body), true)
    }
    if (bypassReason(req)) return next(req, res)
    // The first GET renders through Next; HEAD and the requests arriving meanwhile wait for it.
    return answer(req, req, res, keyOf(req), req.method === 'GET')
  }

  return { handler, store }
}
