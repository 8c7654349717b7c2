/**
 * Records what Next writes to a response (status, headers, body) while passing every call through
 * unchanged, so the visitor who asked first is answered by Next as usual and the copy is made from
 * the very bytes sent. Next's compression, when it compresses, wraps the response after this: the
 * bytes seen here are then the gzipped ones, and Content-Encoding says so.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** `body` is undefined when it could not be kept (larger than allowed, or written in a form not read here). */
export type Captured = { status: number; headers: OutgoingHttpHeaders; body?: Buffer }

/**
 * Calls `done` once: with the answer when Next ended it (without its body past `maxBytes`), with
 * undefined when the response closed first (the client left).
 */
export function captureResponse(res: ServerResponse, maxBytes: number, done: (captured?: Captured) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let tooBig = false
  let over = false
  /** Headers given to writeHead itself, which getHeaders() does not list when none was set before. */
  let explicit: OutgoingHttpHeaders = {}
  let unreadable = false

  const collect = (chunk: unknown, encoding: unknown) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : undefined
    if (!buffer) return void (unreadable = true)
    size += buffer.length
    if (size > maxBytes) {
      tooBig = true
      chunks.length = 0
      return
    }
    // A copy: the caller may reuse its buffer once write() returns.
    chunks.push(Buffer.from(buffer))
  }
  const finish = (ended: boolean) => {
    if (over) return
    over = true
    if (!ended) return done(undefined)
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(explicit)) headers[name.toLowerCase()] = value
    Object.assign(headers, res.getHeaders())
    done({
      status: res.statusCode,
      headers,
      body: tooBig || unreadable ? undefined : Buffer.concat(chunks, size),
    })
  }

  const { writeHead, write, end } = res
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, i) => i > 0 && arg !== null && typeof arg === 'object')
    if (Array.isArray(headers)) unreadable = true
    else if (headers) explicit = { ...explicit, ...(headers as OutgoingHttpHeaders) }
    return writeHead.apply(this, args as Parameters<typeof writeHead>)
  } as typeof res.writeHead
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown) {
    collect(chunk, encoding)
    // eslint-disable-next-line prefer-rest-params -- passes Node's overloads through unchanged
    return write.apply(this, arguments as unknown as Parameters<typeof write>)
  } as typeof res.write
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown) {
    collect(chunk, encoding)
    // eslint-disable-next-line prefer-rest-params -- passes Node's overloads through unchanged
    const result = end.apply(this, arguments as unknown as Parameters<typeof end>)
    finish(true)
    return result
  } as typeof res.end
  res.once('close', () => finish(false))
}
