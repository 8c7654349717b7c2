import { describe, expect, it } from 'vitest'
import { easeInOutCubic } from './scroll'

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and passes the middle at half time', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5)
  })
  it('starts slowly and is monotonic', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1)
    let previous = 0
    for (let t = 0.05; t <= 1; t += 0.05) {
      expect(easeInOutCubic(t)).toBeGreaterThanOrEqual(previous)
      previous = easeInOutCubic(t)
    }
  })
  it('clamps out-of-range times', () => {
    expect(easeInOutCubic(-1)).toBe(0)
    expect(easeInOutCubic(2)).toBe(1)
  })
})
