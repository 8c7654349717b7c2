// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { placesHtml } from './place-list-html'
import type { MapPlace } from './types'

const place = (over: Partial<MapPlace>): MapPlace =>
  ({ id: 1, title: 'Plage', lat: 51, lng: 2.5, category: 1, ...over }) as MapPlace

describe('the place list’s markup', () => {
  it('is a button per place, with its number and address when it has them', () => {
    const markup = placesHtml([place({ id: 7, number: 3, address: '1 digue de Mer' }), place({ id: 8 })])
    const list = document.createElement('ul')
    list.innerHTML = markup
    const buttons = [...list.querySelectorAll('li > button[type="button"].place-list__place')]
    expect(buttons.map((button) => button.getAttribute('data-place-id'))).toEqual(['7', '8'])
    expect(buttons[0].querySelector('.place-list__number')?.textContent).toBe('3')
    expect(buttons[0].querySelector('.place-list__name')?.textContent).toBe('3Plage')
    expect(buttons[0].querySelector('.place-list__address')?.textContent).toBe('1 digue de Mer')
    expect(buttons[1].querySelector('.place-list__number, .place-list__address')).toBeNull()
  })

  it('escapes what editors wrote', () => {
    const markup = placesHtml([place({ title: '<img src=x onerror=alert(1)> & Cie', address: '"quai"' })])
    expect(markup).not.toContain('<img')
    const list = document.createElement('ul')
    list.innerHTML = markup
    expect(list.querySelector('.place-list__name')?.textContent).toBe('<img src=x onerror=alert(1)> & Cie')
    expect(list.querySelector('.place-list__address')?.textContent).toBe('"quai"')
  })
})
