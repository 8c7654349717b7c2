import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { bigint, integer as pgInteger, pgTable, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { RATE_LIMIT_TABLE } from './stores'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]
// The builders below come from db-postgres's copy of drizzle-orm and the hook's types from
// @payloadcms/drizzle's: the same version, nominally different types.
type PostgresTable = Awaited<ReturnType<PostgresSchemaHook>>['tables'][string]

/*
 * The rate-limit counters' table, added to Payload's schema so that its migrations create it on both
 * databases (the stores are told it exists). Columns and their order are the ones rate-limiter-flexible's
 * SQLite and PostgreSQL stores read and write (the PostgreSQL store inserts by position); `expire` is a
 * time in milliseconds, null for a counter that never expires.
 */

export const addRateLimitTableSqlite: SQLiteSchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    [RATE_LIMIT_TABLE]: sqliteTable(RATE_LIMIT_TABLE, {
      key: text('key').primaryKey(),
      points: integer('points').notNull().default(0),
      expire: integer('expire'),
    }),
  },
})

export const addRateLimitTablePostgres: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    [RATE_LIMIT_TABLE]: pgTable(RATE_LIMIT_TABLE, {
      key: varchar('key', { length: 255 }).primaryKey(),
      points: pgInteger('points').notNull().default(0),
      expire: bigint('expire', { mode: 'number' }),
    }) as unknown as PostgresTable,
  },
})
