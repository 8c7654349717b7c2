import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween, nthWeekday, parisToday } from './dates'

describe('seed calendar days', () => {
  it('takes today in Paris, not in UTC', () => {
    // 23:30 UTC in summer is 01:30 the next day in Paris.
    expect(parisToday(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15')
    expect(parisToday(new Date('2026-01-01T22:59:00Z'))).toBe('2026-01-01')
    expect(parisToday(new Date('2026-01-01T23:00:00Z'))).toBe('2026-01-02')
  })

  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-02-15', -3)).toBe('2025-11-15')
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22')
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7)
  })

  it('finds the nth weekday of a month', () => {
    expect(nthWeekday(2026, 11, 0, 1)).toBe('2026-11-01') // first Sunday
    expect(nthWeekday(2026, 12, 6, 3)).toBe('2026-12-19') // third Saturday
  })
})
