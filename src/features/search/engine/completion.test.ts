import { describe, expect, it } from 'vitest'
import { completionFrom } from '.'

describe('the autocomplete’s completion', () => {
  it('completes with the rest of a title holding the phrase at a word’s start, accents aside', () => {
    expect(completionFrom('char a v', ['Le char à voile sur la plage'], 'voile')).toBe(
      'char a voile sur la plage',
    )
    expect(completionFrom('Fete de', ['La Fête de la moule'], null)).toBe('Fete de la moule')
  })

  it('does not complete inside a word, and falls back on the last word', () => {
    expect(completionFrom('har', ['Le char à voile'], 'harengs')).toBe('harengs')
    expect(completionFrom('les dun', [], 'dunes')).toBe('les dunes')
    expect(completionFrom('xyz', [], null)).toBeNull()
  })
})
