import type { SearchHit } from './types'

/** A row of the `search` table as either database returns it (PostgreSQL's driver gives dates as Date). */
export type IndexRow = {
  id: number
  kind: SearchHit['kind']
  title: string
  excerpt: string | null
  body: string | null
  url: string
  date: Date | string | null
  end_date: Date | string | null
  image_id: number | null
}

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value)

/** A row of the index as the hit both engines answer. */
export const hitOf = (row: IndexRow): SearchHit => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  excerpt: row.excerpt ?? '',
  body: row.body ?? '',
  url: row.url,
  date: iso(row.date),
  endDate: iso(row.end_date),
  image: row.image_id,
})
