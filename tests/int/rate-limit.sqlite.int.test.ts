import Database from 'libsql'
import { beforeAll } from 'vitest'
import { sqlitePath } from '@/lib/env'
import { describeOn, sqliteBackend } from './support/backends'
import { startPayload } from './support/payload'
import { sharedLimitTests } from './suites/rate-limit-stores'

// Two processes on one SQLite file: two connections, after the migrations created the table.
describeOn(sqliteBackend(), 'rate limits shared through the database', (ready) => {
  beforeAll(async () => {
    await startPayload(ready.url, ready.mediaDir)
  })
  const connection = () => {
    const database = new Database(sqlitePath(ready.url))
    database.exec('PRAGMA busy_timeout = 5000')
    return { kind: 'sqlite' as const, database }
  }
  sharedLimitTests(() => [connection(), connection()])
})
