import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Backend, describeOn, type ReadyBackend } from '../support/backends'
import { startPayload } from '../support/payload'
import { runScript } from '../support/run-script'

/** Where a test restores to: a new database and media folder, counted without the scripts' own code. */
export type RestoreTarget = {
  url: string
  mediaDir: string
  countRows: (tables: string[]) => Promise<Record<string, number>>
  remove: () => Promise<void>
}

type Manifest = {
  database: string
  counts: Record<string, number>
  migrations: { applied: number; last: string | null }
  media: { files: number }
}

/** Creates categories one after another, as an editor would, until stopped. */
function startWriter(payload: Payload) {
  let stopped = false
  let written = 0
  const errors: unknown[] = []
  const done = (async () => {
    while (!stopped) {
      try {
        await payload.create({
          collection: 'categories',
          data: { title: `Catégorie écrite pendant la sauvegarde ${written + 1}` },
          overrideAccess: true,
        })
        written++
      } catch (error) {
        errors.push(error)
        if (errors.length > 5) break
      }
      // On SQLite a write can settle without ever reaching the event loop's next turn: without this
      // pause the loop would starve timers and child-process events (the backup's exit) and hang.
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  return {
    get written() {
      return written
    },
    errors,
    reached: async (rows: number) => {
      const deadline = Date.now() + 20_000
      while (written < rows && Date.now() < deadline && errors.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 20))
    },
    stop: async () => {
      stopped = true
      await done
    },
  }
}

/**
 * `npm run backup` while a writer inserts rows, then `npm run restore` into a new database and media
 * folder: the manifest counts the rows of one moment between the backup's start and end, and the
 * restored database holds exactly those, table by table; restoring over data is refused without --force.
 */
export function backupRestoreSuite(
  backend: Backend,
  makeTarget: (source: ReadyBackend) => Promise<RestoreTarget>,
) {
  describeOn(backend, 'backup and restore', (ready) => {
    let payload: Payload | undefined
    let target: RestoreTarget | undefined
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-backups-'))
    const env = (url: string, mediaDir: string) => ({
      DATABASE_URL: url,
      MEDIA_DIR: mediaDir,
      BACKUP_DIR: backupDir,
    })

    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      fs.mkdirSync(path.join(ready.mediaDir, 'vignettes'), { recursive: true })
      fs.writeFileSync(path.join(ready.mediaDir, 'plage.jpg'), Buffer.alloc(40_000, 1))
      fs.writeFileSync(path.join(ready.mediaDir, 'vignettes', 'plage-400x300.jpg'), Buffer.alloc(4_000, 2))
      target = await makeTarget(ready)
    })

    afterAll(async () => {
      await payload?.destroy()
      await target?.remove()
      fs.rmSync(backupDir, { recursive: true, force: true })
    })

    let folder = ''
    let manifest: Manifest

    it('backs up under write load a snapshot of one moment', async () => {
      const writer = startWriter(payload!)
      let backup
      let before = 0
      try {
        await writer.reached(10)
        before = (await payload!.count({ collection: 'categories', overrideAccess: true })).totalDocs
        backup = await runScript('backup.ts', [], env(ready.url, ready.mediaDir))
      } finally {
        await writer.stop()
      }
      const after = (await payload!.count({ collection: 'categories', overrideAccess: true })).totalDocs
      expect(writer.errors).toEqual([])
      expect(backup.code, backup.stderr).toBe(0)
      // The writer kept writing while the backup ran.
      expect(after).toBeGreaterThan(before)

      folder = backup.stdout.trim().split('\n').at(-1)!
      expect(path.dirname(folder)).toBe(backupDir)
      expect(path.basename(folder)).toMatch(/^escale-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
      manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
      expect(manifest.database).toBe(ready.kind)
      expect(manifest.counts.categories).toBeGreaterThanOrEqual(before)
      expect(manifest.counts.categories).toBeLessThanOrEqual(after)
      expect(manifest.migrations.applied).toBe(manifest.counts.payload_migrations)
      expect(manifest.migrations.last).toMatch(/^\d{8}_\d{6}_\w+$/)
      expect(manifest.media.files).toBe(2)
      console.log(
        `[backup ${ready.kind}] ${backup.ms} ms (process included) while ${after - before} categories were written; ` +
          `snapshot holds ${manifest.counts.categories} of ${before}…${after}\n${backup.stdout}`,
      )
    })

    it('restores into a new database with exactly the counted rows, and the media', async () => {
      expect(folder, 'the backup test ran first').not.toBe('')
      const restore = await runScript('restore.ts', [folder], env(target!.url, target!.mediaDir))
      expect(restore.code, restore.stderr).toBe(0)
      expect(restore.stdout).toContain('Every table holds the rows the manifest counted')
      expect(restore.stdout).toContain('Migrations: all')
      expect(await target!.countRows(Object.keys(manifest.counts))).toEqual(manifest.counts)
      expect(fs.readFileSync(path.join(target!.mediaDir, 'vignettes', 'plage-400x300.jpg'))).toEqual(
        Buffer.alloc(4_000, 2),
      )
      expect(fs.statSync(path.join(target!.mediaDir, 'plage.jpg')).size).toBe(40_000)
      console.log(`[restore ${ready.kind}] ${restore.ms} ms (process included)\n${restore.stdout}`)
    })

    it('refuses to restore over a database that holds data, unless --force', async () => {
      expect(folder, 'the backup test ran first').not.toBe('')
      fs.writeFileSync(path.join(target!.mediaDir, 'ajout.jpg'), 'x')
      const refused = await runScript('restore.ts', [folder], env(target!.url, target!.mediaDir))
      expect(refused.code).toBe(2)
      expect(refused.stderr).toContain('Refused')
      expect(refused.stderr).toContain('--force')
      expect(fs.existsSync(path.join(target!.mediaDir, 'ajout.jpg'))).toBe(true)

      const forced = await runScript('restore.ts', [folder, '--force'], env(target!.url, target!.mediaDir))
      expect(forced.code, forced.stderr).toBe(0)
      expect(fs.existsSync(path.join(target!.mediaDir, 'ajout.jpg'))).toBe(false)
      expect(await target!.countRows(Object.keys(manifest.counts))).toEqual(manifest.counts)
    })
  })
}
