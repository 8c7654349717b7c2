// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { popupContent } from './popup'

const place = {
  id: 7,
  lat: 51,
  lng: 2.5,
  category: 1,
  title: 'Dune <b>du</b> Perroquet',
  address: 'Chemin du Perroquet',
  number: 2,
}

describe('popupContent', () => {
  it('shows the title, the description and the address, as text', async () => {
    const changed = vi.fn()
    const element = popupContent(place, 'Dunes', Promise.resolve({ 7: 'Vue sur la <i>mer</i>' }), changed)
    expect(element.querySelector('h3')?.textContent).toBe('2. Dune <b>du</b> Perroquet')
    expect(element.querySelector('b')).toBeNull()
    expect(element.querySelector('.place-popup__address')?.textContent).toBe('Chemin du Perroquet')
    expect(element.querySelector('.place-popup__category')?.textContent).toBe('Dunes')
    expect(element.tabIndex).toBe(-1)
    await vi.waitFor(() => expect(changed).toHaveBeenCalled())
    expect(element.querySelector('.place-popup__description')?.textContent).toBe('Vue sur la <i>mer</i>')
    expect(element.querySelector('i')).toBeNull()
  })

  it('opens complete when the descriptions are already loaded', () => {
    const element = popupContent(place, undefined, { 7: 'Vue sur la mer' })
    expect(element.querySelector('.place-popup__description')?.textContent).toBe('Vue sur la mer')
    expect(element.querySelector('[aria-busy]')).toBeNull()
  })

  it('says the description is coming, and drops the line when there is none', async () => {
    let resolve!: (value: Record<string, string>) => void
    const element = popupContent(
      { id: 1, lat: 51, lng: 2.5, category: 1, title: 'Borne' },
      undefined,
      new Promise((r) => (resolve = r)),
    )
    expect(element.querySelector('[aria-busy="true"]')?.textContent).toBe('Chargement de la description…')
    resolve({})
    await vi.waitFor(() => expect(element.querySelector('.place-popup__description')).toBeNull())
    expect(element.children).toHaveLength(1)
  })
})
