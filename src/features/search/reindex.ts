import type { Payload } from 'payload'
import { playlistPath } from '@/features/videos/gallery-rules'
import { INDEXED_COLLECTIONS, KIND_OF_COLLECTION, type IndexedCollection } from './kinds'
import { SEARCH_INDEX } from './search-index'
import { type Category, type Lookups, indexed, withParentsFrom } from './sync'

type Row = Record<string, unknown>
type Insert = {
  values(rows: Row[]): Promise<unknown> & { returning(fields: Row): Promise<Array<{ id: number }>> }
}
type Tx = { insert(table: unknown): Insert; delete(table: unknown): Promise<unknown> }
type Drizzle = { transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> }
type Tables = Record<string, Record<string, unknown>>

const BATCH = 500
const DRAFTS: readonly IndexedCollection[] = ['articles', 'events', 'pages']

/** Everything the mapping needs, loaded once: every category and every playlist. */
async function bulkLookups(payload: Payload): Promise<Lookups> {
  const all = { pagination: false, depth: 0, overrideAccess: true } as const
  const load = async (collection: 'categories' | 'event-categories' | 'place-categories') =>
    new Map(((await payload.find({ collection, ...all })).docs as Category[]).map((doc) => [doc.id, doc]))
  const maps = {
    categories: await load('categories'),
    'event-categories': await load('event-categories'),
    'place-categories': await load('place-categories'),
  }
  const playlists = (await payload.find({ collection: 'playlists', sort: '-main', ...all })).docs
  const videoPaths = new Map<number, string>()
  for (const playlist of playlists)
    for (const video of playlist.videos ?? []) {
      const id = typeof video === 'number' ? video : video.id
      if (!videoPaths.has(id) && playlist.slug)
        videoPaths.set(id, playlistPath(playlist.slug, Boolean(playlist.main)))
    }
  return {
    categories: async (collection, ids) => withParentsFrom(maps[collection], ids),
    videoPath: async (id) => videoPaths.get(id) ?? '/videos',
  }
}

/**
 * Builds the search index again from every published document, in batches written straight into the
 * index's tables (its full-text index follows: triggers in SQLite, a generated column in PostgreSQL). For
 * a database whose content came without the index (a copy made before it existed, the benchmark data set):
 * the plugin's hooks keep it current afterwards. Returns how many documents it indexed.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const tables = payload.db.tables as unknown as Tables
  const drizzle = payload.db.drizzle as unknown as Drizzle
  const lookups = await bulkLookups(payload)
  const now = new Date().toISOString()
  let indexedCount = 0
  await drizzle.transaction(async (tx) => {
    await tx.delete(tables[`${SEARCH_INDEX}_rels`])
    await tx.delete(tables[SEARCH_INDEX])
    for (const collection of INDEXED_COLLECTIONS) {
      for (let page = 1; ; page++) {
        const { docs, hasNextPage } = await payload.find({
          collection,
          ...(DRAFTS.includes(collection) ? { where: { _status: { equals: 'published' } } } : {}),
          limit: BATCH,
          page,
          depth: 0,
          overrideAccess: true,
        })
        if (docs.length > 0) {
          const rows = await Promise.all(
            docs.map(async (doc) => {
              const entry = await indexed(collection, doc as unknown as Record<string, unknown>, lookups)
              return {
                ...entry,
                kind: KIND_OF_COLLECTION[collection],
                priority: 0,
                createdAt: now,
                updatedAt: now,
              }
            }),
          )
          const main = tables[SEARCH_INDEX]!
          const ids = await tx.insert(main).values(rows).returning({ id: main.id })
          await tx.insert(tables[`${SEARCH_INDEX}_rels`]).values(
            ids.map(({ id }, i) => ({
              parent: id,
              path: 'doc',
              order: 1,
              [`${collection}ID`]: docs[i]!.id,
            })),
          )
          indexedCount += docs.length
        }
        if (!hasNextPage) break
      }
    }
  })
  return indexedCount
}
