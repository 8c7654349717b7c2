import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import Database from 'libsql'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createRateLimits } from '@/lib/rate-limit/limits'
import { rateLimitRules } from '@/lib/rate-limit/rules'
import { RATE_LIMIT_TABLE, limiterFactory, type RateLimitStore } from '@/lib/rate-limit/stores'
import { REDIS_TEST_URL, deleteKeys, describeWithRedis, redisClient } from './support/redis'
import { sharedLimitTests } from './suites/rate-limit-stores'

const reachable = await redisClient()

/** A SQLite file with the counters' table, as the migrations create it, for the fallback store. */
function sqliteStore(): RateLimitStore {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'escale-limit-')), 'limits.db')
  const database = new Database(file)
  database.exec(`CREATE TABLE ${RATE_LIMIT_TABLE} (key text PRIMARY KEY NOT NULL,
    points integer DEFAULT 0 NOT NULL, expire integer)`)
  return { kind: 'sqlite', database }
}

describeWithRedis('rate limits shared through Redis', reachable, (client) => {
  // Two instances' connections, configured as the site's (see src/lib/rate-limit/configured.ts).
  const instances: Redis[] = []
  const store = (n: number): RateLimitStore => ({ kind: 'redis', client: instances[n] })
  beforeAll(async () => {
    for (let n = 0; n < 2; n++) {
      const instance = new Redis(REDIS_TEST_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      await new Promise((resolve) => instance.once('ready', resolve))
      instances.push(instance)
    }
  })
  afterAll(async () => {
    await deleteKeys(client, `escale-int-limit-${process.pid}-*`)
    for (const each of [client, ...instances]) each.disconnect()
  })

  sharedLimitTests(() => [store(0), store(1)])

  it('counts in Redis, not in the fallback database, while Redis answers', async () => {
    const fallback = sqliteStore()
    const prefix = `escale-int-limit-${process.pid}-counted`
    const limits = createRateLimits({
      limiterFor: limiterFactory({ kind: 'redis', client: instances[0], insurance: fallback }),
      scale: 1,
      prefix,
      onStoreError: () => {},
    })
    await limits.consume('rating', 'k')
    expect(await client.keys(`${prefix}:rating:*`)).toHaveLength(1)
    if (fallback.kind !== 'sqlite') throw new Error('unreachable')
    expect(fallback.database.prepare(`SELECT count(*) AS n FROM ${RATE_LIMIT_TABLE}`).get()).toEqual({ n: 0 })
  })
})

// Needs no Redis: it is about Redis being away.
it('falls back to the database store, shared by every instance, when Redis is down', async () => {
  const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0 })
  down.on('error', () => {})
  const fallback = sqliteStore()
  const errors: unknown[] = []
  const limits = createRateLimits({
    limiterFor: limiterFactory({ kind: 'redis', client: down, insurance: fallback }),
    scale: 1,
    prefix: 'escale-int-limit-down',
    onStoreError: (error) => errors.push(error),
  })
  const { points } = rateLimitRules.comment
  const verdicts = []
  for (let i = 0; i <= points; i++) verdicts.push(await limits.consume('comment', '198.51.100.7'))
  down.disconnect()
  expect(verdicts.filter((verdict) => verdict.limited)).toHaveLength(1)
  expect(errors).toEqual([])
})
