import { describe, expect, it } from 'vitest'
import { describeFloor } from './support/floor'

describe('the empty page as the reference of bench:lighthouse', () => {
  it('says the machine cannot show the goal when the framework alone misses it', () => {
    expect(describeFloor(98, 157.4, 100)).toBe(
      'the framework alone (an empty Next.js page) scores 98 here, total blocking time 157 ms: this machine cannot show a performance of 100 for any page; compare the pages with that row',
    )
  })

  it('puts a miss on the page itself when the empty page reaches the goal', () => {
    expect(describeFloor(100, 12, 100)).toMatch(
      /scores 100 here.*a page below 100 here loses its points by its own work$/,
    )
  })
})
