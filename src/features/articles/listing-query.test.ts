import { describe, expect, it } from 'vitest'
import { listingQueryField, monthInterval, monthLabel } from './listing-query'

describe('listing query', () => {
  it('accepts the three kinds', () => {
    expect(listingQueryField.parse('{"kind":"all"}')).toEqual({ kind: 'all' })
    expect(listingQueryField.parse('{"kind":"category","slug":"plages"}')).toEqual({
      kind: 'category',
      slug: 'plages',
    })
    expect(listingQueryField.parse('{"kind":"archive","year":2026,"month":7}')).toMatchObject({ month: 7 })
  })

  it.each([
    ['not JSON', '{kind:all'],
    ['an unknown kind', '{"kind":"drafts"}'],
    ['an extra key', '{"kind":"all","status":"draft"}'],
    ['an odd slug', '{"kind":"category","slug":"../x"}'],
    ['month 13', '{"kind":"archive","year":2026,"month":13}'],
    ['a string year', '{"kind":"archive","year":"2026","month":1}'],
  ])('refuses %s', (_label, text) => {
    expect(listingQueryField.safeParse(text).success).toBe(false)
  })

  it('computes month bounds at Paris midnight, summer and winter', () => {
    expect(monthInterval(2026, 7)).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-31T22:00:00.000Z',
    })
    expect(monthInterval(2025, 12)).toEqual({
      from: '2025-11-30T23:00:00.000Z',
      to: '2025-12-31T23:00:00.000Z',
    })
  })

  it('names months in French', () => {
    expect(monthLabel(2026, 8)).toBe('août 2026')
  })
})
