/**
 * Where the map looks (docs/behaviour/map.md): the initial view is the
 * city position at one zoom level less than configured; focus buttons recentre on the whole view, the
 * town centre, or the places of a main category.
 */
import { layerOf } from './shape'
import type { CityPosition, MapGroup, MapPlace } from './types'

export type View = { lat: number; lng: number; zoom: number }
export type FocusTarget = View & { label: string }

const round = (value: number) => Math.round(value * 1e5) / 1e5
const clampZoom = (zoom: number) => Math.min(18, Math.max(1, Math.round(zoom)))

export const initialView = (city: CityPosition): View => ({
  lat: city.latitude,
  lng: city.longitude,
  zoom: clampZoom(city.zoom - 1),
})

/** The farthest out the map zooms: two levels beyond the initial view (the coast, not the world). */
export const minZoom = (city: CityPosition) => Math.max(1, initialView(city).zoom - 2)

/** Mercator y of a latitude, in the units of a 256 px world at zoom 0 divided by 256. */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI)

/** The highest zoom at which the box fits a nominal 600 × 400 px map (phones see a bit less). */
export function zoomToFit(south: number, west: number, north: number, east: number, max = 16): number {
  const width = Math.max(east - west, 1e-6) / 360
  const height = Math.max(mercatorY(north) - mercatorY(south), 1e-6)
  const zoom = Math.floor(Math.log2(Math.min(600 / (256 * width), 400 / (256 * height))))
  return Math.min(max, clampZoom(zoom))
}

function viewOf(places: MapPlace[]): View | null {
  if (places.length === 0) return null
  const lats = places.map((place) => place.lat)
  const lngs = places.map((place) => place.lng)
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ]
  return {
    lat: round((south + north) / 2),
    lng: round((west + east) / 2),
    zoom: zoomToFit(south, west, north, east),
  }
}

/** The focus buttons: the whole view, the town centre, then the first main categories that have places. */
export function focusTargets(
  city: CityPosition,
  groups: MapGroup[],
  places: MapPlace[],
  categories = 4,
): FocusTarget[] {
  const start = initialView(city)
  const targets: FocusTarget[] = [
    { label: 'Vue d’ensemble', ...start },
    { label: 'Centre-ville', lat: city.latitude, lng: city.longitude, zoom: clampZoom(city.zoom + 2) },
  ]
  for (const group of groups) {
    if (targets.length >= categories + 2) break
    const ids = new Set(group.layers.map((layer) => layer.id))
    const view = viewOf(places.filter((place) => ids.has(layerOf(place))))
    if (view) targets.push({ label: group.category.title, ...view, zoom: Math.max(minZoom(city), view.zoom) })
  }
  return targets
}
