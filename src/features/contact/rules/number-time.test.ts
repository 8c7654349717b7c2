import { describe, expect, it } from 'vitest'
import { FIELD_MESSAGES as M } from './messages'
import { checkNumber, parseNumber } from './number'
import { checkTime, parseTime, TIME_FORMAT_ERROR } from './time'

describe('number', () => {
  it('reads decimals with a point or a French comma', () => {
    expect(parseNumber('12')).toBe(12)
    expect(parseNumber('-3.5')).toBe(-3.5)
    expect(parseNumber('4,5')).toBe(4.5)
    expect(parseNumber('1e3')).toBeNull()
    expect(parseNumber('douze')).toBeNull()
  })
  it('checks the bounds', () => {
    expect(checkNumber('5', 1, 10)).toBeNull()
    expect(checkNumber('0', 1, 10)).toBe(M.numberTooSmall)
    expect(checkNumber('11', 1, 10)).toBe(M.numberTooLarge)
    expect(checkNumber('abc')).toBe(M.number)
    expect(checkNumber('')).toBeNull()
  })
})

describe('time', () => {
  it('reads HH:mm with hours 0–23 and minutes, seconds 0–59, milliseconds 0–999', () => {
    expect(parseTime('09:30')).toEqual({ hour: 9, minute: 30, second: 0, millisecond: 0 })
    expect(parseTime('23:59:59.999')).toEqual({ hour: 23, minute: 59, second: 59, millisecond: 999 })
    for (const bad of ['24:00', '12:60', '12:00:60', '9h30', '12:5', ''])
      expect(() => parseTime(bad)).toThrow(TIME_FORMAT_ERROR)
  })
  it('checks format and range with French messages', () => {
    expect(checkTime('10:00', '09:00', '18:00')).toBeNull()
    expect(checkTime('08:59', '09:00')).toBe(M.timeTooEarly)
    expect(checkTime('18:01', undefined, '18:00')).toBe(M.timeTooLate)
    expect(checkTime('25:00')).toBe(M.time)
  })
})
