import { describe, expect, it } from 'vitest'
import { formatDateTime, formatLongDate, frenchDay, isoDay } from './dates'

describe('French dates', () => {
  it('formats in French in the Paris time zone', () => {
    expect(formatLongDate('2026-07-14T12:00:00.000Z')).toBe('14 juillet 2026')
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('1er janvier 2026')
    expect(isoDay('2025-12-31T23:30:00.000Z')).toBe('2026-01-01')
  })

  it('writes the first of the month "1er", as French typography does, and no other day', () => {
    expect(formatLongDate('2026-12-01T12:00:00.000Z')).toBe('1er décembre 2026')
    expect(formatLongDate('2026-12-11T12:00:00.000Z')).toBe('11 décembre 2026')
    expect(formatLongDate('2026-12-21T12:00:00.000Z')).toBe('21 décembre 2026')
    expect(formatDateTime('2026-12-01T08:05:00.000Z')).toBe('1er décembre 2026 à 09:05')
    expect([1, '1', 2, '10', 31].map(frenchDay)).toEqual(['1er', '1er', '2', '10', '31'])
  })
})
