import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** What a backup folder holds, written last so that a folder without it is known to be incomplete. */
export const MANIFEST_FILE = 'manifest.json'
/** The database copy inside a backup folder, by database kind. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.dump' } as const
/** The copy of MEDIA_DIR inside a backup folder. */
export const MEDIA_FOLDER = 'media'

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['sqlite', 'postgres']),
  databaseFile: z.string().min(1),
  app: z.object({ name: z.string(), version: z.string() }),
  migrations: z.object({ applied: z.number().int().min(0), last: z.string().nullable() }),
  // Rows per table, read inside the same snapshot as the copy: a restore must find exactly these.
  counts: z.record(z.string(), z.number().int().min(0)),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  durationMs: z.number().int().min(0),
})

export type Manifest = z.infer<typeof manifestSchema>

export function writeManifest(folder: string, manifest: Manifest) {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Reads and checks a backup folder's manifest; throws an operator-readable message when it cannot. */
export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE)
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new Error(
      missing
        ? `${file} not found: this is not a backup folder, or the backup did not finish.`
        : `${file} cannot be read: ${(error as Error).message}`,
    )
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`${file} is not a manifest this version understands.`)
  return parsed.data
}

/** A backup folder's name: sortable, one per second, without characters file systems dislike. */
export const backupFolderName = (at: Date) =>
  `escale-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`

/** The tables that matter most to an operator, printed after a backup or a restore (all are counted). */
export const MAIN_TABLES = [
  'articles',
  'events',
  'places',
  'pages',
  'media',
  'comments',
  'users',
  'payload_migrations',
]

export const summariseCounts = (counts: Record<string, number>) =>
  MAIN_TABLES.filter((table) => table in counts)
    .map((table) => `${table} ${counts[table]}`)
    .join(', ')
