import fs from 'node:fs'
import path from 'node:path'
import Database from 'libsql'

/*
 * SQLite: the copy is made by SQLite itself (`VACUUM INTO`), inside one read transaction. In WAL mode a
 * reader does not block the site's writers, and the copy holds exactly the committed state at its start,
 * whatever is written meanwhile; a file copy of the database (and its -wal) would not be consistent.
 */

/** User tables, without SQLite's own and the full-text index's shadow tables (counted through their table). */
function tableNames(db: Database.Database): string[] {
  const rows = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    )
    .all() as { name: string }[]
  const names = rows.map((row) => row.name)
  // FTS5 keeps its data in shadow tables named after the virtual table; their rows are not documents.
  const virtual = (
    db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`)
      .all() as {
      name: string
    }[]
  ).map((row) => row.name)
  return names.filter((name) => !virtual.some((v) => name !== v && name.startsWith(`${v}_`)))
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Rows per table, and the applied migrations, of one SQLite file. */
export function readSqliteState(file: string) {
  const db = new Database(file, { readonly: true })
  try {
    const counts: Record<string, number> = {}
    for (const name of tableNames(db)) {
      const row = db.prepare(`SELECT count(*) AS n FROM ${quoteIdentifier(name)}`).get() as { n: number }
      counts[name] = Number(row.n)
    }
    const migrations =
      'payload_migrations' in counts
        ? (db.prepare('SELECT name FROM payload_migrations ORDER BY name').all() as { name: string }[]).map(
            (row) => row.name,
          )
        : []
    return { counts, migrations }
  } finally {
    db.close()
  }
}

/** Copies the live database at `source` into `target` (which must not exist), online. */
export function snapshotSqlite(source: string, target: string) {
  if (!fs.existsSync(source)) throw new Error(`The SQLite database ${source} does not exist (DATABASE_URL).`)
  const db = new Database(source)
  try {
    // The site's writers hold the write lock a few milliseconds at a time; wait for them rather than fail.
    db.exec('PRAGMA busy_timeout = 10000')
    db.prepare('VACUUM INTO ?').run(target)
  } finally {
    db.close()
  }
}

/** Whether the SQLite file at `file` holds any table (a database worth refusing to overwrite). */
export function sqliteHasTables(file: string): boolean {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return false
  const db = new Database(file, { readonly: true })
  try {
    const row = db.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'`).get() as {
      n: number
    }
    return Number(row.n) > 0
  } finally {
    db.close()
  }
}

/**
 * Puts the backup's database file in place of `target`: copied next to it first and checked, then
 * renamed over it (a rename is atomic), after removing the old database's -wal and -shm files, which
 * SQLite would otherwise replay into the restored one. The site must be stopped meanwhile.
 */
export function restoreSqlite(backupFile: string, target: string) {
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
  const staging = `${target}.restoring-${process.pid}`
  fs.copyFileSync(backupFile, staging)
  try {
    const db = new Database(staging)
    try {
      const check = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
      const problems = check.map((row) => row.integrity_check).filter((line) => line !== 'ok')
      if (problems.length > 0)
        throw new Error(
          `The backup's database is damaged (integrity_check: ${problems.slice(0, 5).join('; ')}).`,
        )
    } finally {
      db.close()
    }
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true })
    fs.renameSync(staging, target)
  } catch (error) {
    fs.rmSync(staging, { force: true })
    throw error
  }
}
