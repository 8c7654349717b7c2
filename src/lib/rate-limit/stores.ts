import type { Redis } from 'ioredis'
import type Libsql from 'libsql'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

/** The table the database stores share; a Payload migration creates it (see table.ts). */
export const RATE_LIMIT_TABLE = 'rate_limits'

/**
 * Where counters live. Several app instances agree on a limit as long as they use the same store:
 * one Redis, one PostgreSQL database, or one SQLite file.
 */
export type RateLimitStore =
  | { kind: 'redis'; client: Redis; insurance?: RateLimitStore }
  | { kind: 'postgres'; pool: PostgresAdapter['pool'] }
  | { kind: 'sqlite'; database: Libsql.Database }

export type LimiterOptions = { keyPrefix: string; points: number; duration: number; blockDuration: number }
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract

/**
 * Builds limiters on a store. The database stores delete expired rows every five minutes; one limiter
 * per store does it for the whole table, the others do not repeat the same DELETE.
 */
export function limiterFactory(store: RateLimitStore): LimiterFactory {
  let janitorChosen = false
  const janitor = () => !janitorChosen && (janitorChosen = true)
  const insurance = store.kind === 'redis' && store.insurance ? limiterFactory(store.insurance) : undefined
  return (options) => {
    switch (store.kind) {
      case 'redis':
        // A Redis outage falls back to the database store, still shared by every instance.
        return new RateLimiterRedis({
          ...options,
          storeClient: store.client,
          rejectIfRedisNotReady: true,
          insuranceLimiter: insurance?.(options),
        })
      case 'postgres':
        return new RateLimiterPostgres({
          ...options,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: janitor(),
        })
      case 'sqlite':
        // rate-limiter-flexible's SQLite store speaks the better-sqlite3 interface, which the `libsql`
        // driver (the one under Payload's @libsql/client) implements; it does not know @libsql/client.
        return new RateLimiterSQLite({
          ...options,
          storeClient: store.database,
          storeType: 'better-sqlite3',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: janitor(),
        })
    }
  }
}
