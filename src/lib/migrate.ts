import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { env, isPostgres } from './env'

/**
 * Applies the checked-in migrations of the current database kind. The migrations are imported rather
 * than discovered on disk so this works the same under tsx, Vitest and a bundled server.
 */
export async function migrateDatabase(payload: Payload) {
  const migrations = isPostgres(env().DATABASE_URL) ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations })
}
