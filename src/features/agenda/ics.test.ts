import { describe, expect, it } from 'vitest'
import { buildIcs, dayAfter, escapeIcsText, eventToIcs, foldIcsLine, type IcsEventDoc } from './ics'

const octets = (text: string) => Buffer.byteLength(text, 'utf8')

const doc: IcsEventDoc = {
  name: 'Fête de la mer',
  slug: 'fete-de-la-mer',
  startDate: '2026-12-30T12:00:00.000Z',
  endDate: '2027-01-01T12:00:00.000Z',
  hour: '20h',
  price: '12 €; 8 € réduit',
  place: 'Digue de mer, Bray-Dunes',
  latitude: 51.0803,
  longitude: 2.5158,
  site: 'www.fete.example',
  eventStatus: 'scheduled',
  description: 'Défilé, bal\net feu d’artifice.',
  updatedAt: '2026-11-02T08:30:00.000Z',
}

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines at 75 octets with a leading space on continuations', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'x'.repeat(200)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBe(3)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`)
  })

  it('never cuts a multi-byte character in two', () => {
    const line = `SUMMARY:${'é'.repeat(60)}€🎆`
    const lines = foldIcsLine(line).split('\r\n')
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      expect(part).not.toContain('\uFFFD')
    }
    expect(lines.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line)
  })

  it('leaves short lines alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0')
  })
})

describe('all-day events', () => {
  it('end the day after their last day, across months and years', () => {
    expect(dayAfter('2026-07-14')).toBe('2026-07-15')
    expect(dayAfter('2026-02-28')).toBe('2026-03-01')
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
  })

  it('carry the event fields, with the exclusive end date', () => {
    const ics = buildIcs({
      name: 'Agenda, Bray-Dunes',
      events: [eventToIcs(doc, 'https://escale.example')],
      now: new Date('2026-11-20T10:00:00Z'),
    })
    expect(ics).toContain('\r\nX-WR-CALNAME:Agenda\\, Bray-Dunes\r\n')
    expect(ics).toContain('\r\nX-WR-TIMEZONE:Europe/Paris\r\n')
    expect(ics).toContain('\r\nUID:fete-de-la-mer@escale.example\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20261120T100000Z\r\n')
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261230\r\n')
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20270102\r\n')
    expect(ics).toContain('\r\nLOCATION:Digue de mer\\, Bray-Dunes\r\n')
    expect(ics).toContain('\r\nGEO:51.0803;2.5158\r\n')
    expect(ics).toContain('\r\nURL:https://escale.example/agenda/fete-de-la-mer\r\n')
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n')
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(
      'DESCRIPTION:Horaire : 20h\\nPrix : 12 €\\; 8 € réduit\\n\\nDéfilé\\, bal\\net feu d’artifice.\\n\\nSite : http://www.fete.example',
    )
  })

  it('is a well-formed calendar: CRLF only, balanced blocks, every line within 75 octets', () => {
    const ics = buildIcs({
      name: 'Agenda',
      events: [
        eventToIcs(doc, 'https://escale.example'),
        eventToIcs({ ...doc, slug: 'b', endDate: null }, 'https://escale.example'),
      ],
      now: new Date(),
    })
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n').slice(0, -1)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20261231\r\n')
  })

  it('marks cancelled and postponed events', () => {
    expect(eventToIcs({ ...doc, eventStatus: 'cancelled' }, 'https://e.example')).toMatchObject({
      status: 'CANCELLED',
      summary: 'Annulé : Fête de la mer',
    })
    expect(eventToIcs({ ...doc, eventStatus: 'postponed' }, 'https://e.example')).toMatchObject({
      status: 'TENTATIVE',
      summary: 'Reporté : Fête de la mer',
    })
  })
})
