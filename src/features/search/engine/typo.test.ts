import { describe, expect, it } from 'vitest'
import { buildVocabulary, expandTerms, withinOneEdit } from './typo'

describe('withinOneEdit', () => {
  it.each([
    ['plage', 'plaqe'],
    ['plage', 'plag'],
    ['plage', 'plages'],
    ['plage', 'palge'],
    ['dune', 'dune'],
  ])('%s and %s are within one edit', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true)
  })

  it.each([
    ['plage', 'plqqe'],
    ['plage', 'pla'],
    ['plage', 'eglap'],
  ])('%s and %s are not', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false)
  })
})

describe('expandTerms', () => {
  const vocabulary = buildVocabulary(['plage', 'plages', 'dunes', 'char', 'voile', 'carnaval'])
  const prefixKnown = (term: string) =>
    ['plage', 'plages', 'dunes', 'char', 'voile', 'carnaval'].some((word) => word.startsWith(term))

  it('adds the neighbours of an unknown word of 5 letters or more', () => {
    expect(expandTerms(['plaqe'], vocabulary, prefixKnown)).toEqual([['plaqe', 'plage']])
    expect(expandTerms(['carnavla'], vocabulary, prefixKnown)).toEqual([['carnavla', 'carnaval']])
  })

  it('leaves known words, prefixes of known words and short words as they are', () => {
    expect(expandTerms(['plage', 'plag', 'chaz', 'voi'], vocabulary, prefixKnown)).toEqual([
      ['plage'],
      ['plag'],
      ['chaz'],
      ['voi'],
    ])
  })
})
