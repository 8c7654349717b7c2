import type { Payload } from 'payload'
import { env, isPostgres } from '@/lib/env'
import { pendingMigrations, shippedMigrations } from './migrations-check'

/** A database that has not answered by then counts as down: a load balancer polls every second. */
export const HEALTH_TIMEOUT_MS = 2_000

export type Health =
  | { ok: true; database: 'sqlite' | 'postgres'; migrations: number }
  | { ok: false; database: 'sqlite' | 'postgres'; message: string }

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())

/**
 * Whether this instance can serve: the database answers, within the time limit, and has applied every
 * migration shipped with the code. One small query (the applied migrations' names).
 */
export async function checkHealth(getPayload: () => Promise<Payload>): Promise<Health> {
  const database = isPostgres(env().DATABASE_URL) ? 'postgres' : 'sqlite'
  let applied: string[]
  try {
    applied = await Promise.race([
      (async () => {
        const payload = await getPayload()
        const { docs } = await payload.find({
          collection: 'payload-migrations',
          pagination: false,
          depth: 0,
          select: { name: true },
        })
        return docs.map((doc) => String(doc.name))
      })(),
      timeout(HEALTH_TIMEOUT_MS),
    ])
  } catch (error) {
    const slow = String(error).includes('timeout')
    return {
      ok: false,
      database,
      message: slow
        ? 'La base de données ne répond pas à temps.'
        : 'La base de données ne répond pas ou n’a pas encore été migrée.',
    }
  }
  const pending = pendingMigrations(shippedMigrations(database), applied)
  if (pending.length > 0)
    return { ok: false, database, message: `Migrations en attente : ${pending.join(', ')}.` }
  return { ok: true, database, migrations: applied.length }
}
