/**
 * Calendar-day arithmetic for the seed. Event days are Europe/Paris calendar days stored at 12:00 UTC
 * (see features/agenda/collections.ts), so the seed works on 'YYYY-MM-DD' strings and never on local time.
 */
export type Day = string // 'YYYY-MM-DD'

/** Today's calendar day in Paris, whatever the machine's time zone. */
export function parisToday(now: Date = new Date()): Day {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
}

const toUtc = (day: Day) => new Date(`${day}T12:00:00.000Z`)
const fromUtc = (date: Date): Day => date.toISOString().slice(0, 10)

export const noonUtc = (day: Day) => `${day}T12:00:00.000Z`

export function addDays(day: Day, days: number): Day {
  const date = toUtc(day)
  date.setUTCDate(date.getUTCDate() + days)
  return fromUtc(date)
}

/** Adds calendar months, clamping the day to the end of a shorter month (31 jan + 1 month = 28/29 feb). */
export function addMonths(day: Day, months: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1, 12))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0, 12)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return fromUtc(first)
}

export const daysBetween = (from: Day, to: Day) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000)

export const dayOfWeek = (day: Day) => toUtc(day).getUTCDay() // 0 = Sunday

export const yearOf = (day: Day) => Number(day.slice(0, 4))
export const monthOf = (day: Day) => Number(day.slice(5, 7))

export const makeDay = (year: number, month: number, date: number): Day =>
  fromUtc(new Date(Date.UTC(year, month - 1, date, 12)))

/** The nth given weekday of a month (nth = 1 for the first Sunday...). */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): Day {
  const first = makeDay(year, month, 1)
  const shift = (weekday - dayOfWeek(first) + 7) % 7
  return addDays(first, shift + (nth - 1) * 7)
}
