import { describe, expect, it } from 'vitest'
import { slugField, slugify } from './slug'

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Fête de la Mer 2026 !')).toBe('fete-de-la-mer-2026')
    expect(slugify('  Œuvres d’art à l’été  ')).toBe('oeuvres-d-art-a-l-ete')
  })
  it('returns an empty string when nothing is left', () => {
    expect(slugify('!!!')).toBe('')
  })
})

describe('slugField', () => {
  const validate = (reserved: string[] = []) =>
    (slugField('title', reserved) as { validate: (value: unknown) => true | string }).validate

  it('accepts an empty slug (filled from the title) and lowercase words joined by dashes', () => {
    expect(validate()('')).toBe(true)
    expect(validate()('fete-de-la-mer')).toBe(true)
    expect(validate()('Fête')).toBe('Lettres minuscules, chiffres et tirets uniquement.')
  })

  it('refuses a reserved slug', () => {
    expect(validate(['page'])('page')).toBe('Identifiant réservé : choisissez-en un autre.')
    expect(validate(['page'])('pages')).toBe(true)
  })
})
