import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { withDefaultUser } from '@/lib/db'
import { describeOn, postgresBackend } from './support/backends'
import { startPayload } from './support/payload'
import { sharedLimitTests } from './suites/rate-limit-stores'

// Two instances on one PostgreSQL database: Payload's pool (as the site uses it) and a second pool.
describeOn(await postgresBackend(), 'rate limits shared through the database', (ready) => {
  let payload: Payload
  let otherPool: pg.Pool
  beforeAll(async () => {
    payload = await startPayload(ready.url, ready.mediaDir)
    otherPool = new pg.Pool({ connectionString: withDefaultUser(ready.url), max: 5 })
  })
  afterAll(async () => {
    await otherPool?.end()
  })
  sharedLimitTests(() => [
    { kind: 'postgres', pool: payload.db.pool },
    { kind: 'postgres', pool: otherPool as unknown as Payload['db']['pool'] },
  ])
})
