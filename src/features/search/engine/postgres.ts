import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>
import type { Payload } from 'payload'
import { endOfDay, facetGroups, kindsOf, startOfDay } from './filters'
import { hitOf, type IndexRow } from './hits'
import type { SearchBackend, SearchQuery } from './types'

type Drizzle = { execute<T>(query: SQL): Promise<{ rows: T[] }> }

/**
 * A tsquery: every group of words must match; a word matches its French stem (`escale_fr`: French with
 * unaccent) or any word it begins (`escale_simple`: unaccented words, unstemmed), both indexed in `fts`.
 */
function tsquery(expanded: string[][]): SQL {
  const groups = expanded.map(
    (group) =>
      sql`(${sql.join(
        group.map(
          (word) => sql`to_tsquery('escale_fr', ${word}) || to_tsquery('escale_simple', ${`${word}:*`})`,
        ),
        sql` || `,
      )})`,
  )
  return sql.join(groups, sql` && `)
}

function filters(query: SearchQuery): SQL {
  const kinds = kindsOf(query)
  const parts: SQL[] = [
    sql`s.kind::text IN (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
  ]
  for (const { kind, keys } of facetGroups(query.facets)) {
    const any = keys.map((key) => sql`position(${` ${key} `} in ' ' || coalesce(s.facets, '') || ' ') > 0`)
    parts.push(sql`(s.kind::text <> ${kind} OR ${sql.join(any, sql` OR `)})`)
  }
  if (query.dateFrom)
    parts.push(
      sql`(s.kind::text <> 'event' OR coalesce(s.end_date, s.date) >= ${startOfDay(query.dateFrom)}::timestamptz)`,
    )
  if (query.dateTo)
    parts.push(sql`(s.kind::text <> 'event' OR s.date <= ${endOfDay(query.dateTo)}::timestamptz)`)
  return sql.join(parts, sql` AND `)
}

/**
 * PostgreSQL's full-text engine: the generated `fts` column (title weighted A, categories and excerpt B,
 * body C; French stems and unaccented words) with a GIN index (see the migration), ranked by ts_rank,
 * then by date.
 */
export function postgresSearch(payload: Payload): SearchBackend {
  const db = () => payload.db.drizzle as unknown as Drizzle
  return {
    async search(query, expanded) {
      const q = tsquery(expanded)
      const where = sql`s.fts @@ (${q}) AND ${filters(query)}`
      const order =
        query.order === 'date'
          ? sql`s.date DESC NULLS LAST, score DESC`
          : sql`score DESC, s.date DESC NULLS LAST`
      const [rows, counted] = await Promise.all([
        db().execute<IndexRow & { score: number }>(sql`
          SELECT s.id, s.kind, s.title, s.excerpt, s.body, s.url, s.date, s.end_date, s.image_id,
            ts_rank(s.fts, ${q}) AS score
          FROM search s WHERE ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`),
        db().execute<{ n: string }>(sql`SELECT count(*) AS n FROM search s WHERE ${where}`),
      ])
      return {
        hits: rows.rows.map(hitOf),
        total: Number(counted.rows[0]?.n ?? 0),
      }
    },
    async latest(query) {
      const [rows, counted] = await Promise.all([
        db().execute<IndexRow>(sql`
          SELECT s.id, s.kind, s.title, s.excerpt, s.body, s.url, s.date, s.end_date, s.image_id
          FROM search s WHERE ${filters(query)}
          ORDER BY s.date DESC NULLS LAST, s.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`),
        db().execute<{ n: string }>(sql`SELECT count(*) AS n FROM search s WHERE ${filters(query)}`),
      ])
      return { hits: rows.rows.map(hitOf), total: Number(counted.rows[0]?.n ?? 0) }
    },
    async vocabulary() {
      const { rows } = await db().execute<{ word: string; ndoc: number }>(
        sql`SELECT word, ndoc FROM ts_stat('SELECT fts FROM search') WHERE length(word) > 1 ORDER BY ndoc DESC`,
      )
      return rows.map((row) => ({ word: row.word, docs: Number(row.ndoc) }))
    },
    async titlesStartingWith(prefix, limit, kinds) {
      const words = prefix.split(' ').filter(Boolean)
      if (words.length === 0) return []
      const q = sql.join(
        words.map((word) => sql`to_tsquery('escale_simple', ${`${word}:*A`})`),
        sql` && `,
      )
      const ofKinds =
        kinds.length === 0
          ? sql``
          : sql` AND s.kind::text IN (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})`
      const { rows } = await db().execute<{ title: string }>(sql`
        SELECT s.title FROM search s WHERE s.fts @@ (${q})${ofKinds}
        ORDER BY ts_rank(s.fts, ${q}) DESC, s.date DESC NULLS LAST LIMIT ${limit}`)
      return rows.map((row) => row.title)
    },
  }
}
