import { agendaFiltersSchema, type AgendaFilters } from './filters'
import { EMPTY_QUERY, parseDayText, type AgendaQuery } from './url-state'

type Params = Record<string, string | string[] | undefined>

const FIELD_NAMES: Record<string, string> = {
  search: 'Recherche',
  date: 'Date',
  dateStart: 'Date de début',
  dateEnd: 'Date de fin',
  category: 'Catégories',
  page: 'Page',
}

export type AgendaParams = {
  query: AgendaQuery
  filters: AgendaFilters
  error: string | null
  hasParams: boolean
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The filters of the page's address, checked with the ajax call's own schema. Dates may be in the form's
 * "jj/mm/aa" (GET form without JavaScript) or "aaaa-mm-jj" (links written by the script); categories
 * come comma-separated or repeated. A bad value gives a French message and the unfiltered agenda.
 */
export function readAgendaParams(params: Params, now: Date = new Date()): AgendaParams {
  const hasParams = ['search', 'date', 'dateStart', 'dateEnd', 'category', 'page'].some(
    (name) => params[name] !== undefined,
  )
  const days: Record<string, string | undefined> = {}
  for (const name of ['date', 'dateStart', 'dateEnd'] as const) {
    const parsed = parseDayText(first(params[name]) ?? '', now)
    if ('error' in parsed) return fallback(`${FIELD_NAMES[name]} : ${parsed.error}`, hasParams)
    days[name] = parsed.day ?? undefined
  }
  const rawCategories = params.category === undefined ? [] : [params.category].flat()
  const result = agendaFiltersSchema.safeParse({
    search: first(params.search),
    ...days,
    category: rawCategories.flatMap((value) => value.split(',')),
    page: first(params.page),
  })
  if (!result.success) {
    const issue = result.error.issues[0]
    return fallback(`${FIELD_NAMES[String(issue.path[0])] ?? 'Filtre'} : ${issue.message}`, hasParams)
  }
  const filters = result.data
  return {
    query: {
      search: filters.search,
      // A single day wins over a period (filters.ts): the form shows what the list really uses.
      date: filters.date ?? null,
      dateStart: filters.date ? null : (filters.dateStart ?? null),
      dateEnd: filters.date ? null : (filters.dateEnd ?? null),
      category: filters.category,
    },
    filters,
    error: null,
    hasParams,
  }
}

function fallback(message: string, hasParams: boolean): AgendaParams {
  const filters = agendaFiltersSchema.parse({})
  return { query: EMPTY_QUERY, filters, error: `Ces filtres ne sont pas valides. ${message}`, hasParams }
}
