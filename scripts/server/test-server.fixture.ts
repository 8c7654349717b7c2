/**
 * A process serving through `serveHttp` without Next, for scripts/server/http-server.test.ts:
 * `/lent` answers once the request's body is in (a client trickling it keeps the request in flight),
 * `/panne` reports an error through console.error as Next does, then answers 500.
 */
import { serveHttp } from './http-server'
import { logRequestErrorsAsJson } from './console-errors'
import { serverLogger } from './logger'

const logger = serverLogger('info')
logRequestErrorsAsJson(logger)
await serveHttp({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS),
  logger,
  handler: async (req, res) => {
    if (req.url?.startsWith('/panne')) {
      console.error(' ⨯', new Error('la base ne répond pas'))
      return res.writeHead(500).end('Erreur')
    }
    let received = 0
    for await (const chunk of req) received += (chunk as Buffer).length
    res.end(`reçu ${received} octets`)
  },
})
