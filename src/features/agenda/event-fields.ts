import { frenchDay, PARIS } from '@/lib/dates'
import type { Event } from '@/payload-types'

/** What the public descriptions of an event share: its page's structured data and its calendar entry. */
export type EventPublicFields = Pick<
  Event,
  | 'name'
  | 'slug'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'hour'
  | 'price'
  | 'place'
  | 'latitude'
  | 'longitude'
  | 'eventStatus'
>

/** Shown for a missing hour, price or place. */
export const NOT_COMMUNICATED = 'N.C.'

/**
 * An event as the agenda reply carries it, with the French field names of the wire contract
 * (docs/behaviour/ajax.md, get_agenda_events).
 */
export type AgendaEvent = {
  nom: string
  slug: string
  image: { src: string; width: number; height: number; alt: string } | null
  dayOfWeek: string
  day: string
  month: string
  year: string
  endDay: string
  endMonth: string
  endYear: string
  hasPeriod: boolean
  isSameYear: boolean
  isSameMonth: boolean
  periodHasSameYear: boolean
  formatedHour: string
  prix: string
  endroit: string
  site: string | null
  /** The date as shown in the list (dateLabel). */
  dateLabel: string
  startDate: string
  endDate: string
}

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

function calendarParts(value: string | Date) {
  const out: Record<string, string> = {}
  for (const part of parts.formatToParts(typeof value === 'string' ? new Date(value) : value))
    out[part.type] = part.value
  return { weekday: out.weekday, day: out.day, month: out.month, year: out.year }
}

/** An external link gets http:// when it has no http, https or ftp scheme. */
export function normaliseSite(site: string | null | undefined): string | null {
  const trimmed = site?.trim()
  if (!trimmed) return null
  return /^(https?|ftp):\/\//i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`
}

type DateFields = Pick<
  AgendaEvent,
  | 'dayOfWeek'
  | 'day'
  | 'month'
  | 'year'
  | 'endDay'
  | 'endMonth'
  | 'endYear'
  | 'hasPeriod'
  | 'isSameYear'
  | 'isSameMonth'
  | 'periodHasSameYear'
>

/** The date fields of an event, in Paris calendar days, relative to `now` for "the current year". */
export function dateFields(
  startDate: string,
  endDate: string | null | undefined,
  now: Date = new Date(),
): DateFields {
  const start = calendarParts(startDate)
  const end = calendarParts(endDate || startDate)
  const currentYear = calendarParts(now).year
  const hasPeriod =
    Boolean(endDate) && `${end.year}-${end.month}-${end.day}` !== `${start.year}-${start.month}-${start.day}`
  return {
    dayOfWeek: start.weekday,
    day: start.day,
    month: start.month,
    year: start.year,
    endDay: end.day,
    endMonth: end.month,
    endYear: end.year,
    hasPeriod,
    isSameYear: start.year === currentYear,
    isSameMonth: start.year === end.year && start.month === end.month,
    periodHasSameYear: start.year === end.year,
  }
}

/**
 * How a date reads: a single date shows weekday, day, month, and the year only when it is not
 * the current year; a period in one month reads "day au endDay endMonth"; in one year, "day month -
 * endDay endMonth"; across years, both full dates.
 */
export function dateLabel(fields: DateFields): string {
  const day = frenchDay(fields.day)
  const endDay = frenchDay(fields.endDay)
  if (!fields.hasPeriod) {
    return `${fields.dayOfWeek} ${day} ${fields.month}${fields.isSameYear ? '' : ` ${fields.year}`}`
  }
  if (fields.isSameMonth) return `${day} au ${endDay} ${fields.endMonth}`
  if (fields.periodHasSameYear) return `${day} ${fields.month} - ${endDay} ${fields.endMonth}`
  return `${day} ${fields.month} ${fields.year} - ${endDay} ${fields.endMonth} ${fields.endYear}`
}
