import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'

/** A proxy's id (nginx's $request_id, a UUID) is kept; anything longer or stranger is replaced. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID()
}

const MAX_PATH = 512

/** The path without the query: a query can hold an e-mail address or a visitor's search words. */
export function pathOf(url = '/'): string {
  const path = url.split('?', 1)[0]
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path
}

/** Counts the body bytes written to the response (compressed, when Next compresses). */
function countBodyBytes(res: ServerResponse): () => number {
  let bytes = 0
  const count = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength
  }
  const { write, end } = res
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown) {
    count(chunk, encoding)
    // eslint-disable-next-line prefer-rest-params -- passes Node's overloads through unchanged
    return write.apply(this, arguments as unknown as Parameters<typeof write>)
  } as typeof res.write
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown) {
    count(chunk, encoding)
    // eslint-disable-next-line prefer-rest-params -- passes Node's overloads through unchanged
    return end.apply(this, arguments as unknown as Parameters<typeof end>)
  } as typeof res.end
  return () => bytes
}

/**
 * One JSON line when the response is over: its id, method, path, status, duration and body bytes, and
 * `aborted` when the client left first. Never the client's address, user agent, cookies or query.
 * Server errors (5xx) are logged at the error level, everything else at info.
 */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, requestId: string, logger: Logger) {
  if (!logger.isLevelEnabled('error')) return
  const started = performance.now()
  const bytes = countBodyBytes(res)
  res.once('close', () => {
    const line = {
      requestId,
      method: req.method,
      path: pathOf(req.url),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      bytes: req.method === 'HEAD' ? 0 : bytes(),
      ...(res.writableFinished ? {} : { aborted: true }),
    }
    if (res.statusCode >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  })
}
