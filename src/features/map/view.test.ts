import { describe, expect, it } from 'vitest'
import { categories, places } from './fixtures'
import { toMapGroups } from './shape'
import { tileOptions, tileOrigin } from './tiles'
import { focusTargets, initialView, minZoom, zoomToFit } from './view'

const city = { latitude: 51.08, longitude: 2.58, zoom: 13 }

describe('the initial view from the city position', () => {
  it('starts at the city position, one zoom level below the configured one', () => {
    expect(initialView(city)).toEqual({ lat: 51.08, lng: 2.58, zoom: 12 })
  })
})

describe('focus buttons', () => {
  it('offer the whole view, the town centre and the main categories, each with a position and zoom', () => {
    const targets = focusTargets(city, toMapGroups(categories, places), places)
    expect(targets.map((target) => target.label)).toEqual([
      'Vue d’ensemble',
      'Centre-ville',
      'Nature',
      'Restaurants',
    ])
    expect(targets[1]).toMatchObject({ lat: 51.08, lng: 2.58, zoom: 15 })
    // Nature spans 51.07–51.085 N and 2.50–2.54 E: centred on that box.
    expect(targets[2]).toMatchObject({ lat: 51.0775, lng: 2.52 })
    expect(targets[2]!.zoom).toBeGreaterThanOrEqual(12)
  })

  it('never asks for a zoom beyond the map’s minimum', () => {
    const far = [...places, { id: 99, lat: 50.5, lng: 3.5, category: 4, title: 'Lille' }]
    const targets = focusTargets(city, toMapGroups(categories, far), far)
    expect(targets.find((target) => target.label === 'Restaurants')!.zoom).toBe(minZoom(city))
    expect(minZoom(city)).toBe(10)
  })

  it('zooms out for a wider box and caps a single point', () => {
    expect(zoomToFit(51.05, 2.48, 51.1, 2.62)).toBeLessThan(zoomToFit(51.07, 2.5, 51.08, 2.52))
    expect(zoomToFit(51.07, 2.5, 51.07, 2.5)).toBe(16)
  })
})

describe('tiles', () => {
  it('use OpenStreetMap without a token (max zoom 19), with attribution', () => {
    const options = tileOptions(null)
    expect(options.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(options.maxZoom).toBe(19)
    expect(options.detectRetina, 'the next level at half size on high-density screens').toBe(true)
    expect(tileOrigin(null)).toBe('https://tile.openstreetmap.org')
    expect(options.attribution).toContain('OpenStreetMap')
  })

  it('use the keyed provider when a token is set (max zoom 20)', () => {
    const options = tileOptions(' pk.abc ')
    expect(options.url).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/{z}/{x}/{y}{r}?access_token=pk.abc',
    )
    expect(options.maxZoom).toBe(20)
    expect(options.detectRetina, 'its own @2x tiles instead').toBe(false)
    expect(tileOrigin(' pk.abc ')).toBe('https://api.mapbox.com')
    expect(options.attribution).toContain('Mapbox')
    expect(tileOptions('   ').maxZoom).toBe(19)
  })
})
