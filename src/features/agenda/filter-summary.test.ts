import { describe, expect, it } from 'vitest'
import { activeFilters } from './filter-summary'
import { EMPTY_QUERY } from './url-state'

const categories = { concert: 'Concerts', marche: 'Marchés' }

describe('activeFilters', () => {
  it('is empty without filters', () => {
    expect(activeFilters(EMPTY_QUERY, categories)).toEqual([])
  })

  it('names the text, the day and the categories by their label, in French', () => {
    expect(
      activeFilters(
        { ...EMPTY_QUERY, search: 'jazz', date: '2026-12-01', category: ['concert', 'marche'] },
        categories,
      ),
    ).toEqual(['« jazz »', 'le 1er décembre 2026', 'Concerts, Marchés'])
  })

  it('writes a period, or its only bound', () => {
    expect(
      activeFilters({ ...EMPTY_QUERY, dateStart: '2026-12-01', dateEnd: '2027-01-05' }, categories),
    ).toEqual(['du 1er décembre 2026 au 5 janvier 2027'])
    expect(activeFilters({ ...EMPTY_QUERY, dateStart: '2026-12-24' }, categories)).toEqual([
      'à partir du 24 décembre 2026',
    ])
    expect(activeFilters({ ...EMPTY_QUERY, dateEnd: '2026-08-15' }, categories)).toEqual([
      'jusqu’au 15 août 2026',
    ])
  })

  it('keeps a key with no label yet (categories not loaded)', () => {
    expect(activeFilters({ ...EMPTY_QUERY, category: ['fete'] }, categories)).toEqual(['fete'])
  })
})
