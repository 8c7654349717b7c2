import { z } from 'zod'
import type { Where } from 'payload'
import { PUBLISHED, publishedAnd } from '@/lib/access'
import { foldText } from '@/lib/text'

export const AGENDA_PAGE_SIZE = 12
export const AGENDA_MAX_LIMIT = 48
export const SEARCH_MAX_LENGTH = 200

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format aaaa-mm-jj.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) &&
      new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
    {
      message: 'date inexistante.',
    },
  )

/** "null", "" and absence all mean "no date" (the original script sends the string null). */
const optionalDay = z.preprocess(
  (value) => (value === 'null' || value === '' ? undefined : value),
  day.optional(),
)

const intField = (min: number, max: number, name: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    z.coerce
      .number({ message: `${name} doit être un nombre.` })
      .int(`${name} doit être un entier.`)
      .min(min, `${name} doit valoir au moins ${min}.`)
      .max(max, `${name} ne peut dépasser ${max}.`)
      .optional(),
  )

/**
 * The agenda filters (`get_agenda_events`, docs/behaviour/ajax.md). What they mean:
 * - `date`: events taking place that day (an event spanning it matches);
 * - `dateStart` / `dateEnd`: events overlapping the range (either bound may be alone);
 * - with no date at all: events that have not ended yet;
 * - `search`: words found in the name, place or description, ignoring accents and case;
 * - `category`: events in any of these category keys; unknown keys are ignored (a shared link to a
 *   category removed since still opens);
 * - `page` from 1, `limit` per page (12 by default, 48 at most).
 */
export const agendaFiltersSchema = z
  .object({
    limit: intField(1, AGENDA_MAX_LIMIT, 'limit'),
    page: intField(1, 100_000, 'page'),
    date: optionalDay,
    dateStart: optionalDay,
    dateEnd: optionalDay,
    search: z
      .string()
      .max(SEARCH_MAX_LENGTH, `search ne peut dépasser ${SEARCH_MAX_LENGTH} caractères.`)
      .optional(),
    category: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
      .pipe(z.array(z.string().max(96)).max(50, 'trop de catégories.')),
  })
  .refine((f) => !f.dateStart || !f.dateEnd || f.dateEnd >= f.dateStart, {
    message: 'La date de fin doit être postérieure ou égale à la date de début.',
    path: ['dateEnd'],
  })
  .transform((f) => ({
    ...f,
    limit: f.limit ?? AGENDA_PAGE_SIZE,
    page: f.page ?? 1,
    search: f.search?.trim() ?? '',
    category: [...new Set(f.category.map((key) => key.trim()).filter(Boolean))],
  }))

export type AgendaFilters = z.output<typeof agendaFiltersSchema>

const noon = (day: string) => `${day}T12:00:00.000Z`

/**
 * Events still running or to come on a day (its stored form, noon UTC): those ending on or after it, or,
 * with no end date, starting on or after it.
 */
export const notEndedBefore = (storedDay: string): Where => ({
  or: [
    { endDate: { greater_than_equal: storedDay } },
    { and: [{ endDate: { exists: false } }, { startDate: { greater_than_equal: storedDay } }] },
  ],
})

/** Published events that have not ended by a day (stored form): the home carousel, feeds, related events. */
export const publishedNotEnded = (storedDay: string): Where => publishedAnd(notEndedBefore(storedDay))

/** The Payload `where` of the filters, given today's Paris day and the ids of the known category keys. */
export function agendaWhere(filters: AgendaFilters, today: string, categoryIds: number[] | null): Where {
  const and: Where[] = [PUBLISHED]
  const endsOnOrAfter = (day: string) => notEndedBefore(noon(day))
  if (filters.date) {
    and.push({ startDate: { less_than_equal: noon(filters.date) } }, endsOnOrAfter(filters.date))
  } else if (filters.dateStart || filters.dateEnd) {
    if (filters.dateStart) and.push(endsOnOrAfter(filters.dateStart))
    if (filters.dateEnd) and.push({ startDate: { less_than_equal: noon(filters.dateEnd) } })
  } else {
    and.push(endsOnOrAfter(today))
  }
  for (const word of foldText(filters.search).split(' ').filter(Boolean))
    and.push({ searchText: { contains: word } })
  if (categoryIds) and.push({ categories: { in: categoryIds } })
  return { and }
}
