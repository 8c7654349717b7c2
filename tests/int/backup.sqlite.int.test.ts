import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { sqliteBackend } from './support/backends'
import { backupRestoreSuite } from './suites/backup-restore'

backupRestoreSuite(sqliteBackend(), async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-restored-'))
  const file = path.join(dir, 'restauree.db')
  return {
    url: `file:${file}`,
    mediaDir: path.join(dir, 'media'),
    countRows: async (tables) => {
      const db = new Database(file, { readonly: true })
      try {
        return Object.fromEntries(
          tables.map((table) => [
            table,
            Number((db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n),
          ]),
        )
      } finally {
        db.close()
      }
    },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
})
