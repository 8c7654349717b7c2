import { describe, expect, it } from 'vitest'
import { MIN_FRAME_SIZE_PX } from './constants'
import { readSize } from './sizing'

describe('readSize', () => {
  it('reads pixels from a number or a text, with or without px', () => {
    expect(readSize(420, 800)).toBe(420)
    expect(readSize('420', 800)).toBe(420)
    expect(readSize(' 420px ', 800)).toBe(420)
    expect(readSize('420.6PX', 800)).toBe(421)
  })

  it('reads a percentage of the reference', () => {
    expect(readSize('50%', 800)).toBe(400)
    expect(readSize('12.5%', 800)).toBe(100)
  })

  it(`never goes under ${MIN_FRAME_SIZE_PX} px`, () => {
    expect(readSize(MIN_FRAME_SIZE_PX - 1, 800)).toBe(MIN_FRAME_SIZE_PX)
    expect(readSize(MIN_FRAME_SIZE_PX, 800)).toBe(MIN_FRAME_SIZE_PX)
    expect(readSize(0, 800)).toBe(MIN_FRAME_SIZE_PX)
    expect(readSize('10%', 800)).toBe(MIN_FRAME_SIZE_PX)
    expect(readSize('50%', 0)).toBe(MIN_FRAME_SIZE_PX)
  })

  it.each([
    -5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    'auto',
    '-20px',
    '50 %%',
    '1e3',
    null,
    undefined,
    {},
  ])('cannot read %j', (value) => {
    expect(readSize(value, 800)).toBeNull()
  })
})
