/**
 * A page whose rendering fails before its first byte (the database gone, say) gets from Next a status 500
 * and an empty document that only its scripts fill with the site's error page (src/app/(site)/error.tsx):
 * a visitor without JavaScript, a crawler or a monitor reads nothing. For page requests, this wrapper
 * sends instead a small French page of its own, with the same status, that needs nothing else: no
 * script, no stylesheet, no database. Next's navigation requests (their answer is data for the client,
 * which shows error.tsx itself), /api, /admin, /ajax and the build's files keep Next's answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'

export const ERROR_PAGE_HTML = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Une erreur est survenue · Escale</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1b2530">
<main data-page="error">
<h1>Une erreur est survenue</h1>
<p>Cette page n’a pas pu s’afficher. Réessayez dans un instant ; si le problème persiste, revenez plus tard.</p>
<p><a href="">Réessayer</a> · <a href="/">Revenir à l’accueil</a></p>
</main>
</body>
</html>
`

const NOT_PAGES = /^\/(?:api|admin|ajax|_next)(?:[/?]|$)/

/** Whether Next's failure of this request would reach a reader as a page. */
export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false
  return !NOT_PAGES.test(req.url ?? '/')
}

function encoded(encoding: unknown): Buffer {
  const page = Buffer.from(ERROR_PAGE_HTML)
  if (encoding === 'gzip') return gzipSync(page)
  if (encoding === 'br') return brotliCompressSync(page)
  return page
}

/**
 * Watches one response: once Next starts it with a status of 500 or more and an HTML body, what Next
 * writes is dropped and the page above is sent, in the encoding Next announced (its compression has
 * already set Content-Encoding, and may have sent the headers).
 */
export function replaceErrorDocument(res: ServerResponse): void {
  let replacing: boolean | undefined
  const decide = () => {
    if (replacing !== undefined) return replacing
    const html = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
    const sentWithLength = res.headersSent && res.getHeader('content-length') !== undefined
    replacing = res.statusCode >= 500 && html && !sentWithLength
    if (replacing && !res.headersSent) {
      res.removeHeader('content-length')
      res.removeHeader('etag')
      res.setHeader('cache-control', 'private, no-store')
    }
    return replacing
  }
  const { writeHead, write, end } = res
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers given here are applied first, so that the decision sees them.
    const headers = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg))
    if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value as string)
    this.statusCode = status
    decide()
    return writeHead.call(this, status)
  } as typeof res.writeHead
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (decide()) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
      callback?.()
      return true
    }
    return write.apply(this, args as Parameters<typeof write>)
  } as typeof res.write
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide()) {
      const callback =
        (args.find((arg) => typeof arg === 'function') as (() => void) | undefined) ?? (() => {})
      const finish = end as (this: ServerResponse, ...rest: unknown[]) => ServerResponse
      if (res.req?.method === 'HEAD') return finish.call(this, callback)
      return finish.call(this, encoded(res.getHeader('content-encoding')), callback)
    }
    return end.apply(this, args as Parameters<typeof end>)
  } as typeof res.end
}

/** The handler, with page requests watched as above. */
export function withErrorPage<H extends (req: IncomingMessage, res: ServerResponse) => unknown>(handler: H) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (isPageRequest(req)) replaceErrorDocument(res)
    return handler(req, res)
  }
}
