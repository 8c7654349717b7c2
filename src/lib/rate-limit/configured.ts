import 'server-only'
import { Redis } from 'ioredis'
import Database from 'libsql'
import type { Payload } from 'payload'
import { env, isPostgres, sqlitePath } from '@/lib/env'
import { payloadClient } from '@/lib/payload'
import { createRateLimits, type RateLimits } from './limits'
import { limiterFactory, type RateLimitStore } from './stores'

const REDIS_READY_WAIT_MS = 2000
const STORE_ERROR_LOG_INTERVAL_MS = 60_000

/** The app's database as a store: PostgreSQL through Payload's pool, or the SQLite file. */
function databaseStore(payload: Payload): RateLimitStore {
  const url = env().DATABASE_URL
  if (isPostgres(url)) return { kind: 'postgres', pool: payload.db.pool }
  const database = new Database(sqlitePath(url))
  // Other processes may be writing to the same file: wait for them as Payload's own connection does.
  // A counter lost to a power cut is harmless, so commits need not wait for the disk (safe in WAL mode).
  database.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL')
  return { kind: 'sqlite', database }
}

/**
 * A Redis client that fails fast instead of queueing commands while Redis is away (the limiter then
 * falls back to the database). The first request waits a moment for the connection, so a freshly started
 * instance counts in Redis from its first request.
 */
async function redisClient(url: string): Promise<Redis> {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  // Failed commands reach the limiter, which falls back and reports; the connection's own error events
  // would only repeat that on the console.
  client.on('error', () => {})
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, REDIS_READY_WAIT_MS)
    client.once('ready', done)
  })
  return client
}

async function build(): Promise<RateLimits> {
  const payload = await payloadClient()
  const config = env()
  const database = databaseStore(payload)
  const store: RateLimitStore = config.REDIS_URL
    ? { kind: 'redis', client: await redisClient(config.REDIS_URL), insurance: database }
    : database
  let lastLogged = 0
  return createRateLimits({
    limiterFor: limiterFactory(store),
    scale: config.RATE_LIMIT_SCALE,
    prefix: config.RATE_LIMIT_PREFIX,
    onStoreError(error, rule) {
      // During an outage every request fails the same way: one line a minute is enough.
      if (Date.now() - lastLogged < STORE_ERROR_LOG_INTERVAL_MS) return
      lastLogged = Date.now()
      payload.logger.warn({ err: error, rule }, 'rate-limit store unavailable: request allowed')
    },
    onLimitReached(rule) {
      payload.logger.warn({ rule }, 'rate limit reached')
    },
  })
}

let instance: Promise<RateLimits> | undefined

/** The rate limits of this process, on the store the environment names (built once). */
export function rateLimits(): Promise<RateLimits> {
  instance ??= build().catch((error: unknown) => {
    instance = undefined
    throw error
  })
  return instance
}
