/**
 * `npm run restore -- <backup folder> [--force]`: brings back a folder written by `npm run backup` into
 * the database of DATABASE_URL and the media folder MEDIA_DIR, then checks that every table holds the
 * rows the manifest counted and how the database's migrations compare with this code's.
 * A database or media folder that already holds something is only overwritten with --force; to try a
 * backup, point DATABASE_URL and MEDIA_DIR at a new database and folder instead. Stop the site first.
 * Exit codes: 0 restored, 1 failed, 2 refused (usage, a non-empty target without --force, another kind
 * of database).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import nextEnv from '@next/env'
import { isPostgres, parseEnv, sqlitePath } from '../src/lib/env'
import { OperatorError, runCli, seconds } from './backup/cli'
import { MEDIA_FOLDER, readManifest, summariseCounts } from './backup/manifest'
import { folderIsEmpty, mediaStats, restoreMedia } from './backup/media'
import { describeMigrations } from './backup/migrations'
import { postgresHasTables, redact, requirePgTool, restorePostgres } from './backup/postgres'
import { countDifferences } from './backup/verify'
import { readSqliteState, restoreSqlite, sqliteHasTables } from './backup/sqlite'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]'

/** A bad argument, setting or backup folder: a refusal (exit 2) before anything is touched. */
function refuseOnError<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw new OperatorError(`${(error as Error).message}\n${USAGE}`, 2)
  }
}

runCli(async () => {
  const args = refuseOnError(() =>
    parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true }),
  )
  if (args.positionals.length !== 1) throw new OperatorError(USAGE, 2)
  const force = args.values.force === true
  const folder = path.resolve(args.positionals[0])

  const config = refuseOnError(() => parseEnv(process.env))
  const manifest = refuseOnError(() => readManifest(folder))
  const kind = isPostgres(config.DATABASE_URL) ? 'postgres' : 'sqlite'
  if (manifest.database !== kind)
    throw new OperatorError(
      `This backup holds a ${manifest.database} database but DATABASE_URL points at ${kind}: ` +
        'restore it into the same kind of database.',
      2,
    )
  const databaseFile = path.join(folder, manifest.databaseFile)
  if (!fs.existsSync(databaseFile))
    throw new OperatorError(`${databaseFile} is missing: the backup is incomplete.`, 2)
  if (kind === 'postgres') requirePgTool('pg_restore')

  const mediaDir = path.resolve(config.MEDIA_DIR)
  const target = kind === 'sqlite' ? path.resolve(sqlitePath(config.DATABASE_URL)) : config.DATABASE_URL
  // Both targets are checked before anything is written.
  const databaseInUse = kind === 'sqlite' ? sqliteHasTables(target) : await postgresHasTables(target)
  const mediaInUse = !folderIsEmpty(mediaDir)
  if ((databaseInUse || mediaInUse) && !force) {
    const what = [
      databaseInUse && `the database ${redact(target)}`,
      mediaInUse && `the media folder ${mediaDir}`,
    ]
      .filter(Boolean)
      .join(' and ')
    throw new OperatorError(
      `Refused: ${what} already hold data, which a restore would replace. Add --force to replace it, or set ` +
        'DATABASE_URL and MEDIA_DIR to a new database and folder.',
      2,
    )
  }

  console.log(
    `Restoring ${folder}\n  (${manifest.database}, made ${manifest.createdAt} by ${manifest.app.name} ` +
      `${manifest.app.version}, last migration ${manifest.migrations.last ?? 'none'})\n` +
      `into ${redact(target)} and ${mediaDir}${force && (databaseInUse || mediaInUse) ? ', replacing their content' : ''}…`,
  )
  const started = Date.now()
  const restored =
    kind === 'sqlite'
      ? (restoreSqlite(databaseFile, target), readSqliteState(target))
      : await restorePostgres(databaseFile, target, { wipe: databaseInUse })
  console.log(`Database restored in ${seconds(Date.now() - started)}.`)
  restoreMedia(path.join(folder, MEDIA_FOLDER), mediaDir)
  const media = mediaStats(mediaDir)
  console.log(`Media restored: ${media.files} files.`)

  const differences = countDifferences(manifest.counts, restored.counts)
  if (media.files !== manifest.media.files)
    differences.push(`media: ${media.files} files, the manifest says ${manifest.media.files}`)
  if (differences.length > 0)
    throw new OperatorError(`The restored data does not match the manifest:\n  ${differences.join('\n  ')}`)
  console.log(
    `Every table holds the rows the manifest counted (${Object.keys(manifest.counts).length} tables; ` +
      `${summariseCounts(restored.counts)}).`,
  )
  console.log(describeMigrations(kind, restored.migrations))
  console.log(`Restore complete in ${seconds(Date.now() - started)}.`)
})
