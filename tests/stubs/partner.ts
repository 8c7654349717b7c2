import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the travel partner and an audience measurement service, on 127.0.0.1: the widgets'
 * frames (which tell the page their size and how many activities they show, as the partner's do), the
 * visitor endpoint (call 21, with cookies), the context beacons (call 22), and an audience script. It
 * records every request, so a test can tell that nothing was asked before the visitor's consent.
 */
export type PartnerStub = {
  url: string
  requests: Array<{ method: string; path: string; query: URLSearchParams; body: string }>
  /** Requests to `path` since the start or the last reset. */
  count: (path: string) => number
  reset: () => void
  close: () => Promise<void>
}

const frame = (
  kind: string,
  query: URLSearchParams,
) => `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Activités</title></head><body style="margin:0;font-family:sans-serif">
<ul id="activites" data-kind="${kind}">${Array.from(
  { length: Number(query.get('number_of_items') || 3) },
  (_, i) => `<li>Activité ${Number(query.get('offset') || 0) + i + 1}</li>`,
).join('')}</ul>
<script>
parent.postMessage({ type: 'partner-widget:size', height: 320 }, '*');
parent.postMessage(JSON.stringify({ type: 'partner-widget:config', numberOfItems: ${Number(query.get('number_of_items') || 3)} }), '*');
</script></body></html>`

const AUDIENCE_SCRIPT = 'window.__mesureChargee = true;'

export async function startPartnerStub(): Promise<PartnerStub> {
  const requests: PartnerStub['requests'] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, body })
      const origin = request.headers.origin
      const cors = origin
        ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
        : {}
      if (url.pathname === '/cadre' || url.pathname === '/cadre-auto')
        return response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(frame(url.pathname.slice(1), url.searchParams))
      if (url.pathname === '/visiteur')
        return response
          .writeHead(200, { 'content-type': 'application/json', ...cors })
          .end(JSON.stringify({ visitor_id: 'visiteur-du-partenaire', scm: true }))
      if (['/contexte', '/contexte-auto', '/metadonnees'].includes(url.pathname))
        return response.writeHead(204, cors).end()
      if (url.pathname === '/mesure.js')
        return response.writeHead(200, { 'content-type': 'text/javascript' }).end(AUDIENCE_SCRIPT)
      response.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    count: (path) => requests.filter((request) => request.path === path).length,
    reset: () => {
      requests.length = 0
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
