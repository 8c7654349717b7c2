import { describe, expect, it } from 'vitest'
import { dateFields, dateLabel, normaliseSite } from './event-fields'

const NOW = new Date('2026-11-22T10:00:00Z')
const label = (start: string, end?: string | null, now = NOW) => dateLabel(dateFields(start, end, now))

describe('event date display', () => {
  it('shows a single date without the year in the current year', () => {
    expect(label('2026-12-05T12:00:00.000Z')).toBe('samedi 5 décembre')
    expect(label('2026-12-05T12:00:00.000Z', '2026-12-05T12:00:00.000Z')).toBe('samedi 5 décembre')
  })

  it('adds the year to a single date in another year', () => {
    expect(label('2027-01-09T12:00:00.000Z')).toBe('samedi 9 janvier 2027')
    expect(label('2025-12-31T12:00:00.000Z')).toBe('mercredi 31 décembre 2025')
  })

  it('reads a period within one month as "day au endDay endMonth"', () => {
    expect(label('2026-07-14T12:00:00.000Z', '2026-07-20T12:00:00.000Z')).toBe('14 au 20 juillet')
  })

  it('reads a period across months of one year as "day month - endDay endMonth"', () => {
    expect(label('2026-07-28T12:00:00.000Z', '2026-08-03T12:00:00.000Z')).toBe('28 juillet - 3 août')
  })

  it('writes the first of the month "1er" in every form', () => {
    expect(label('2026-12-01T12:00:00.000Z')).toBe('mardi 1er décembre')
    expect(label('2026-12-01T12:00:00.000Z', '2026-12-03T12:00:00.000Z')).toBe('1er au 3 décembre')
    expect(label('2026-11-28T12:00:00.000Z', '2026-12-01T12:00:00.000Z')).toBe('28 novembre - 1er décembre')
  })

  it('shows both full dates across years', () => {
    expect(label('2026-12-20T12:00:00.000Z', '2027-01-04T12:00:00.000Z')).toBe(
      '20 décembre 2026 - 4 janvier 2027',
    )
  })

  it('uses Paris calendar days at the year boundary', () => {
    // 23:30 UTC on 31 December 2026 is 1 January 2027 in Paris.
    const fields = dateFields('2026-12-31T23:30:00.000Z', null, NOW)
    expect(fields).toMatchObject({
      day: '1',
      month: 'janvier',
      year: '2027',
      isSameYear: false,
      hasPeriod: false,
    })
    // On 1 January 2027 (Paris), an event that day is in the current year.
    expect(label('2027-01-01T12:00:00.000Z', null, new Date('2026-12-31T23:30:00Z'))).toBe(
      'vendredi 1er janvier',
    )
  })

  it('fills the flags of the wire contract', () => {
    expect(dateFields('2026-12-20T12:00:00.000Z', '2027-01-04T12:00:00.000Z', NOW)).toEqual({
      dayOfWeek: 'dimanche',
      day: '20',
      month: 'décembre',
      year: '2026',
      endDay: '4',
      endMonth: 'janvier',
      endYear: '2027',
      hasPeriod: true,
      isSameYear: true,
      isSameMonth: false,
      periodHasSameYear: false,
    })
  })
})

describe('normaliseSite', () => {
  it.each([
    ['www.exemple.fr', 'http://www.exemple.fr'],
    ['https://exemple.fr', 'https://exemple.fr'],
    ['HTTP://exemple.fr', 'HTTP://exemple.fr'],
    ['ftp://exemple.fr/f', 'ftp://exemple.fr/f'],
    ['  exemple.fr/page ', 'http://exemple.fr/page'],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, output) => {
    expect(normaliseSite(input)).toBe(output)
  })
})
