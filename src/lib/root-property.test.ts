// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { setRootProperty } from './root-property'

describe('setRootProperty', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.documentElement.removeAttribute('style')
  })

  it('leaves <html> untouched when the stylesheet already gives the value', () => {
    document.head.innerHTML = '<style>:root { --header-height: 56px; }</style>'
    setRootProperty('--header-height', '56px')
    expect(document.documentElement.getAttribute('style')).toBeNull()
  })

  it('sets a different value, and does not set it again', () => {
    document.head.innerHTML = '<style>:root { --header-height: 56px; }</style>'
    setRootProperty('--header-height', '64px')
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('64px')
    const before = document.documentElement.getAttribute('style')
    setRootProperty('--header-height', '64px')
    expect(document.documentElement.getAttribute('style')).toBe(before)
    setRootProperty('--header-height', '56px')
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('56px')
  })

  it('sets a property the stylesheet does not define', () => {
    setRootProperty('--scrollbar-width', '15px')
    expect(getComputedStyle(document.documentElement).getPropertyValue('--scrollbar-width').trim()).toBe(
      '15px',
    )
  })
})
