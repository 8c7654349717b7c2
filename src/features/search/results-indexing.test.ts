import { describe, expect, it } from 'vitest'
import { barFromStored } from './bar-settings'
import { indexedResultsPath, keywordResultsPath } from './results-indexing'

const header = barFromStored(1, { tryThis: [{ keyword: 'plage' }, { keyword: 'char à voile' }] })
const agenda = barFromStored(3, { title: 'Agenda', tryThis: [{ keyword: 'marché' }] }, { header: false })

describe('which results pages search engines may index', () => {
  it('indexes the search page without a phrase, under its own address', () => {
    expect(indexedResultsPath({}, header)).toBe('/recherche')
    expect(indexedResultsPath({ s: undefined }, header)).toBe('/recherche')
  })

  it('indexes the first page of a proposed keyword, with the address the sitemap lists', () => {
    expect(indexedResultsPath({ s: 'plage' }, header)).toBe('/recherche?s=plage')
    expect(indexedResultsPath({ s: 'char à voile' }, header)).toBe(keywordResultsPath(header, 'char à voile'))
    expect(keywordResultsPath(header, 'char à voile')).toBe('/recherche?s=char+%C3%A0+voile')
    expect(indexedResultsPath({ s: 'marché', p_asid: '3' }, agenda)).toBe('/recherche?s=march%C3%A9&p_asid=3')
  })

  it('keeps any other phrase out, however harmless: anyone can write an address', () => {
    expect(indexedResultsPath({ s: 'casino en ligne' }, header)).toBeNull()
    expect(indexedResultsPath({ s: 'Plage' }, header)).toBeNull()
    expect(indexedResultsPath({ s: ' plage' }, header)).toBeNull()
    expect(indexedResultsPath({ s: ['plage', 'plage'] }, header)).toBeNull()
    expect(indexedResultsPath({ s: 'marché' }, header)).toBeNull()
  })

  it('keeps out filtered, later, live and other searches’ pages', () => {
    expect(indexedResultsPath({ s: 'plage', page: '2' }, header)).toBeNull()
    expect(indexedResultsPath({ s: 'plage', 'kind[]': 'articles' }, header)).toBeNull()
    expect(indexedResultsPath({ asp_ls: 'plage' }, header)).toBeNull()
    expect(indexedResultsPath({ s: 'plage', p_asid: '1' }, header)).toBeNull()
    expect(indexedResultsPath({ s: 'marché' }, agenda)).toBeNull()
    expect(indexedResultsPath({ p_asid: '3' }, agenda)).toBeNull()
    expect(indexedResultsPath({ s: 'plage' }, null)).toBeNull()
  })
})
