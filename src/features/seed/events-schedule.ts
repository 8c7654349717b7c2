/**
 * Places the event templates on the calendar around the seed day: from 3 months before to 12 months after,
 * in Europe/Paris calendar days. Pure, so the unit tests check the spread without a database.
 */
import { slugify } from '@/lib/slug'
import type { EventTemplate, When } from './content/event-types'
import { recurringEvents, seasonalEvents } from './content/events-seasonal'
import { relativeEvents } from './content/events-relative'
import { addDays, addMonths, type Day, makeDay, monthOf, nthWeekday, yearOf } from './dates'

export type ScheduledEvent = Omit<EventTemplate, 'when'> & {
  slug: string
  startDate: Day
  endDate: Day | null
}

export type Window = { today: Day; start: Day; end: Day }

export function eventWindow(today: Day): Window {
  return { today, start: addMonths(today, -3), end: addMonths(today, 12) }
}

const lengthOf = (when: When) => Math.max(1, when.days ?? 1)
const span = (start: Day, days: number) => ({ start, end: addDays(start, days - 1) })
const inside = (w: Window, s: { start: Day; end: Day }) => s.start >= w.start && s.end <= w.end

/** The months of the window, as [year, month] pairs. */
function monthsOf(w: Window): Array<[number, number]> {
  const months: Array<[number, number]> = []
  for (let day = makeDay(yearOf(w.start), monthOf(w.start), 1); day <= w.end; day = addMonths(day, 1)) {
    months.push([yearOf(day), monthOf(day)])
  }
  return months
}

/** Start days of one template: one for most, one per month for monthly events. */
export function placeTemplate(when: When, w: Window): Day[] {
  const days = lengthOf(when)
  if ('offset' in when) return [addDays(w.today, when.offset)]
  if ('monthly' in when) {
    const rule = when.monthly
    return monthsOf(w)
      .map(([y, m]) => ('day' in rule ? makeDay(y, m, rule.day) : nthWeekday(y, m, rule.weekday, rule.nth)))
      .filter((start) => inside(w, span(start, days)))
  }
  // A yearly date: prefer the occurrence that is current or upcoming, else the first one in the window.
  const candidates = [-1, 0, 1, 2]
    .map((delta) => span(makeDay(yearOf(w.today) + delta, when.month, when.day), days))
    .filter((s) => inside(w, s))
  const upcoming = candidates.find((s) => s.end >= w.today)
  const chosen = upcoming ?? candidates[0]
  return chosen ? [chosen.start] : []
}

export const allEventTemplates: EventTemplate[] = [...recurringEvents, ...seasonalEvents, ...relativeEvents]

export function scheduleEvents(today: Day, templates: EventTemplate[] = allEventTemplates): ScheduledEvent[] {
  const w = eventWindow(today)
  const events: ScheduledEvent[] = []
  for (const { when, ...template } of templates) {
    const starts = placeTemplate(when, w)
    const days = lengthOf(when)
    for (const startDate of starts) {
      // Repeated events share a name; their slugs carry the date to stay unique.
      const slug = slugify(
        starts.length > 1 || 'monthly' in when ? `${template.name} ${startDate}` : template.name,
      )
      events.push({ ...template, slug, startDate, endDate: days > 1 ? addDays(startDate, days - 1) : null })
    }
  }
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.slug.localeCompare(b.slug))
}

export type PeriodKind = 'single' | 'same-month' | 'two-months' | 'across-year' | 'longer'

/** How an event's dates relate; the agenda formats each kind differently. */
export function periodKind(e: { startDate: Day; endDate: Day | null }): PeriodKind {
  if (!e.endDate || e.endDate === e.startDate) return 'single'
  if (yearOf(e.endDate) !== yearOf(e.startDate)) return 'across-year'
  const months = monthOf(e.endDate) - monthOf(e.startDate)
  return months === 0 ? 'same-month' : months === 1 ? 'two-months' : 'longer'
}
