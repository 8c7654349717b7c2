import { sql } from '@payloadcms/db-sqlite'

type SQL = ReturnType<typeof sql>
import type { Payload } from 'payload'
import { endOfDay, facetGroups, kindsOf, startOfDay } from './filters'
import { hitOf, type IndexRow } from './hits'
import type { SearchBackend, SearchQuery } from './types'

type Drizzle = { all<T>(query: SQL): Promise<T[]> }

/** An FTS5 query: every group of words must match; a group matches a word beginning with one of its words. */
const matchExpression = (expanded: string[][]) =>
  expanded.map((group) => `(${group.map((word) => `"${word}"*`).join(' OR ')})`).join(' AND ')

/**
 * The filters of a query as SQL on the `search_meta` table (alias s): kinds, each kind's categories (facet keys
 * between spaces in `facets`), the events' dates.
 */
function filters(query: SearchQuery): SQL {
  const parts: SQL[] = [
    sql`s.kind IN (${sql.join(
      kindsOf(query).map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
  ]
  for (const { kind, keys } of facetGroups(query.facets)) {
    const any = keys.map((key) => sql`instr(' ' || coalesce(s.facets, '') || ' ', ${` ${key} `}) > 0`)
    parts.push(sql`(s.kind <> ${kind} OR ${sql.join(any, sql` OR `)})`)
  }
  if (query.dateFrom)
    parts.push(sql`(s.kind <> 'event' OR coalesce(s.end_date, s.date) >= ${startOfDay(query.dateFrom)})`)
  if (query.dateTo) parts.push(sql`(s.kind <> 'event' OR s.date <= ${endOfDay(query.dateTo)})`)
  return sql.join(parts, sql` AND `)
}

/**
 * SQLite's full-text engine (FTS5, `unicode61 remove_diacritics 2`, prefix indexes): the `search_fts`
 * table mirrors the index's title, excerpt, category names and body (triggers keep it current, see the
 * migration), ranked by BM25 with the title weighing most, then by date. Matches are filtered and sorted
 * on `search_meta` (kind, facets, dates: narrow rows), and only the page shown is read from `search`.
 */
export function sqliteSearch(payload: Payload): SearchBackend {
  const db = () => payload.db.drizzle as unknown as Drizzle
  /** The shown page's rows of `search`, in the order of `ids`. */
  const rowsInOrder = async (ids: number[]) => {
    const rows =
      ids.length === 0
        ? []
        : await db().all<IndexRow>(sql`
            SELECT id, kind, title, excerpt, body, url, date, end_date, image_id FROM search
            WHERE id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`)
    const byId = new Map(rows.map((row) => [Number(row.id), row]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [hitOf(row)] : []
    })
  }
  return {
    async search(query, expanded) {
      const match = matchExpression(expanded)
      const where = sql`search_fts MATCH ${match} AND ${filters(query)}`
      const order = query.order === 'date' ? sql`s.date DESC, score` : sql`score, s.date DESC`
      const [ranked, counted] = await Promise.all([
        db().all<{ id: number }>(sql`
          SELECT s.id, bm25(search_fts, 10.0, 3.0, 5.0, 1.0) AS score
          FROM search_fts JOIN search_meta s ON s.id = search_fts.rowid
          WHERE ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`),
        db().all<{ n: number }>(sql`
          SELECT count(*) AS n FROM search_fts JOIN search_meta s ON s.id = search_fts.rowid WHERE ${where}`),
      ])
      return {
        hits: await rowsInOrder(ranked.map((row) => Number(row.id))),
        total: Number(counted[0]?.n ?? 0),
      }
    },
    async latest(query) {
      const [ranked, counted] = await Promise.all([
        db().all<{ id: number }>(sql`
          SELECT s.id FROM search_meta s WHERE ${filters(query)}
          ORDER BY s.date IS NULL, s.date DESC, s.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
        db().all<{ n: number }>(sql`SELECT count(*) AS n FROM search_meta s WHERE ${filters(query)}`),
      ])
      return {
        hits: await rowsInOrder(ranked.map((row) => Number(row.id))),
        total: Number(counted[0]?.n ?? 0),
      }
    },
    async vocabulary() {
      const rows = await db().all<{ term: string; doc: number }>(
        sql`SELECT term, doc FROM search_vocab WHERE length(term) > 1 ORDER BY doc DESC`,
      )
      return rows.map((row) => ({ word: row.term, docs: Number(row.doc) }))
    },
    async titlesStartingWith(prefix, limit, kinds) {
      const words = prefix.split(' ').filter(Boolean)
      if (words.length === 0) return []
      const match = `title : (${words.map((word) => `"${word}"*`).join(' AND ')})`
      const ofKinds =
        kinds.length === 0
          ? sql``
          : sql` AND s.kind IN (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})`
      const rows = await db().all<{ title: string }>(sql`
        SELECT t.title FROM search_fts JOIN search_meta s ON s.id = search_fts.rowid JOIN search t ON t.id = s.id
        WHERE search_fts MATCH ${match}${ofKinds} ORDER BY bm25(search_fts, 10.0, 3.0, 5.0, 1.0), s.date DESC LIMIT ${limit}`)
      return rows.map((row) => row.title)
    },
  }
}
