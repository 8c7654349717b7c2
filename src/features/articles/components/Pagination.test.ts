import { describe, expect, it } from 'vitest'
import { visiblePages } from './Pagination'

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3])
  })
  it('marks gaps around the current page', () => {
    expect(visiblePages(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, null, 20])
  })
})
