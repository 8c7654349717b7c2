/**
 * The agenda's filters as a visitor sets them, and their place in the address, shared by the server page
 * (url-params.ts reads shared links and the GET form) and the client app (history updates). The
 * categories are mirrored as `?category=key1,key2`; the other filters ride along so a shared link opens on
 * exactly the same list. No zod here: this module ships to the browser.
 */
export type AgendaQuery = {
  search: string
  date: string | null
  dateStart: string | null
  dateEnd: string | null
  category: string[]
}

export const EMPTY_QUERY: AgendaQuery = {
  search: '',
  date: null,
  dateStart: null,
  dateEnd: null,
  category: [],
}

export type DayParse = { day: string | null } | { error: string }

const pad = (n: number) => String(n).padStart(2, '0')

function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/**
 * Two-digit years as the original pickers read them (short-year cutoff +10): up to ten years ahead of
 * this year they are in this century, beyond that in the previous one.
 */
export function expandYear(twoDigits: number, now: Date = new Date()): number {
  const current = now.getFullYear()
  const century = current - (current % 100)
  return twoDigits <= (current % 100) + 10 ? century + twoDigits : century - 100 + twoDigits
}

/** What a visitor typed in a date field: "jj/mm/aa", "jj/mm/aaaa" or "aaaa-mm-jj"; empty means no date. */
export function parseDayText(text: string, now: Date = new Date()): DayParse {
  const value = text.trim()
  if (!value || value === 'null') return { day: null }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value)
  let day: string | null = null
  if (iso) day = realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  else if (french) {
    const year = french[3].length === 2 ? expandYear(Number(french[3]), now) : Number(french[3])
    day = realDay(year, Number(french[2]), Number(french[1]))
  }
  return day ? { day } : { error: `« ${value} » n’est pas une date valide : utilisez le format jj/mm/aa.` }
}

/** "2026-12-05" → "05/12/26", the pickers' display format. */
export const formatDayText = (day: string | null) =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}` : ''

/**
 * The address's query string for these filters ('' when there are none). Commas stay literal in
 * `category` (`?category=key1,key2`), so the address stays readable.
 */
export function agendaSearchString(query: AgendaQuery): string {
  const parts: string[] = []
  if (query.search.trim()) parts.push(`search=${encodeURIComponent(query.search.trim())}`)
  for (const name of ['date', 'dateStart', 'dateEnd'] as const)
    if (query[name]) parts.push(`${name}=${query[name]}`)
  if (query.category.length) parts.push(`category=${query.category.map(encodeURIComponent).join(',')}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

export const sameQuery = (a: AgendaQuery, b: AgendaQuery) => agendaSearchString(a) === agendaSearchString(b)

export type QueryErrors = Partial<Record<'date' | 'dateStart' | 'dateEnd', string>>

/**
 * Applies a change to the filters. A single day and a period exclude each other (the server would let the
 * day win silently): setting one clears the other, so the form always shows what the list uses.
 */
export function mergeQuery(base: AgendaQuery, change: Partial<AgendaQuery>): AgendaQuery {
  const next = { ...base, ...change }
  if (change.date) return { ...next, dateStart: null, dateEnd: null }
  if (change.dateStart || change.dateEnd) return { ...next, date: null }
  return next
}

export const RANGE_ERROR = 'La date de fin doit être postérieure ou égale à la date de début.'

/**
 * The filters of a GET form or of an address (same field names), for the browser: typed dates are read
 * as jj/mm/aa, categories come repeated or comma-separated. Bad dates come back as French messages.
 */
export function readQuery(
  data: { get(name: string): unknown; getAll(name: string): unknown[] },
  now: Date = new Date(),
) {
  const errors: QueryErrors = {}
  const days: Pick<AgendaQuery, 'date' | 'dateStart' | 'dateEnd'> = {
    date: null,
    dateStart: null,
    dateEnd: null,
  }
  for (const name of ['date', 'dateStart', 'dateEnd'] as const) {
    const parsed = parseDayText(String(data.get(name) ?? ''), now)
    if ('error' in parsed) errors[name] = parsed.error
    else days[name] = parsed.day
  }
  const category = [
    ...new Set(
      data
        .getAll('category')
        .flatMap((value) => String(value).split(','))
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ]
  const query: AgendaQuery = { search: String(data.get('search') ?? '').trim(), ...days, category }
  return { query, errors }
}

/** Problems that stop a search: typed dates that are not dates, or a period that ends before it starts. */
export function queryErrors(query: AgendaQuery): QueryErrors {
  return query.dateStart && query.dateEnd && query.dateEnd < query.dateStart ? { dateEnd: RANGE_ERROR } : {}
}
