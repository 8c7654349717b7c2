/** French dates in the Europe/Paris time zone, for everything a visitor reads. */
export const PARIS = 'Europe/Paris'

/** The month names, January first, as written in a French date. */
export const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const

const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** A day of the month as French writes it in a date: "1er", then "2", "3"... */
export const frenchDay = (day: string | number) => (String(day) === '1' ? '1er' : String(day))

/** "14 juillet 2026", "1er août 2026" */
export function formatLongDate(value: string | Date): string {
  return longDate
    .formatToParts(typeof value === 'string' ? new Date(value) : value)
    .map((part) => (part.type === 'day' ? frenchDay(part.value) : part.value))
    .join('')
}

// Made once: a formatter costs far more to make than to use, and lists call isoDay for every row.
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** "2026-07-14", the machine-readable form for <time datetime>. */
export function isoDay(value: string | Date): string {
  return isoDayFormat.format(typeof value === 'string' ? new Date(value) : value)
}

const timeOfDay = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' })

/** "14 juillet 2026 à 09:30" (a comment's date and time). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return `${formatLongDate(date)} à ${timeOfDay.format(date)}`
}
