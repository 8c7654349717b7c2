import { describe, expect, it } from 'vitest'
import { highlightTerms, wordRanges } from './page-highlight'
import { readHighlight, readState, SAVED_TTL_MS } from './saved-state'

const NOW = 1_800_000_000_000
const bar = { id: '1', instance: '1', page: '/agenda' }
const saved = { ...bar, phrase: 'plage', settings: 'kind%5B%5D=event', at: NOW - 1000 }

describe('what the bar keeps in the visitor’s browser', () => {
  it('gives back the last search of the same bar, on the same page, within half an hour', () => {
    expect(readState(JSON.stringify(saved), bar, NOW)).toEqual({ state: saved, stale: false })
    // Another bar's or another page's: kept for them.
    const kept = { state: null, stale: false }
    expect(readState(JSON.stringify(saved), { ...bar, instance: '2' }, NOW)).toEqual(kept)
    expect(readState(JSON.stringify(saved), { ...bar, page: '/' }, NOW)).toEqual(kept)
    // Too old or unreadable: to be forgotten.
    const gone = { state: null, stale: true }
    expect(readState(JSON.stringify({ ...saved, at: NOW - SAVED_TTL_MS - 1 }), bar, NOW)).toEqual(gone)
    expect(readState(JSON.stringify({ ...saved, phrase: 3 }), bar, NOW)).toEqual(gone)
    expect(readState('{pas du json', bar, NOW)).toEqual(gone)
    expect(readState(null, bar, NOW)).toEqual({ state: null, stale: false })
  })

  it('highlights only on the result page that was opened, within half an hour', () => {
    const state = { id: '1', phrase: 'char à voile', url: 'http://localhost/articles/char?x=1', at: NOW }
    expect(readHighlight(JSON.stringify(state), '/articles/char', NOW)).toEqual(state)
    expect(readHighlight(JSON.stringify(state), '/articles/autre', NOW)).toBeNull()
    expect(
      readHighlight(JSON.stringify({ ...state, at: NOW - SAVED_TTL_MS - 1 }), '/articles/char', NOW),
    ).toBeNull()
    expect(readHighlight('[]', '/articles/char', NOW)).toBeNull()
  })

  it('marks the words the searched terms begin, accents and case aside', () => {
    const terms = highlightTerms('Char à VOILE')
    expect(terms).toEqual(['char', 'voile'])
    const text = 'Le char à voile, les Chariots et les voileries ; pas l’écharpe.'
    expect(wordRanges(text, terms).map(([a, b]) => text.slice(a, b))).toEqual([
      'char',
      'voile',
      'Chariots',
      'voileries',
    ])
    expect(wordRanges('Événement', highlightTerms('evenement'))).toEqual([[0, 9]])
    expect(wordRanges('rien', [])).toEqual([])
  })
})
