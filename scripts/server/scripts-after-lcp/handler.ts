/**
 * The production server's layer that makes the site's pages paint before the framework's scripts run
 * (docs/decisions/0019-scripts-after-the-largest-paint.md). Around Next's request handler: for a GET of
 * a site address, Next is asked for its answer uncompressed; an HTML page goes through the rewriter
 * (./rewrite.ts) as it streams; and the answer is compressed here the way Next would have (gzip, level
 * 6, the same types and threshold, flushed whenever Next flushes). Every GET of those addresses is
 * treated the same, whatever it accepts, so that the micro-cache's copy of a page, made from one
 * request and served to others, is always the rewritten page. The admin, the API, Next's files and
 * client-side navigations pass unchanged.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import zlib from 'node:zlib'
import Negotiator from 'negotiator'
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPE } from '../micro-cache/rules'
import { createScriptsRewriter } from './rewrite'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | unknown

/** Paths whose pages are not the site's: the editors' admin, the API, Next's own files. */
const OTHER_APPS = /^\/(?:admin|api|_next)(?:[/?]|$)/

/**
 * A GET of a site address, not Next's data for a client-side navigation (RSC). The admin keeps its
 * scripts as Next sends them: editors want it usable at once.
 */
export function isSiteGet(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || OTHER_APPS.test(req.url ?? '/')) return false
  return req.headers.rsc === undefined
}

const acceptsGzip = (req: IncomingMessage) =>
  Boolean(req.headers['accept-encoding']) && new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip'

const withVary = (vary: unknown) => {
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '')
  if (/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding'
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | undefined =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : undefined

/** Removes a header, whatever its case, from the headers given to writeHead. */
function dropHeader(headers: OutgoingHttpHeaders | undefined, name: string) {
  if (!headers) return
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key]
}

/** Rewrites the answer `res` receives when it is a page; sends it gzipped when `gzip` and worth it. */
function rewriteAnswer(res: ServerResponse, gzip: boolean) {
  const { writeHead, write, end } = res
  const rawWrite = (data: string | Buffer) => (write as (chunk: string | Buffer) => boolean).call(res, data)
  const rawEnd = (data: string | Buffer | undefined, done: (() => void) | undefined) =>
    (end as (chunk?: string | Buffer, encoding?: BufferEncoding, cb?: () => void) => ServerResponse).call(
      res,
      data,
      'utf8',
      done,
    )
  /** `rewrite`: a page, rewritten (and gzipped when asked); `compress`: anything else worth gzipping. */
  let mode: 'undecided' | 'pass' | 'rewrite' | 'compress' = 'undecided'
  const rewriter = createScriptsRewriter()
  const decoder = new StringDecoder('utf8')
  let compressor: zlib.Gzip | undefined

  const decide = (explicit?: OutgoingHttpHeaders) => {
    if (mode !== 'undecided') return
    const header = (name: string) => {
      const given = explicit && Object.keys(explicit).find((key) => key.toLowerCase() === name)
      return given ? explicit[given] : res.getHeader(name)
    }
    const type = String(header('content-type') ?? '')
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304
    const length = Number(header('content-length') ?? Number.NaN)
    const worthGzip = gzip && COMPRESSIBLE_TYPE.test(type) && !(length < COMPRESS_MIN_BYTES)
    if (!hasBody || header('content-encoding') !== undefined) mode = 'pass'
    else if (/^text\/html\b/i.test(type)) mode = 'rewrite'
    else mode = worthGzip ? 'compress' : 'pass'
    if (mode === 'pass') return
    // The length changes, and the answer depends on the encoding asked for.
    res.removeHeader('content-length')
    dropHeader(explicit, 'content-length')
    res.setHeader('vary', withVary(header('vary')))
    dropHeader(explicit, 'vary')
    if (!worthGzip) return
    res.setHeader('content-encoding', 'gzip')
    dropHeader(explicit, 'content-encoding')
    compressor = zlib.createGzip({ level: 6 })
    compressor.on('data', (data: Buffer) => rawWrite(data))
  }
  const send = (text: string | Buffer) => {
    if (text.length === 0) return
    if (compressor) compressor.write(text)
    else rawWrite(text)
  }

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] === 'number') res.statusCode = args[0]
    const headers = args.find(
      (arg, i) => i > 0 && arg !== null && typeof arg === 'object' && !Array.isArray(arg),
    )
    decide(headers as OutgoingHttpHeaders | undefined)
    return writeHead.apply(this, args as Parameters<typeof writeHead>)
  } as typeof res.writeHead

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide()
    const buffer = mode === 'rewrite' || mode === 'compress' ? toBuffer(chunk, encoding) : undefined
    // eslint-disable-next-line prefer-rest-params -- passes Node's overloads through unchanged
    if (!buffer) return write.apply(this, arguments as unknown as Parameters<typeof write>)
    send(mode === 'rewrite' ? rewriter.push(decoder.write(buffer)) : buffer)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  } as typeof res.write

  // Next flushes after each part of a streamed page: the visitor gets it now, compressed or not.
  Object.assign(res, { flush: () => compressor?.flush() })

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide()
    // eslint-disable-next-line prefer-rest-params -- passes Node's overloads through unchanged
    if (mode === 'pass') return end.apply(this, arguments as unknown as Parameters<typeof end>)
    const buffer = typeof chunk === 'function' ? undefined : toBuffer(chunk, encoding)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as
      (() => void) | undefined
    const rest =
      mode === 'compress'
        ? (buffer ?? Buffer.alloc(0))
        : (buffer ? rewriter.push(decoder.write(buffer)) : '') + rewriter.push(decoder.end()) + rewriter.end()
    if (!compressor) {
      rawEnd(rest, done)
      return this
    }
    compressor.once('end', () => rawEnd(undefined, done))
    compressor.end(rest)
    return this
  } as typeof res.end
}

/** Next's handler with the pages' scripts started after their largest paint. */
export function scriptsAfterLcp(next: Handler): Handler {
  return (req, res) => {
    if (!isSiteGet(req)) return next(req, res)
    const gzip = acceptsGzip(req)
    // Next would compress its answer itself; it is compressed here, after the rewrite of a page.
    delete req.headers['accept-encoding']
    rewriteAnswer(res, gzip)
    return next(req, res)
  }
}
