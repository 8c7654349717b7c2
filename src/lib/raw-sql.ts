import type { Payload } from 'payload'

type RawDatabase = {
  drizzle: unknown
  execute(args: { drizzle: unknown; raw: string }): Promise<{ rows?: Record<string, unknown>[] }>
}

/**
 * Runs one SQL statement on Payload's database, SQLite or PostgreSQL: for what Payload's API has no
 * word for (an aggregate, ANALYZE). Both adapters answer `{ rows }`. Typed loosely: the two adapters'
 * drizzle types are nominally different copies of drizzle-orm. Only for statements built from constants
 * and checked numbers, never from a visitor's text.
 */
export function runRawSql(payload: Payload, raw: string) {
  const db = payload.db as unknown as RawDatabase
  return db.execute({ drizzle: db.drizzle, raw })
}
