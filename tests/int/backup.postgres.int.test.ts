import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { withDefaultUser } from '@/lib/db-url'
import { type Backend, postgresBackend } from './support/backends'
import { backupRestoreSuite } from './suites/backup-restore'

/** pg_dump and pg_restore must run, else the suite is skipped with the reason. */
function missingTool(): string | null {
  for (const tool of ['pg_dump', 'pg_restore']) {
    const probe = spawnSync(tool, ['--version'], { timeout: 10_000 })
    if (probe.error || probe.status !== 0)
      return `${tool} introuvable ou inutilisable (client PostgreSQL non installé)`
  }
  return null
}

const backend: Backend = await postgresBackend()
const missing = missingTool()

backupRestoreSuite(missing ? { kind: 'postgres', skip: missing } : backend, async (source) => {
  // A new database beside the test database, created here and dropped after the suite.
  const admin = new URL(withDefaultUser(source.url))
  const name = `${admin.pathname.slice(1)}_restauree`.slice(0, 60)
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await query(`CREATE DATABASE "${name}"`)
  const target = new URL(admin)
  target.pathname = `/${name}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-restored-'))
  return {
    url: target.toString(),
    mediaDir: path.join(dir, 'media'),
    countRows: async (tables) => {
      const client = new pg.Client({ connectionString: target.toString(), connectionTimeoutMillis: 5000 })
      await client.connect()
      try {
        const counts: Record<string, number> = {}
        for (const table of tables)
          counts[table] = Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)
        return counts
      } finally {
        await client.end()
      }
    },
    remove: async () => {
      await query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
})
