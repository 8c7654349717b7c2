import { describe, expect, it } from 'vitest'
import { barOptions, childIndexes, resultsPageUrl, serializeFilters } from './filter-state'

describe('the checkbox hierarchy', () => {
  const levels = [0, 1, 2, 1, 0, 1, 0]

  it('gives a parent the following deeper boxes, up to the next box of its level', () => {
    expect(childIndexes(levels, 0)).toEqual([1, 2, 3])
    expect(childIndexes(levels, 1)).toEqual([2])
    expect(childIndexes(levels, 4)).toEqual([5])
  })

  it('gives a leaf, the last box and an unknown index no children', () => {
    expect(childIndexes(levels, 2)).toEqual([])
    expect(childIndexes(levels, 6)).toEqual([])
    expect(childIndexes(levels, 9)).toEqual([])
  })
})

describe('the bar filter form', () => {
  it('leaves out the phrase and the empty dates, keeps everything else in order', () => {
    expect(
      serializeFilters([
        ['s', 'plage'],
        ['kind[]', 'article'],
        ['date_from', ''],
        ['date_to', '2026-12-01'],
        ['order', 'relevance'],
      ]),
    ).toBe('kind%5B%5D=article&date_to=2026-12-01&order=relevance')
  })

  it('leaves out the search’s id that a bar of another search carries for the no-script form', () => {
    expect(
      serializeFilters([
        ['p_asid', '2'],
        ['s', 'fête'],
        ['kind[]', 'event'],
      ]),
    ).toBe('kind%5B%5D=event')
  })

  it('says whether the form is as drawn, and appends the results already shown', () => {
    const initial = 'order=relevance'
    expect(barOptions(initial, initial, 0)).toBe(
      'order=relevance&filters_initial=1&filters_changed=0&force_count=0',
    )
    expect(barOptions('kind%5B%5D=event&order=relevance', initial, 10)).toBe(
      'kind%5B%5D=event&order=relevance&filters_initial=0&filters_changed=1&force_count=10',
    )
  })

  it('leads to the results page with the phrase first and only the filters that narrow', () => {
    expect(resultsPageUrl('/recherche', ' char à voile ', 'kind%5B%5D=event&order=relevance')).toBe(
      '/recherche?s=char+%C3%A0+voile&kind%5B%5D=event',
    )
    expect(resultsPageUrl('/recherche', 'plage', 'order=date', { asp_active: '1' })).toBe(
      '/recherche?s=plage&asp_active=1&order=date',
    )
  })
})
