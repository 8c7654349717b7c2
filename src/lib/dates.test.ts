import { describe, expect, it } from 'vitest'
import { formatLongDate, isoDay } from './dates'

describe('French dates', () => {
  it('formats in French in the Paris time zone', () => {
    expect(formatLongDate('2026-07-14T12:00:00.000Z')).toBe('14 juillet 2026')
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('1 janvier 2026')
    expect(isoDay('2025-12-31T23:30:00.000Z')).toBe('2026-01-01')
  })
})
