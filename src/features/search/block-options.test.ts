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
    expect(searchBlockOptions(undefined)).toEqual({
      asid: 1,
      heading: '',
      showFilters: true,
      placeholder: null,
    })
    expect(searchBlockOptions({ showFilters: null, placeholder: '   ' })).toEqual({
      asid: 1,
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
    ).toEqual({ asid: 1, heading: 'Chercher dans le guide', showFilters: false, placeholder: 'Plage…' })
  })

  it('leaves out a stored text too long for the form (an older document)', () => {
    expect(searchBlockOptions({ heading: 'a'.repeat(81), placeholder: 'b'.repeat(61) })).toMatchObject({
      heading: '',
      placeholder: null,
    })
  })

  it('names each untitled block’s search region apart from the others, by its search’s name if it has one', () => {
    expect(blockLabel(0)).toBe('Rechercher sur le site')
    expect(blockLabel(1)).toBe('Rechercher sur le site (2)')
    expect(blockLabel(0, 'Recherche dans l’agenda')).toBe('Recherche dans l’agenda')
    expect(blockLabel(2, 'Recherche dans l’agenda')).toBe('Recherche dans l’agenda (3)')
  })

  it('is the header’s search without a chosen one, else the chosen one’s public id (its id plus one)', () => {
    expect(searchBlockOptions({ search: null }).asid).toBe(1)
    expect(searchBlockOptions({ search: 4 }).asid).toBe(5)
    expect(searchBlockOptions({ search: { id: 1 } }).asid).toBe(2)
    for (const odd of [0, -2, 1.5, { id: null }, {}] as const)
      expect(searchBlockOptions({ search: odd as never }).asid).toBe(1)
  })
})
