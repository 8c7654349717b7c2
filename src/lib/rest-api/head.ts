type Handler<Args extends unknown[]> = (request: Request, ...args: Args) => Promise<Response>

/**
 * HEAD answered as GET, without the body. Payload picks its REST endpoints by method and has none for
 * HEAD, so a HEAD request (link checkers, crawlers, uptime monitors, a proxy checking a media file) got a
 * 404 for every address under `/api`, media files included. The GET runs whole, with its guards, and
 * its status and headers are the answer's.
 */
export function headFromGet<Args extends unknown[]>(get: Handler<Args>): Handler<Args> {
  return async (request, ...args) => {
    const asGet = new Request(request.url, {
      method: 'GET',
      headers: request.headers,
      signal: request.signal,
    })
    const response = await get(asGet, ...args)
    await response.body?.cancel()
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}
