/**
 * Adds the benchmark data set (see large-data.ts) to a prepared database. Going through `payload.create`
 * would take the better part of an hour for 32,000 documents on two cores, so rows go straight into the
 * adapter's tables with Drizzle, 500 at a time, in one transaction (all or nothing). The same code runs
 * on SQLite and PostgreSQL: the adapters expose the same table objects and column keys.
 * What the collections' hooks would have written is written here: version rows (`_articles_v`...,
 * `latest`), hasMany relations in the `*_rels` tables, and the events' folded `searchText`.
 */
import type { Payload } from 'payload'
import { foldText } from '@/lib/text'
import { runRawSql } from '@/lib/raw-sql'
import { rebuildSearchIndex } from '@/features/search/reindex'
import { parisToday } from './dates'
import {
  BENCH_COUNTS,
  BENCH_PREFIX,
  benchArticle,
  benchEvent,
  benchPlace,
  type BenchRefs,
} from './large-data'

type Row = Record<string, unknown>
type Insert = {
  values(rows: Row[]): Promise<unknown> & { returning(fields: Row): Promise<Array<{ id: number }>> }
}
type Tx = { insert(table: unknown): Insert }
type Drizzle = { transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> }
type Tables = Record<string, Record<string, unknown>>

const CHUNK = 500

async function loadRefs(payload: Payload): Promise<BenchRefs> {
  const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const
  const [categories, eventCategories, placeCategories, media] = await Promise.all([
    payload.find({ collection: 'categories', ...all }),
    payload.find({ collection: 'event-categories', ...all }),
    payload.find({ collection: 'place-categories', ...all }),
    payload.find({ collection: 'media', where: { mimeType: { equals: 'image/jpeg' } }, ...all }),
  ])
  const idOf = (value: unknown) =>
    typeof value === 'object' && value ? (value as { id: number }).id : (value as number)
  return {
    articleCategories: categories.docs.map((d) => d.id),
    eventCategories: eventCategories.docs.map((d) => d.id),
    placeSubcategories: placeCategories.docs
      .filter((d) => d.parent)
      .map((d) => ({ id: d.id, parent: idOf(d.parent), title: d.title })),
    images: media.docs.map((d) => d.id),
  }
}

/** Prefixes every key with `version_`, as the version tables name the document's columns. */
const asVersion = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [`version_${k}`, v]))

/** Inserts documents with their version rows and relation rows, for a drafts-enabled collection. */
async function insertVersioned(
  tx: Tx,
  tables: Tables,
  slug: string,
  rows: Row[],
  rels: (index: number) => Row[],
  stamp: (row: Row) => string,
) {
  const main = tables[slug]!
  const ids = await tx.insert(main).values(rows).returning({ id: main.id })
  const relRows = ids.flatMap(({ id }, i) => rels(i).map((r) => ({ ...r, parent: id })))
  if (relRows.length) await tx.insert(tables[`${slug}_rels`]).values(relRows)
  const versions = tables[`_${slug}_v`]!
  const versionRows = ids.map(({ id }, i) => {
    const at = stamp(rows[i]!)
    return { ...asVersion(rows[i]!), parent: id, latest: true, createdAt: at, updatedAt: at }
  })
  const versionIds = await tx.insert(versions).values(versionRows).returning({ id: versions.id })
  const versionRels = versionIds.flatMap(({ id }, i) => rels(i).map((r) => ({ ...r, parent: id })))
  if (versionRels.length) await tx.insert(tables[`_${slug}_v_rels`]).values(versionRels)
}

export async function seedLargeDataSet(
  payload: Payload,
  now: Date = new Date(),
  counts: { articles: number; events: number; places: number } = BENCH_COUNTS,
) {
  const existing = await payload.count({
    collection: 'articles',
    where: { slug: { like: BENCH_PREFIX } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return { added: false as const, existing: existing.totalDocs }

  const refs = await loadRefs(payload)
  if (!refs.articleCategories.length || !refs.eventCategories.length || !refs.placeSubcategories.length) {
    throw new Error(
      'Catégories manquantes : préparer la base (npm run seed) avant le jeu de données de test.',
    )
  }
  const tables = payload.db.tables as unknown as Tables
  const drizzle = payload.db.drizzle as unknown as Drizzle
  const foldSearch = 'searchText' in tables.events!
  const today = parisToday(now)
  const started = Date.now()
  const progress = (what: string) =>
    payload.logger.info(`Jeu de test : ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  await drizzle.transaction(async (tx) => {
    for (let from = 0; from < counts.articles; from += CHUNK) {
      const docs = Array.from({ length: Math.min(CHUNK, counts.articles - from) }, (_, i) =>
        benchArticle(from + i, refs, now),
      )
      const rows = docs.map(({ categories: _categories, ...a }) => ({
        ...a,
        _status: 'published',
        createdAt: a.publishedAt,
        updatedAt: a.publishedAt,
      }))
      const rels = (i: number) =>
        docs[i]!.categories.map((id, order) => ({ order: order + 1, path: 'categories', categoriesID: id }))
      await insertVersioned(tx, tables, 'articles', rows, rels, (row) => row.publishedAt as string)
    }
    progress(`${counts.articles} articles`)
    const createdAt = now.toISOString()
    for (let from = 0; from < counts.events; from += CHUNK) {
      const docs = Array.from({ length: Math.min(CHUNK, counts.events - from) }, (_, i) =>
        benchEvent(from + i, refs, today),
      )
      const rows = docs.map(({ categories: _categories, ...e }) => ({
        ...e,
        ...(foldSearch
          ? { searchText: foldText([e.name, e.place, e.description].filter(Boolean).join(' ')) }
          : {}),
        _status: 'published',
        createdAt,
        updatedAt: createdAt,
      }))
      const rels = (i: number) =>
        docs[i]!.categories.map((id, order) => ({
          order: order + 1,
          path: 'categories',
          'event-categoriesID': id,
        }))
      await insertVersioned(tx, tables, 'events', rows, rels, () => createdAt)
    }
    progress(`${counts.events} événements`)
    for (let from = 0; from < counts.places; from += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, counts.places - from) }, (_, i) => ({
        ...benchPlace(from + i, refs),
        createdAt,
        updatedAt: createdAt,
      }))
      await tx.insert(tables.places).values(rows)
    }
    progress(`${counts.places} lieux`)
  })
  // The search index, written as a whole (the documents above bypassed the hooks that keep it current).
  const indexed = await rebuildSearchIndex(payload)
  progress(`${indexed} documents dans l’index de recherche`)
  // Fresh statistics, so the query planners use the new indexes on the grown tables.
  await runRawSql(payload, 'ANALYZE')
  progress('statistiques à jour')
  return { added: true as const, ...counts, seconds: (Date.now() - started) / 1000 }
}
