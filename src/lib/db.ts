import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { withDefaultUser } from './db-url'
import { isPostgres } from './env'
import { addRateLimitTablePostgres, addRateLimitTableSqlite } from './rate-limit/table'

export { withDefaultUser }

const migrationsRoot = path.resolve(process.cwd(), 'src', 'migrations')

/**
 * Picks the database adapter from the URL. Schema changes always go through checked-in migrations
 * (push is off everywhere), so development, CI and production run the same SQL.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: withDefaultUser(url), max: 10 },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      beforeSchemaInit: [addRateLimitTablePostgres],
    })
  }
  return sqliteAdapter({
    client: { url },
    push: false,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    beforeSchemaInit: [addRateLimitTableSqlite],
  })
}
