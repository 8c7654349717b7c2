import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { keepingConcurrentSessions } from './concurrent-sessions'
import { withDefaultUser } from './db-url'
import { POOL_WAIT_MS, PromptlyConnectingClient } from './pg-client'
import { isPostgres } from './env'
import { addRateLimitTablePostgres, addRateLimitTableSqlite } from './rate-limit/table'

export { withDefaultUser }

const migrationsRoot = path.resolve(process.cwd(), 'src', 'migrations')

type PoolClientClass = NonNullable<NonNullable<Parameters<typeof postgresAdapter>[0]['pool']>['Client']>

/**
 * Picks the database adapter from the URL. Schema changes always go through checked-in migrations
 * (push is off everywhere), so development, CI and production run the same SQL.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return keepingConcurrentSessions(
      survivingLostConnections(
        postgresAdapter({
          pool: {
            connectionString: withDefaultUser(url),
            max: 10,
            // Waiting for a free connection may take longer than connecting (src/lib/pg-client.ts).
            connectionTimeoutMillis: POOL_WAIT_MS,
            // The project's pg and the one inside Payload's adapter differ only in their type packages.
            Client: PromptlyConnectingClient as unknown as PoolClientClass,
          },
          push: false,
          migrationDir: path.join(migrationsRoot, 'postgres'),
          beforeSchemaInit: [addRateLimitTablePostgres],
        }),
      ),
    )
  }
  return keepingConcurrentSessions(
    sqliteAdapter({
      client: { url },
      push: false,
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.join(migrationsRoot, 'sqlite'),
      beforeSchemaInit: [addRateLimitTableSqlite],
    }),
  )
}

type EventSource = {
  on(event: 'error', listener: (error: Error) => void): unknown
  listenerCount(event: string): number
}

/**
 * When PostgreSQL restarts, it closes every connection; node-postgres's pool then emits `error` for each
 * idle one, and an `error` event nobody listens to throws, which would stop the server (Payload adds no
 * listener). With one, the pool drops the dead connections, requests fail while the database is away,
 * and the next ones open new connections once it is back (bench/pg-restart.ts measures it).
 */
function survivingLostConnections(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const connect = adapter.connect
      adapter.connect = async function (this: typeof adapter, ...connectArgs) {
        await connect?.apply(this, connectArgs)
        const pool = (this as unknown as { pool?: EventSource }).pool
        if (pool && pool.listenerCount('error') === 0)
          pool.on('error', (error) =>
            args.payload.logger.warn(
              { err: error },
              'PostgreSQL connection lost; new ones are opened on demand',
            ),
          )
      }
      return adapter
    },
  }
}
