import { describe, expect, it } from 'vitest'
import { checkDate, formatDisplayDate, parseDisplayDate } from './date'
import { FIELD_MESSAGES as M } from './messages'

const today = new Date(2026, 10, 23)

describe('display dates', () => {
  it('writes d MM yy in French and the regional dd/mm/yy', () => {
    expect(formatDisplayDate('d MM yy', '2026-11-05')).toBe('5 novembre 2026')
    expect(formatDisplayDate('d MM yy', '2027-02-14')).toBe('14 février 2027')
    expect(formatDisplayDate('dd/mm/yy', '2026-11-05')).toBe('05/11/2026')
    expect(formatDisplayDate('d MM yy', '2026-02-30')).toBeNull()
  })
  it('reads them back to yyyy-mm-dd, month names in any case', () => {
    expect(parseDisplayDate('d MM yy', '5 novembre 2026', today)).toBe('2026-11-05')
    expect(parseDisplayDate('d MM yy', '1 Août 2027', today)).toBe('2027-08-01')
    expect(parseDisplayDate('dd/mm/yy', '05/11/2026', today)).toBe('2026-11-05')
    expect(parseDisplayDate('d M y', '3 févr. 30', today)).toBe('2030-02-03')
  })
  it('puts two-digit years after this year + 10 in the last century', () => {
    expect(parseDisplayDate('dd/mm/y', '01/01/36', today)).toBe('2036-01-01')
    expect(parseDisplayDate('dd/mm/y', '01/01/37', today)).toBe('1937-01-01')
  })
  it('throws the date picker messages', () => {
    expect(() => parseDisplayDate('d MM yy', 'x novembre 2026', today)).toThrow(
      'Missing number at position 0',
    )
    expect(() => parseDisplayDate('d MM yy', '5 brumaire 2026', today)).toThrow('Unknown name at position 2')
    expect(() => parseDisplayDate('dd/mm/yy', '05-11-2026', today)).toThrow(
      'Unexpected literal at position 2',
    )
    expect(() => parseDisplayDate('dd/mm/yy', '05/11/2026 !', today)).toThrow(
      'Extra/unparsed characters found in date:  !',
    )
    expect(() => parseDisplayDate('dd/mm/yy', '31/02/2026', today)).toThrow('Invalid date')
    expect(() => parseDisplayDate(undefined as unknown as string, '1', today)).toThrow('Invalid arguments')
  })
})

describe('posted dates', () => {
  it('checks yyyy-mm-dd and the range', () => {
    expect(checkDate('2026-11-05', '2026-01-01', '2026-12-31')).toBeNull()
    expect(checkDate('2025-12-31', '2026-01-01')).toBe(M.dateTooEarly)
    expect(checkDate('2027-01-01', undefined, '2026-12-31')).toBe(M.dateTooLate)
    expect(checkDate('05/11/2026')).toBe(M.date)
    expect(checkDate('2026-02-30')).toBe(M.date)
  })
})
