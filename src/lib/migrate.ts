import type { Payload } from 'payload'
import { env, isPostgres } from './env'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Applies the checked-in migrations of the current database kind. They are imported rather than
 * discovered on disk by Payload so this works the same under tsx and Vitest. The import path is built at
 * run time on purpose: the generated migration files are not type-checked (two nested copies of
 * drizzle-orm give their `sql` tags nominally different types), they are proven by running them in CI.
 */
export async function migrateDatabase(payload: Payload) {
  const kind = isPostgres(env().DATABASE_URL) ? 'postgres' : 'sqlite'
  const { migrations } = (await import(`../migrations/${kind}/index.ts`)) as { migrations: Migrations }
  await payload.db.migrate({ migrations })
}
