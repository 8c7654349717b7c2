import { describe, expect, it } from 'vitest'
import { readResultsParams } from './url-params'

describe('the results page’s address', () => {
  it('reads the phrase, the filters as the bar’s redirect writes them, and the page', () => {
    expect(
      readResultsParams({
        s: 'plage',
        'kind[]': ['article', 'event'],
        'facet[]': 'a:plages',
        date_from: '2026-07-01',
        order: 'date',
        page: '3',
        asp_active: '1',
        p_asid: '1',
        p_asp_data: '1',
      }),
    ).toMatchObject({
      asid: 1,
      phrase: 'plage',
      form: { kind: ['article', 'event'], facet: ['a:plages'], date_from: '2026-07-01', order: 'date' },
      page: 3,
      error: null,
    })
  })

  it('takes a live load’s phrase from asp_ls, and ignores force_count (the page says where to start)', () => {
    const read = readResultsParams({ asp_ls: 'dunes', force_count: '40' })
    expect(read.phrase).toBe('dunes')
    expect(read.form.force_count).toBe(0)
  })

  it('refuses a bad filter or page with a French message and searches without them', () => {
    expect(readResultsParams({ s: 'x', 'kind[]': 'shop' })).toMatchObject({
      form: { kind: [] },
      error: 'Type de contenu inconnu. La recherche ignore les filtres.',
    })
    expect(readResultsParams({ s: 'x', page: '0' })).toMatchObject({
      page: 1,
      error: expect.stringMatching(/^Page inconnue/),
    })
    expect(readResultsParams({ s: 'x', page: '101' }).page).toBe(1)
  })

  it('names the search the results belong to: the header’s when absent, null when unreadable', () => {
    expect(readResultsParams({ s: 'fête' }).asid).toBe(1)
    expect(readResultsParams({ s: 'fête', p_asid: '3' }).asid).toBe(3)
    expect(readResultsParams({ s: 'fête', p_asid: ['4', '5'] }).asid).toBe(4)
    expect(readResultsParams({ s: 'fête', p_asid: 'abc' }).asid).toBeNull()
    expect(readResultsParams({ s: 'fête', p_asid: '0' }).asid).toBeNull()
  })
})
