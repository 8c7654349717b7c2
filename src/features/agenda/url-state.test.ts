import { describe, expect, it } from 'vitest'
import {
  agendaSearchString,
  EMPTY_QUERY,
  expandYear,
  formatDayText,
  mergeQuery,
  parseDayText,
  queryErrors,
  RANGE_ERROR,
  readQuery,
} from './url-state'

const now = new Date('2026-06-15T12:00:00Z')

describe('date fields', () => {
  it('reads jj/mm/aa, jj/mm/aaaa and aaaa-mm-jj; empty means no date', () => {
    expect(parseDayText('05/12/26', now)).toEqual({ day: '2026-12-05' })
    expect(parseDayText('5/1/2027', now)).toEqual({ day: '2027-01-05' })
    expect(parseDayText('2026-07-14', now)).toEqual({ day: '2026-07-14' })
    expect(parseDayText('  ', now)).toEqual({ day: null })
    expect(parseDayText('null', now)).toEqual({ day: null })
  })

  it('refuses impossible or malformed dates with a French message', () => {
    for (const text of ['31/02/26', '2026-13-01', 'demain', '12/2026']) {
      const parsed = parseDayText(text, now)
      expect(parsed).toHaveProperty('error')
      expect('error' in parsed && parsed.error).toContain('jj/mm/aa')
    }
  })

  it('places two-digit years with the +10 cutoff', () => {
    expect(expandYear(36, now)).toBe(2036)
    expect(expandYear(37, now)).toBe(1937)
    expect(expandYear(0, now)).toBe(2000)
  })

  it('formats days as dd/mm/yy', () => {
    expect(formatDayText('2026-12-05')).toBe('05/12/26')
    expect(formatDayText(null)).toBe('')
  })
})

describe('address', () => {
  it('writes category keys comma-separated and leaves out empty filters', () => {
    expect(agendaSearchString(EMPTY_QUERY)).toBe('')
    expect(agendaSearchString({ ...EMPTY_QUERY, category: ['concerts', 'sport'] })).toBe(
      '?category=concerts,sport',
    )
    expect(
      agendaSearchString({
        ...EMPTY_QUERY,
        search: ' fête de la mer ',
        dateStart: '2026-07-01',
        category: ['nature'],
      }),
    ).toBe('?search=f%C3%AAte%20de%20la%20mer&dateStart=2026-07-01&category=nature')
  })
})

describe('form and address reading (browser side)', () => {
  const form = (entries: [string, string][]) => new URLSearchParams(entries)

  it('reads the form fields, typed dates and every checked category', () => {
    const read = readQuery(
      form([
        ['search', ' fete '],
        ['date', ''],
        ['dateStart', '01/07/26'],
        ['dateEnd', '2026-07-31'],
        ['category', 'concerts'],
        ['category', 'sport'],
      ]),
      now,
    )
    expect(read.errors).toEqual({})
    expect(read.query).toEqual({
      search: 'fete',
      date: null,
      dateStart: '2026-07-01',
      dateEnd: '2026-07-31',
      category: ['concerts', 'sport'],
    })
  })

  it('reads the address written by the app (comma-separated categories)', () => {
    expect(readQuery(new URLSearchParams('?category=concerts,sport,concerts'), now).query.category).toEqual([
      'concerts',
      'sport',
    ])
  })

  it('names the field of a bad date', () => {
    expect(readQuery(form([['dateEnd', '45/01/26']]), now).errors).toHaveProperty('dateEnd')
  })

  it('keeps a single day and a period apart', () => {
    const period = { ...EMPTY_QUERY, dateStart: '2026-07-01', dateEnd: '2026-07-31' }
    expect(mergeQuery(period, { date: '2026-07-14' })).toMatchObject({
      date: '2026-07-14',
      dateStart: null,
      dateEnd: null,
    })
    expect(mergeQuery({ ...EMPTY_QUERY, date: '2026-07-14' }, { dateStart: '2026-07-01' })).toMatchObject({
      date: null,
      dateStart: '2026-07-01',
    })
    expect(mergeQuery(period, { dateEnd: null })).toMatchObject({ dateStart: '2026-07-01', dateEnd: null })
  })

  it('refuses a period that ends before it starts', () => {
    expect(queryErrors({ ...EMPTY_QUERY, dateStart: '2026-07-10', dateEnd: '2026-07-01' })).toEqual({
      dateEnd: RANGE_ERROR,
    })
    expect(queryErrors({ ...EMPTY_QUERY, dateStart: '2026-07-10', dateEnd: '2026-07-10' })).toEqual({})
  })
})
