import os from 'node:os'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { isPostgres } from './env'
import { addRateLimitTablePostgres, addRateLimitTableSqlite } from './rate-limit/table'

const migrationsRoot = path.resolve(process.cwd(), 'src', 'migrations')

/**
 * `postgres://127.0.0.1:5432/test` names no user; libpq would use the login name, but node-postgres only
 * reads $USER, which services and CI often lack. Fill in the same default libpq uses.
 */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url)
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || os.userInfo().username
  return parsed.toString()
}

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
