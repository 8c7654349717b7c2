import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { isPostgres } from './env'

const migrationsRoot = path.resolve(process.cwd(), 'src', 'migrations')

/**
 * Picks the database adapter from the URL. Schema changes always go through checked-in migrations
 * (push is off everywhere), so development, CI and production run the same SQL.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: 10 },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  return sqliteAdapter({
    client: { url },
    push: false,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
