import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Manifest, backupFolderName, readManifest, summariseCounts, writeManifest } from './manifest'
import { shippedMigrations } from '../../src/features/health/migrations-check'
import { describeMigrations } from './migrations'
import { countDifferences } from './verify'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-manifest-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const manifest: Manifest = {
  format: 1,
  createdAt: '2026-11-27T00:10:43.099Z',
  database: 'sqlite',
  databaseFile: 'database.sqlite',
  app: { name: 'escale', version: '0.1.0' },
  migrations: { applied: 2, last: '20261122_023833_home_carousel' },
  counts: { articles: 3, categories: 5, payload_migrations: 2 },
  media: { files: 1, bytes: 10 },
  durationMs: 120,
}

describe('a backup folder', () => {
  it('is named after its UTC second, sortable and without colons', () => {
    expect(backupFolderName(new Date('2026-11-27T00:10:43.099Z'))).toBe('escale-2026-11-27T00-10-43Z')
  })

  it('has a manifest that reads back as written', () => {
    writeManifest(dir, manifest)
    expect(readManifest(dir)).toEqual(manifest)
  })

  it('without a manifest, or with another one, is refused with a reason', () => {
    expect(() => readManifest(path.join(dir, 'nowhere'))).toThrow(
      /not a backup folder, or the backup did not finish/,
    )
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format":2}')
    expect(() => readManifest(dir)).toThrow(/not a manifest this version understands/)
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{')
    expect(() => readManifest(dir)).toThrow(/cannot be read/)
  })

  it('prints its main tables only', () => {
    expect(summariseCounts(manifest.counts)).toBe('articles 3, payload_migrations 2')
  })
})

describe('a restored database', () => {
  it('is compared with the manifest table by table', () => {
    expect(countDifferences({ a: 1, b: 2 }, { a: 1, b: 2 })).toEqual([])
    expect(countDifferences({ a: 1, b: 2, c: 0 }, { a: 1, b: 3, d: 0 })).toEqual([
      'b: 3 rows, the manifest says 2',
      'c: missing from the restored database',
      'd: not in the backup',
    ])
  })

  it('has its migrations compared with the code’s', () => {
    const shipped = shippedMigrations('sqlite')
    const first = shipped[0]
    expect(describeMigrations('sqlite', shipped)).toBe(
      `Migrations: all ${shipped.length} applied, in step with this code.`,
    )
    expect(describeMigrations('sqlite', [first])).toMatch(/to apply .*npm run migrate/)
    expect(describeMigrations('sqlite', [first, '29990101_000000_future'])).toMatch(
      /1 migration\(s\) this code does not know \(29990101_000000_future\).*newer version/,
    )
  })
})
