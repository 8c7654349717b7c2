import { describe, expect, it } from 'vitest'
import { readAgendaParams } from './url-params'
import { agendaSearchString, EMPTY_QUERY, sameQuery } from './url-state'

const now = new Date('2026-06-15T12:00:00Z')

describe('the filters of the address', () => {
  it('reads back what it writes', () => {
    const query = {
      search: 'fête',
      date: null,
      dateStart: '2026-07-01',
      dateEnd: '2026-07-31',
      category: ['concerts', 'sport'],
    }
    const params = Object.fromEntries(new URLSearchParams(agendaSearchString(query)))
    const read = readAgendaParams(params, now)
    expect(read.error).toBeNull()
    expect(read.query).toEqual(query)
    expect(sameQuery(read.query, query)).toBe(true)
  })

  it('reads the GET form of visitors without JavaScript (jj/mm/aa dates, repeated categories)', () => {
    const read = readAgendaParams(
      { search: '', date: '14/07/26', dateStart: '', dateEnd: '', category: ['concerts', 'nature'] },
      now,
    )
    expect(read.error).toBeNull()
    expect(read.query).toEqual({ ...EMPTY_QUERY, date: '2026-07-14', category: ['concerts', 'nature'] })
    expect(read.filters).toMatchObject({
      date: '2026-07-14',
      category: ['concerts', 'nature'],
      page: 1,
      limit: 12,
    })
  })

  it('lets a single day win over a period', () => {
    const read = readAgendaParams({ date: '2026-07-14', dateStart: '2026-07-01' }, now)
    expect(read.query).toMatchObject({ date: '2026-07-14', dateStart: null })
  })

  it.each([
    [{ date: '32/01/26' }, 'Date :'],
    [{ dateStart: '2026-07-10', dateEnd: '2026-07-01' }, 'Date de fin :'],
    [{ search: 'x'.repeat(201) }, 'Recherche :'],
    [{ page: '0' }, 'Page :'],
  ])('answers bad values (%j) with a French message and the unfiltered agenda', (params, field) => {
    const read = readAgendaParams(params, now)
    expect(read.error).toContain(field)
    expect(read.error).toMatch(/^Ces filtres ne sont pas valides\./)
    expect(read.query).toEqual(EMPTY_QUERY)
    expect(read.filters.page).toBe(1)
  })

  it('knows whether the address carried filters', () => {
    expect(readAgendaParams({}, now).hasParams).toBe(false)
    expect(readAgendaParams({ category: 'concerts' }, now).hasParams).toBe(true)
  })
})
