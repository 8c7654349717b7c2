import { AsyncLocalStorage } from 'node:async_hooks'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import { provideRequestContext, type RequestContext } from '../../src/lib/request-context'
import { drainable } from './drain'
import { logWhenDone, requestIdOf } from './request-log'

export type ServeOptions = {
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | unknown
  port: number
  host?: string
  shutdownTimeoutMs: number
  logger: Logger
  /** Stops background work at once when the shutdown starts (workers: no new run). */
  stopWorkers?: () => Promise<void>
  /** Runs once no request is left (Next: the work it does after answering). */
  afterDrain?: () => Promise<void>
}

/**
 * Serves `handler` over HTTP: every request gets an id (kept from a proxy's X-Request-Id when it is a
 * short token), answered in X-Request-Id, seen by the app's log lines (src/lib/request-context.ts) and
 * written with the request's line when it is over. On SIGTERM or SIGINT: stop accepting, finish the
 * requests in flight, exit 0; past `shutdownTimeoutMs`, exit 1.
 */
export async function serveHttp(options: ServeOptions): Promise<http.Server> {
  const { handler, logger } = options
  const storage = new AsyncLocalStorage<RequestContext>()
  provideRequestContext(storage)
  const server = http.createServer()
  const requests = drainable(server)

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    res.setHeader('X-Request-Id', requestId)
    requests.track(res)
    logWhenDone(req, res, requestId, logger)
    storage
      .run({ requestId }, async () => handler(req, res))
      .catch((err: unknown) => {
        logger.error({ requestId, err }, 'request failed')
        if (!res.headersSent) res.writeHead(500).end()
        else res.destroy()
      })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  // The port actually bound: 0 asks the system for a free one (the tests do).
  const { port } = server.address() as AddressInfo
  logger.info({ port, host: options.host ?? '*' }, 'listening')

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches both `npm start` and this process: the second signal is the same request.
    if (stopping) return
    stopping = true
    const limit = options.shutdownTimeoutMs
    logger.info({ signal, inFlight: requests.inFlight(), limitMs: limit }, 'shutting down')
    setTimeout(() => {
      logger.error({ inFlight: requests.inFlight(), limitMs: limit }, 'shutdown limit reached, exiting')
      process.exit(1)
    }, limit)
    try {
      await Promise.all([options.stopWorkers?.(), requests.drain().then(() => options.afterDrain?.())])
    } catch (err) {
      logger.error({ err }, 'shutdown failed')
      process.exit(1)
    }
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', stop).on('SIGINT', stop)
  return server
}
