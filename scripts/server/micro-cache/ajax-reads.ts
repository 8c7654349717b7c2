/**
 * The ajax reads the micro-cache may answer (docs/decisions/0017-micro-cache.md, amendment): a POST of a
 * small form to `/ajax`, whose answer the action marked shareable (the same fields give every visitor
 * the same answer: a search, a completion, a page of a gallery, a weather report). Its body is part of
 * the key, so it is read here first; Next then gets a copy of the request that yields the same bytes.
 */
import { IncomingMessage } from 'node:http'
import { EDITOR_COOKIE } from './rules'

export const AJAX_PATH = '/ajax'

/** A read's fields are short (a phrase, a few filters); a larger body goes to Next untouched. */
export const MAX_AJAX_READ_BYTES = 8 * 1024

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i

/**
 * Whether a request may be an ajax read the micro-cache answers: a POST to `/ajax` itself of a form of
 * announced length within MAX_AJAX_READ_BYTES, anonymous, without credentials or a server action.
 * Whether its answer is kept is up to the action (its Cache-Control), as for a page.
 */
export function isAjaxReadCandidate(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'POST' || req.url !== AJAX_PATH) return false
  const { headers } = req
  if (!FORM_TYPE.test(headers['content-type'] ?? '')) return false
  const length = Number(headers['content-length'])
  if (!Number.isInteger(length) || length < 0 || length > MAX_AJAX_READ_BYTES) return false
  if (headers['transfer-encoding']) return false
  if (headers.cookie && EDITOR_COOKIE.test(headers.cookie)) return false
  if (headers.authorization || headers['next-action']) return false
  return true
}

/** The request's body, or undefined when the client left before sending it all. */
export function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', () => resolve(undefined))
    req.once('close', () => {
      if (!req.complete) resolve(undefined)
    })
  })
}

/**
 * A copy of a request whose body was read: same method, address, headers and connection, and a stream
 * that yields `body` then ends, for Next to read as it would the original.
 */
export function requestWithBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket)
  copy.method = req.method
  copy.url = req.url
  copy.headers = req.headers
  copy.rawHeaders = req.rawHeaders
  copy.httpVersion = req.httpVersion
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}

/** The key of an ajax read: host, the endpoint, the form's type and its fields as sent. */
export function ajaxKeyOf(req: Pick<IncomingMessage, 'headers'>, body: Buffer): string {
  return [
    req.headers.host ?? '',
    `POST ${AJAX_PATH}`,
    req.headers['content-type'] ?? '',
    body.toString('latin1'),
  ].join('\n')
}
