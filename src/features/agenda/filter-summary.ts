import { formatLongDate } from '@/lib/dates'
import type { AgendaQuery } from './url-state'

/** "2026-12-01" → "1er décembre 2026" (at noon UTC, the same day in Paris). */
const dayInWords = (day: string) => formatLongDate(`${day}T12:00:00Z`)

/**
 * The active filters in words, one item per filter, for the phone's 'Filtres' button and the line under
 * it: the text searched, the day or the period, the chosen categories (by their label).
 */
export function activeFilters(query: AgendaQuery, categories: Record<string, string>): string[] {
  const items: string[] = []
  if (query.search) items.push(`« ${query.search} »`)
  if (query.date) items.push(`le ${dayInWords(query.date)}`)
  if (query.dateStart && query.dateEnd)
    items.push(`du ${dayInWords(query.dateStart)} au ${dayInWords(query.dateEnd)}`)
  else if (query.dateStart) items.push(`à partir du ${dayInWords(query.dateStart)}`)
  else if (query.dateEnd) items.push(`jusqu’au ${dayInWords(query.dateEnd)}`)
  if (query.category.length > 0) items.push(query.category.map((key) => categories[key] ?? key).join(', '))
  return items
}
