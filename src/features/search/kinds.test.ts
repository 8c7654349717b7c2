import { describe, expect, it } from 'vitest'
import { kindsSentence, SEARCH_KINDS } from './kinds'

describe('where a search looks, in a sentence', () => {
  it('names each kind’s place, the last after « et »', () => {
    expect(kindsSentence(SEARCH_KINDS)).toBe('les articles, l’agenda, les lieux, les pages et les vidéos')
    expect(kindsSentence(['event', 'place'])).toBe('l’agenda et les lieux')
    expect(kindsSentence(['event'])).toBe('l’agenda')
  })
})
