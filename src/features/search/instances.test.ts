import { describe, expect, it } from 'vitest'
import { blockInstance, isInstanceOf, MAX_INSTANCES, parseInstanceKey } from './instances'

describe('search instances', () => {
  it('reads an instance key, the first instance when none is given', () => {
    expect(parseInstanceKey('1_3')).toEqual({ id: 1, instance: 3 })
    expect(parseInstanceKey(' 1_25 ')).toEqual({ id: 1, instance: 25 })
    expect(parseInstanceKey('7')).toEqual({ id: 7, instance: 1 })
    for (const bad of ['1_0', '1_26', '0_1', '1_', '_1', '1-3', '1_3_4', '<b>', ''])
      expect(parseInstanceKey(bad), bad).toBeNull()
  })

  it('numbers a page’s blocks from 3, after the header’s field and phones’ compact bar', () => {
    expect(blockInstance(0)).toBe(3)
    expect(blockInstance(1)).toBe(4)
    expect(blockInstance(MAX_INSTANCES - 3)).toBe(MAX_INSTANCES)
    expect(blockInstance(MAX_INSTANCES - 2)).toBeNull()
    expect(blockInstance(-1)).toBeNull()
    expect(blockInstance(1.5)).toBeNull()
  })

  it('tells whether an instance key belongs to a search', () => {
    expect(isInstanceOf(undefined, 1)).toBe(true)
    expect(isInstanceOf('1_1', 1)).toBe(true)
    expect(isInstanceOf('1_4', 1)).toBe(true)
    expect(isInstanceOf('2_4', 1)).toBe(false)
    expect(isInstanceOf('1_99', 1)).toBe(false)
  })
})
