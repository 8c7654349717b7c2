// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest'
import { categories, places } from '../fixtures'
import { clusterIcon, createPlaceMarker, ensurePopup } from './leaflet-markers'

const byId = new Map(categories.map((category) => [category.id, category]))

// A popup asks for the descriptions: never over the network in a unit test.
vi.stubGlobal(
  'fetch',
  vi.fn(async () => Response.json({ 10: 'La grande plage.' })),
)
afterAll(() => vi.unstubAllGlobals())

describe('place markers', () => {
  it('are named by the place (and its stop number) and anchored at 14/39 px', () => {
    const marker = createPlaceMarker(places[1]!, byId)
    expect(marker.options.title).toBe('Étape 1 : Dune du Perroquet')
    expect(marker.options.icon?.options.iconAnchor).toEqual([14, 39])
    expect(marker.options.keyboard).toBe(true)
    expect(marker.getPopup()).toBeUndefined()
  })

  it('get their popup once, with content made once (Leaflet asks again on every update)', () => {
    const marker = ensurePopup(createPlaceMarker(places[0]!, byId))
    const popup = marker.getPopup()!
    expect(ensurePopup(marker).getPopup()).toBe(popup)
    const content = popup.getContent() as () => HTMLElement
    expect(content()).toBe(content())
    expect(content().querySelector('h3')?.textContent).toBe('Plage centrale')
  })

  it('cluster bubbles carry their count, and are 44 px across (a tap target)', () => {
    const icon = clusterIcon({ getChildCount: () => 12 } as never)
    expect(icon.options.html).toContain('data-count="12"')
    expect(icon.options.className).toBe('marker-cluster marker-cluster-medium')
    expect(icon.options.iconSize).toEqual(expect.objectContaining({ x: 44, y: 44 }))
    expect(clusterIcon({ getChildCount: () => 3 } as never).options.className).toContain('-small')
    expect(clusterIcon({ getChildCount: () => 150 } as never).options.className).toContain('-large')
  })
})
