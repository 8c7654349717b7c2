import { describe, expect, it } from 'vitest'
import { BLOCK_TEXT_MAX, blockLabel, checkBlockText, searchBlockOptions } from './block-options'

describe('the search block’s options', () => {
  it('accepts an empty or one-line text within its length, and says in French what is wrong', () => {
    for (const fine of [undefined, null, '', 'Chercher dans le guide', ` ${'a'.repeat(80)} `])
      expect(checkBlockText(fine, BLOCK_TEXT_MAX.heading)).toBe(true)
    expect(checkBlockText('a'.repeat(81), BLOCK_TEXT_MAX.heading)).toBe('80 caractères au plus.')
    expect(checkBlockText('deux\nlignes', 80)).toBe('Une seule ligne, sans caractère de contrôle.')
    expect(checkBlockText(12, 80)).toBe('Texte attendu.')
  })

  it('shows the filters unless editors said no, and the bars’ own hint when none is given', () => {
    expect(searchBlockOptions(undefined)).toEqual({ heading: '', showFilters: true, placeholder: null })
    expect(searchBlockOptions({ showFilters: null, placeholder: '   ' })).toEqual({
      heading: '',
      showFilters: true,
      placeholder: null,
    })
    expect(
      searchBlockOptions({
        heading: '  Chercher   dans le guide ',
        showFilters: false,
        placeholder: 'Plage…',
      }),
    ).toEqual({ heading: 'Chercher dans le guide', showFilters: false, placeholder: 'Plage…' })
  })

  it('leaves out a stored text too long for the form (an older document)', () => {
    expect(searchBlockOptions({ heading: 'a'.repeat(81), placeholder: 'b'.repeat(61) })).toMatchObject({
      heading: '',
      placeholder: null,
    })
  })

  it('names each untitled block’s search region apart from the others', () => {
    expect(blockLabel(0)).toBe('Rechercher sur le site')
    expect(blockLabel(1)).toBe('Rechercher sur le site (2)')
  })
})
