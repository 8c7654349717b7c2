import { describe, expect, it } from 'vitest'
import { describeFreshMemory, measureFreshMemory } from './support/fresh-memory'

describe('fresh memory check', () => {
  it('measures both passes, in milliseconds', () => {
    const measured = measureFreshMemory()
    expect(measured.firstTouchMs).toBeGreaterThan(0)
    expect(measured.againMs).toBeGreaterThan(0)
  })

  it('warns only when first touches are far slower than writes', () => {
    expect(describeFreshMemory({ firstTouchMs: 60, againMs: 15 })).toBe(
      'new memory: 256 MB written in 60 ms the first time, 15 ms again (4 ×)',
    )
    expect(describeFreshMemory({ firstTouchMs: 900, againMs: 15 })).toMatch(
      /\(60 ×\)\. This machine is slow to give memory to new processes/,
    )
  })
})
