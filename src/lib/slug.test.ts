import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Fête de la Mer 2026 !')).toBe('fete-de-la-mer-2026')
    expect(slugify('  Œuvres d’art à l’été  ')).toBe('oeuvres-d-art-a-l-ete')
  })
  it('returns an empty string when nothing is left', () => {
    expect(slugify('!!!')).toBe('')
  })
})
