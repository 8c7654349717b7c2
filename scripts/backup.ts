/**
 * `npm run backup`: a consistent copy of the database and of the media folder, made while the site
 * serves, into a new timestamped folder under BACKUP_DIR (default ./data/backups):
 *   database.sqlite (SQLite, copied by SQLite's VACUUM INTO) or database.dump (PostgreSQL, pg_dump's
 *   custom format), media/ (a copy of MEDIA_DIR), manifest.json (time, database kind, rows per table,
 *   version, migrations), written last.
 * The folder is filled under a `.partial` name and renamed when complete. Prints the folder's path.
 * Exit codes: 0 done, 1 failed (the message says why).
 */
import fs from 'node:fs'
import path from 'node:path'
import nextEnv from '@next/env'
import { isPostgres, parseEnv, sqlitePath } from '../src/lib/env'
import { OperatorError, megabytes, runCli, seconds } from './backup/cli'
import {
  DATABASE_FILE,
  MEDIA_FOLDER,
  backupFolderName,
  summariseCounts,
  writeManifest,
} from './backup/manifest'
import { copyMedia, mediaStats } from './backup/media'
import { requirePgTool, snapshotPostgres } from './backup/postgres'
import { readSqliteState, snapshotSqlite } from './backup/sqlite'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

runCli(async () => {
  let config: ReturnType<typeof parseEnv>
  try {
    config = parseEnv(process.env)
  } catch (error) {
    throw new OperatorError((error as Error).message, 2)
  }
  const kind = isPostgres(config.DATABASE_URL) ? 'postgres' : 'sqlite'
  if (kind === 'postgres') requirePgTool('pg_dump')

  const started = Date.now()
  const name = backupFolderName(new Date(started))
  const finalFolder = path.resolve(config.BACKUP_DIR, name)
  const partial = `${finalFolder}.partial`
  if (fs.existsSync(finalFolder) || fs.existsSync(partial))
    throw new OperatorError(`${finalFolder} already exists: another backup started this second. Try again.`)
  fs.mkdirSync(partial, { recursive: true })

  try {
    console.log(
      `Backing up the ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${config.MEDIA_DIR}…`,
    )
    const databaseFile = path.join(partial, DATABASE_FILE[kind])
    const state =
      kind === 'sqlite'
        ? (snapshotSqlite(path.resolve(sqlitePath(config.DATABASE_URL)), databaseFile),
          readSqliteState(databaseFile))
        : await snapshotPostgres(config.DATABASE_URL, databaseFile)
    const databaseDone = Date.now()
    copyMedia(path.resolve(config.MEDIA_DIR), path.join(partial, MEDIA_FOLDER))
    const media = mediaStats(path.join(partial, MEDIA_FOLDER))

    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      name: string
      version: string
    }
    writeManifest(partial, {
      format: 1,
      createdAt: new Date(started).toISOString(),
      database: kind,
      databaseFile: DATABASE_FILE[kind],
      app: { name: pkg.name, version: pkg.version },
      migrations: { applied: state.migrations.length, last: state.migrations.at(-1) ?? null },
      counts: state.counts,
      media,
      durationMs: Date.now() - started,
    })
    fs.renameSync(partial, finalFolder)

    const size = fs.statSync(path.join(finalFolder, DATABASE_FILE[kind])).size
    console.log(
      [
        `Database copied in ${seconds(databaseDone - started)} (${megabytes(size)}; ${summariseCounts(state.counts)}).`,
        `Media copied: ${media.files} files, ${megabytes(media.bytes)}.`,
        `Backup complete in ${seconds(Date.now() - started)}:`,
        finalFolder,
      ].join('\n'),
    )
  } catch (error) {
    // An incomplete folder is removed rather than left to be mistaken for a backup.
    fs.rmSync(partial, { recursive: true, force: true })
    throw new OperatorError(`Backup failed, nothing was kept: ${(error as Error).message}`)
  }
})
