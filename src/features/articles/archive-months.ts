import { PARIS } from '@/lib/dates'
import { monthLabel } from './listing-query'

/** One month of the archives: its address, its French name, how many articles it holds, their last change. */
export type ArchiveMonth = {
  year: number
  month: number
  count: number
  path: string
  label: string
  updatedAt: string
}

type Dated = { publishedAt: string; updatedAt: string }

const parisYearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
})

/**
 * The months that have published articles, newest first, from the articles' publication dates. Months are
 * Paris calendar months, as the archive pages count them (an article published at 00:30 on 1 August in
 * Paris belongs to August even though it is still 31 July in UTC).
 */
export function archiveMonths(articles: Dated[]): ArchiveMonth[] {
  const months = new Map<string, { count: number; updatedAt: string }>()
  for (const { publishedAt, updatedAt } of articles) {
    const parts = parisYearMonth.formatToParts(new Date(publishedAt))
    const key = `${parts.find((p) => p.type === 'year')?.value}/${parts.find((p) => p.type === 'month')?.value}`
    const seen = months.get(key)
    months.set(key, {
      count: (seen?.count ?? 0) + 1,
      updatedAt: seen && seen.updatedAt > updatedAt ? seen.updatedAt : updatedAt,
    })
  }
  return [...months]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([key, { count, updatedAt }]) => {
      const [year, month] = key.split('/').map(Number)
      return { year, month, count, path: `/archives/${key}`, label: monthLabel(year, month), updatedAt }
    })
}
