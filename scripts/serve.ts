/**
 * The production server, which `npm start` runs: `node --conditions=production --import tsx
 * scripts/serve.ts` serves the build of NEXT_DIST_DIR (else .next) on PORT, and HOST when set.
 * Next's own request handler on a node:http server of ours, for what `next start` does not give: an id
 * and one JSON log line per request, and on SIGTERM a shutdown that finishes the requests in flight
 * within SHUTDOWN_TIMEOUT_MS; and a micro-cache of the pages Next marks shareable, kept a second or two
 * in memory (MICROCACHE_MAX_MB; scripts/server/micro-cache, docs/decisions/0017-micro-cache.md); and a
 * French page readable without script when a page fails to render (scripts/server/error-page.ts); and
 * pages that paint before the framework's scripts start (scripts/server/scripts-after-lcp).
 */
import nextEnv from '@next/env'
import next from 'next'
import { onTagsExpired } from '../src/lib/cache/expiry-listeners.mjs'
import { runShutdownStops } from '../src/lib/shutdown'
import { logRequestErrorsAsJson } from './server/console-errors'
import { withErrorPage } from './server/error-page'
import { serveHttp } from './server/http-server'
import { serverLogger } from './server/logger'
import { microCached } from './server/micro-cache/handler'
import { scriptsAfterLcp } from './server/scripts-after-lcp/handler'

nextEnv.loadEnvConfig(process.cwd())
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'
// No network calls from a public site's server: Next's anonymous telemetry stays off.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const { env } = await import('../src/lib/env')
let config: ReturnType<typeof env>
try {
  config = env()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
// The app reads its own address from PORT and HOST (scheduled publications call the server itself).
process.env.PORT = String(config.PORT)

const logger = serverLogger(config.LOG_LEVEL)
const app = next({ dev: false, dir: process.cwd(), hostname: config.HOST ?? 'localhost', port: config.PORT })
await app.prepare()
logRequestErrorsAsJson(logger)
const nextHandler =
  config.SCRIPTS_AFTER_LCP === 'on' ? scriptsAfterLcp(app.getRequestHandler()) : app.getRequestHandler()
let handler: Parameters<typeof serveHttp>[0]['handler'] = nextHandler
if (config.MICROCACHE_MAX_MB > 0) {
  const microCache = microCached(nextHandler, { maxBytes: config.MICROCACHE_MAX_MB * 1024 * 1024 })
  // An editor's save here, or one on another instance arriving through Redis: Next's copies are stale,
  // so are ours.
  onTagsExpired(() => microCache.store.clear())
  handler = microCache.handler
}
await serveHttp({
  // Outermost, so that it sees the status Next finally gives a page.
  handler: withErrorPage(handler),
  port: config.PORT,
  host: config.HOST,
  shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  logger,
  stopWorkers: () =>
    runShutdownStops((name, err) => logger.error({ err, worker: name }, 'worker stop failed')),
  // Next's work after an answer (a page regenerated in the background, `after()` callbacks).
  afterDrain: () => app.close(),
})
