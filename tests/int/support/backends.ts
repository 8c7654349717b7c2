import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, it } from 'vitest'
import { withDefaultUser } from '@/lib/db'

export type ReadyBackend = { kind: 'sqlite' | 'postgres'; url: string; mediaDir: string }
export type Backend = ReadyBackend | { kind: 'postgres'; skip: string }

/**
 * `describe` for one backend: when its database cannot be reached, the suite is reported as skipped with
 * the reason, in its title and on the console, instead of passing silently.
 */
export function describeOn(backend: Backend, name: string, body: (ready: ReadyBackend) => void) {
  const title = `${name} on ${backend.kind}`
  if ('skip' in backend) {
    console.warn(`[int] ${title} skipped: ${backend.skip}`)
    describe.skip(`${title} (skipped: ${backend.skip})`, () => {
      it('needs a reachable database', () => {})
    })
    return
  }
  describe(title, () => body(backend))
}

const tempMediaDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'escale-media-'))

/** A fresh SQLite file in a temporary folder. */
export function sqliteBackend(): Backend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-int-'))
  return { kind: 'sqlite', url: `file:${path.join(dir, 'escale.db')}`, mediaDir: tempMediaDir() }
}

/**
 * The PostgreSQL test database: DATABASE_URL_TEST_PG, else the machine's 127.0.0.1:5432/test. Its public
 * schema is wiped first, so point it only at a database meant for tests. When the server cannot be
 * reached, the suite is skipped with the reason instead of passing silently.
 */
export async function postgresBackend(): Promise<Backend> {
  const url = process.env.DATABASE_URL_TEST_PG || 'postgres://127.0.0.1:5432/test'
  const client = new pg.Client({ connectionString: withDefaultUser(url), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  } catch (error) {
    return { kind: 'postgres', skip: `PostgreSQL injoignable (${url}) : ${(error as Error).message}` }
  } finally {
    await client.end().catch(() => {})
  }
  return { kind: 'postgres', url, mediaDir: tempMediaDir() }
}
