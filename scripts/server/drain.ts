import type { Server, ServerResponse } from 'node:http'

/** How often keep-alive connections that fell idle are closed while draining. */
const SWEEP_MS = 100

/**
 * The requests in flight of an HTTP server, and how to let them finish before the process exits: stop
 * accepting connections, answer every request already received, and close keep-alive connections as
 * they fall idle. Responses written from then on say `Connection: close`, so that a client holding a
 * keep-alive connection opens its next one elsewhere (the other instance, through the proxy).
 */
export function drainable(server: Server) {
  const inFlight = new Set<ServerResponse>()
  let draining = false
  let lastEnded: (() => void) | undefined
  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }
  return {
    track(res: ServerResponse) {
      inFlight.add(res)
      if (draining) lastOnItsConnection(res)
      res.once('close', () => {
        inFlight.delete(res)
        if (inFlight.size === 0) lastEnded?.()
      })
    },
    inFlight: () => inFlight.size,
    /** Resolves once every connection is closed and every response's `close` listeners have run. */
    async drain(): Promise<void> {
      draining = true
      for (const res of inFlight) lastOnItsConnection(res)
      const responsesEnded = new Promise<void>((resolve) => {
        lastEnded = resolve
        if (inFlight.size === 0) resolve()
      })
      const connectionsClosed = new Promise<void>((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS)
        server.close(() => {
          clearInterval(sweep)
          resolve()
        })
        server.closeIdleConnections()
      })
      await Promise.all([responsesEnded, connectionsClosed])
    },
  }
}
