import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { withDefaultUser } from '@/lib/db-url'
import { describeOn, postgresBackend } from './support/backends'
import { startPayload } from './support/payload'

/*
 * PostgreSQL restarting closes every connection (as pg_terminate_backend does here): the app must not
 * stop on the pool's errors, and must query again on new connections. An `error` event without a
 * listener would throw out of the pool, and Vitest would fail the run on that uncaught error.
 */
describeOn(await postgresBackend(), 'connections closed by the server', (ready) => {
  let payload: Payload

  beforeAll(async () => {
    payload = await startPayload(ready.url, ready.mediaDir)
  })
  afterAll(async () => {
    await payload?.destroy()
  })

  it('are dropped, and the next queries open new ones', async () => {
    // Several connections at once, returned idle to the pool.
    await Promise.all(
      Array.from({ length: 4 }, () => payload.count({ collection: 'categories', overrideAccess: true })),
    )
    const admin = new pg.Client({
      connectionString: withDefaultUser(ready.url),
      connectionTimeoutMillis: 5000,
    })
    await admin.connect()
    let terminated: number
    try {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pg_terminate_backend(pid), pid FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
      terminated = rows.length
    } finally {
      await admin.end()
    }
    expect(terminated).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 300))

    const { totalDocs } = await payload.count({ collection: 'categories', overrideAccess: true })
    expect(totalDocs).toBe(0)
    await payload.create({
      collection: 'categories',
      data: { title: 'Après la coupure' },
      overrideAccess: true,
    })
    expect((await payload.count({ collection: 'categories', overrideAccess: true })).totalDocs).toBe(1)
  })

  it('are waited for when all are busy, longer than connecting may take', async () => {
    // Every connection of the pool (10) busy for longer than the 5 s a connection may take to open.
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    const busy = Array.from({ length: 10 }, () => pool.query('SELECT pg_sleep(6)'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const { totalDocs } = await payload.count({ collection: 'categories', overrideAccess: true })
    expect(totalDocs).toBe(1)
    await Promise.all(busy)
  })
})
