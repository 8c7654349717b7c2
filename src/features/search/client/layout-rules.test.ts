import { describe, expect, it } from 'vitest'
import { pageCount, pageOf, stackIndex, staggerDelay, wrapPage } from './layout-rules'

describe('the results’ layouts', () => {
  it('stagger the first 80 results by 45 ms each, the others and reduced motion at once', () => {
    expect(staggerDelay(0, false)).toBe(0)
    expect(staggerDelay(1, false)).toBe(45)
    expect(staggerDelay(79, false)).toBe(79 * 45)
    expect(staggerDelay(80, false)).toBeNull()
    expect(staggerDelay(3, true)).toBeNull()
  })

  it('page the isotopic grid: 6 a page by default, the pager wrapping at both ends', () => {
    expect(pageCount(0, 6)).toBe(1)
    expect(pageCount(6, 6)).toBe(1)
    expect(pageCount(7, 6)).toBe(2)
    expect(pageOf(5, 6)).toBe(0)
    expect(pageOf(6, 6)).toBe(1)
    expect(wrapPage(2, 1, 3)).toBe(0)
    expect(wrapPage(0, -1, 3)).toBe(2)
    expect(wrapPage(1, 1, 3)).toBe(2)
    expect(wrapPage(0, 1, 1)).toBe(0)
  })

  it('keep the polaroid stack within its cards', () => {
    expect(stackIndex(0, -1, 5)).toBe(0)
    expect(stackIndex(4, 1, 5)).toBe(4)
    expect(stackIndex(2, 1, 5)).toBe(3)
    expect(stackIndex(0, 1, 0)).toBe(0)
  })
})
