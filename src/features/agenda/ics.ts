import { isoDay, PARIS } from '@/lib/dates'
import type { Event } from '@/payload-types'
import { type EventPublicFields, normaliseSite } from './event-fields'

/**
 * A small iCalendar (RFC 5545) writer for the agenda's feeds: `/agenda.ics` (subscribable) and the
 * per-event "Ajouter à mon agenda" file. Events are all-day (the hour is free text such as
 * "10h - 12h et 14h - 18h"), so no VTIMEZONE is needed: DTSTART/DTEND are plain dates.
 */
const CRLF = '\r\n'

export type IcsEvent = {
  uid: string
  /** First day, yyyy-mm-dd. */
  start: string
  /** Last day (inclusive), yyyy-mm-dd; DTEND is the day after (exclusive end). */
  end: string
  summary: string
  location?: string | null
  geo?: [number, number] | null
  description?: string | null
  url?: string | null
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  lastModified?: Date | null
}

export type IcsCalendar = { name: string; description?: string; url?: string; events: IcsEvent[]; now: Date }

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545, 3.3.11). */
export const escapeIcsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/** Folds a content line at 75 octets, never inside a UTF-8 character; continuations start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char)
    if (octets + size > 75) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF)
}

export const icsDate = (day: string) => day.replaceAll('-', '')
export const icsDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The day after yyyy-mm-dd: an all-day DTEND is exclusive. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export function buildIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Escale//Agenda de Bray-Dunes//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    `X-WR-TIMEZONE:${PARIS}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeIcsText(calendar.description)}`] : []),
    ...(calendar.url ? [`URL:${calendar.url}`] : []),
    // Subscribed calendars refresh every few hours (Apple reads the first, Outlook and Google the second).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ]
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsDateTime(calendar.now)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(dayAfter(event.end))}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
    )
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`)
    if (event.geo) lines.push(`GEO:${event.geo[0]};${event.geo[1]}`)
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push(`STATUS:${event.status}`, 'TRANSP:TRANSPARENT')
    if (event.lastModified) lines.push(`LAST-MODIFIED:${icsDateTime(event.lastModified)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

export type IcsEventDoc = EventPublicFields & Pick<Event, 'site' | 'updatedAt'>

const STATUS = { scheduled: 'CONFIRMED', postponed: 'TENTATIVE', cancelled: 'CANCELLED' } as const
const PREFIX = { scheduled: '', postponed: 'Reporté : ', cancelled: 'Annulé : ' } as const

/** An event document as a VEVENT; the hour, price and site go into the description. */
export function eventToIcs(doc: IcsEventDoc, siteUrl: string): IcsEvent {
  const status = doc.eventStatus ?? 'scheduled'
  const site = normaliseSite(doc.site)
  const details = [doc.hour && `Horaire : ${doc.hour}`, doc.price && `Prix : ${doc.price}`]
    .filter(Boolean)
    .join('\n')
  const description = [details, doc.description?.trim(), site && `Site : ${site}`]
    .filter(Boolean)
    .join('\n\n')
  return {
    uid: `${doc.slug}@${new URL(siteUrl).hostname}`,
    start: isoDay(doc.startDate),
    end: isoDay(doc.endDate || doc.startDate),
    summary: `${PREFIX[status]}${doc.name}`,
    location: doc.place,
    geo:
      typeof doc.latitude === 'number' && typeof doc.longitude === 'number'
        ? [doc.latitude, doc.longitude]
        : null,
    description: description || null,
    url: `${siteUrl}/agenda/${doc.slug}`,
    status: STATUS[status],
    lastModified: doc.updatedAt ? new Date(doc.updatedAt) : null,
  }
}

export const ICS_HEADERS = { 'Content-Type': 'text/calendar; charset=utf-8' }
