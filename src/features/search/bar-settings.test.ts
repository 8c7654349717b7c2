import { describe, expect, it } from 'vitest'
import { barFromStored, DEFAULT_BAR } from './bar-settings'

describe('the header bar from what editors stored', () => {
  it('takes the defaults for what was never saved', () => {
    expect(barFromStored(1, null)).toEqual({ id: 1, name: 'En-tête', ...DEFAULT_BAR })
  })

  it('keeps values within their limits and falls back outside them', () => {
    const bar = barFromStored(1, {
      minLength: 3,
      perPage: 20,
      closeOnDocumentClick: false,
      placeholder: ' Où ? ',
    })
    expect(bar).toMatchObject({ minLength: 3, perPage: 20, closeOnDocumentClick: false, placeholder: 'Où ?' })
    expect(barFromStored(1, { minLength: 0, perPage: 500 })).toMatchObject({
      minLength: DEFAULT_BAR.minLength,
      perPage: DEFAULT_BAR.perPage,
    })
    expect(barFromStored(1, { minLength: 2.5, placeholder: '   ' })).toMatchObject({
      minLength: DEFAULT_BAR.minLength,
      placeholder: DEFAULT_BAR.placeholder,
    })
  })

  it('offers each « Essayez » keyword once, trimmed, without the empty ones, eight at most', () => {
    const rows = ['plage', ' plage ', '', 'marché', ...Array.from({ length: 10 }, (_, i) => `mot ${i}`)]
    const { tryThis } = barFromStored(1, { tryThis: rows.map((keyword) => ({ keyword })) })
    expect(tryThis).toEqual(['plage', 'marché', 'mot 0', 'mot 1', 'mot 2', 'mot 3', 'mot 4', 'mot 5'])
  })
})
