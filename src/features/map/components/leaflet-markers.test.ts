// @vitest-environment happy-dom
import L from 'leaflet'
import 'leaflet.markercluster'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { categories, places } from '../fixtures'
import { clusterIcon, clusterNowDrawLater, createPlaceMarker, ensurePopup } from './leaflet-markers'
import { testMap } from './test-map'

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

/** A map of 400 × 300 px with a cluster group as the page makes it. */
function mapWithGroup() {
  const { map, container } = testMap(400, 300, 12)
  const group = L.markerClusterGroup({ iconCreateFunction: clusterIcon, maxClusterRadius: 48 }).addTo(map)
  return { map, group, container }
}

/** What is drawn: each single marker's title and each bubble's count, in document order. */
const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].map(
    (icon) =>
      icon.getAttribute('title') ??
      `bubble ${icon.querySelector('[data-count]')?.getAttribute('data-count')}`,
  )

describe('the first markers, clustered now and drawn later', () => {
  it('are in the group at once, drawn only by the returned step, as addLayers draws them', () => {
    const reference = mapWithGroup()
    reference.group.addLayers(places.map((place) => createPlaceMarker(place, byId)))

    const { map, group, container } = mapWithGroup()
    const markers = places.map((place) => createPlaceMarker(place, byId))
    const draw = clusterNowDrawLater(group, markers)
    expect(group.getLayers()).toHaveLength(places.length)
    expect(markers.every((marker) => group.hasLayer(marker))).toBe(true)
    expect(drawn(container), 'nothing drawn in the clustering step').toEqual([])

    draw()
    expect(drawn(container)).toEqual(drawn(reference.container))
    expect(drawn(container).length).toBeGreaterThan(0)
    draw()
    expect(drawn(container), 'drawing again adds nothing').toEqual(drawn(reference.container))

    map.removeLayer(group)
    expect(() => draw(), 'the group off the map: nothing to draw').not.toThrow()
    expect(drawn(container)).toEqual([])
  })

  it('are only queued by a group not on a map, which draws them when added', () => {
    const { map, container } = mapWithGroup()
    const group = L.markerClusterGroup({ iconCreateFunction: clusterIcon })
    clusterNowDrawLater(
      group,
      places.map((place) => createPlaceMarker(place, byId)),
    )()
    expect(drawn(container)).toEqual([])
    group.addTo(map)
    expect(group.getLayers()).toHaveLength(places.length)
    expect(drawn(container).length).toBeGreaterThan(0)
  })
})
