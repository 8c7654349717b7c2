// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { acceptanceGateOpen, countCharacters, exclusiveChoice, toggleChoice } from './form-rules'

const formWith = (html: string) => {
  const form = document.createElement('form')
  form.innerHTML = html
  return form
}
const box = (classes: string, checked: boolean) =>
  `<span class="wpcf7-acceptance ${classes}"><input type="checkbox" ${checked ? 'checked' : ''}></span>`

describe('acceptanceGateOpen', () => {
  it('needs every normal box checked and every inverted box unchecked', () => {
    expect(acceptanceGateOpen(formWith(box('', true) + box('invert', false)))).toBe(true)
    expect(acceptanceGateOpen(formWith(box('', false)))).toBe(false)
    expect(acceptanceGateOpen(formWith(box('invert', true)))).toBe(false)
  })

  it('ignores optional boxes, and is open without any box', () => {
    expect(acceptanceGateOpen(formWith(box('optional', false) + box('optional invert', true)))).toBe(true)
    expect(acceptanceGateOpen(formWith('<input type="checkbox">'))).toBe(true)
  })
})

describe('countCharacters', () => {
  it('counts up from its starting value with too-short and too-long marks', () => {
    const spec = { direction: 'up' as const, starting: 0, min: 3, max: 5 }
    expect(countCharacters(spec, 2)).toEqual({ value: 2, tooShort: true, tooLong: false })
    expect(countCharacters(spec, 4)).toEqual({ value: 4, tooShort: false, tooLong: false })
    expect(countCharacters(spec, 6)).toEqual({ value: 6, tooShort: false, tooLong: true })
  })

  it('counts down from its starting value', () => {
    const spec = { direction: 'down' as const, starting: 10, max: 10 }
    expect(countCharacters(spec, 3)).toEqual({ value: 7, tooShort: false, tooLong: false })
    expect(countCharacters(spec, 12)).toEqual({ value: -2, tooShort: false, tooLong: true })
  })

  it('flags nothing without limits', () => {
    expect(countCharacters({ direction: 'up', starting: 0 }, 0)).toEqual({
      value: 0,
      tooShort: false,
      tooLong: false,
    })
  })
})

describe('choices', () => {
  it('an exclusive group keeps at most one value', () => {
    expect(exclusiveChoice(['a'], 'b', true)).toEqual(['b'])
    expect(exclusiveChoice(['b'], 'b', false)).toEqual([])
  })

  it('a plain group adds and removes values', () => {
    expect(toggleChoice(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleChoice(['a', 'b'], 'a', false)).toEqual(['b'])
  })
})
