/**
 * Turns Payload documents into the map's compact JSON, and the categories into filter groups. Pure
 * (no Payload, no Leaflet), shared by the server query and the browser.
 */
import type { Place, PlaceCategory } from '@/payload-types'
import { mediaPath } from '@/features/media/image'
import type { MapCategory, MapGroup, MapLayer, MapPlace, PlaceDescriptions } from './types'

export const DEFAULT_COLOR = '#6b6b6b'

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? Number(value.id)
      : null

/** The fields the query selects (shape.test.ts builds them by hand). */
export type CategoryDoc = Pick<PlaceCategory, 'id' | 'title' | 'slug' | 'parent' | 'icon' | 'color'>
export type PlaceDoc = Pick<
  Place,
  | 'id'
  | 'title'
  | 'latitude'
  | 'longitude'
  | 'category'
  | 'subcategory'
  | 'description'
  | 'address'
  | 'number'
>

const iconUrl = (icon: PlaceCategory['icon']) =>
  icon && typeof icon === 'object' && icon.url ? mediaPath(icon.url) : null

export function toMapCategory(doc: CategoryDoc): MapCategory {
  return {
    id: doc.id,
    slug: doc.slug || String(doc.id),
    title: doc.title,
    parent: idOf(doc.parent),
    icon: iconUrl(doc.icon),
    color: doc.color && /^#[0-9a-f]{6}$/i.test(doc.color) ? doc.color : DEFAULT_COLOR,
  }
}

/** Five decimals are about a metre: enough for a marker, and fewer bytes per place. */
const coordinate = (value: number) => Math.round(value * 1e5) / 1e5

export function toMapPlace(doc: Omit<PlaceDoc, 'description'>): MapPlace | null {
  const category = idOf(doc.category)
  if (category === null || !Number.isFinite(doc.latitude) || !Number.isFinite(doc.longitude)) return null
  const place: MapPlace = {
    id: doc.id,
    lat: coordinate(doc.latitude),
    lng: coordinate(doc.longitude),
    category,
    title: doc.title,
  }
  const subcategory = idOf(doc.subcategory)
  if (subcategory !== null) place.subcategory = subcategory
  if (doc.address?.trim()) place.address = doc.address.trim()
  if (typeof doc.number === 'number') place.number = doc.number
  return place
}

/** The non-empty descriptions, by place id. */
export function toDescriptions(docs: Array<Pick<PlaceDoc, 'id' | 'description'>>): PlaceDescriptions {
  const descriptions: PlaceDescriptions = {}
  for (const doc of docs) if (doc.description?.trim()) descriptions[doc.id] = doc.description.trim()
  return descriptions
}

/** The layer a place belongs to: its sub-category, or its main category's own layer. */
export const layerOf = (place: Pick<MapPlace, 'category' | 'subcategory'>) =>
  place.subcategory !== undefined ? String(place.subcategory) : `c${place.category}`

/**
 * One group per main category, in the editors' order, with the sub-categories under it. A category's
 * own layer (places without a sub-category) exists only when it has such places or no sub-category,
 * so a check-all box never waits on an empty layer. Places of unknown categories are left out.
 */
export function toMapGroups(categories: MapCategory[], places: MapPlace[]): MapGroup[] {
  const counts = new Map<string, number>()
  for (const place of places) counts.set(layerOf(place), (counts.get(layerOf(place)) ?? 0) + 1)
  const layer = (id: string, category: MapCategory): MapLayer => ({
    id,
    category,
    count: counts.get(id) ?? 0,
  })
  return categories
    .filter((category) => category.parent === null)
    .map((main) => {
      const subLayers = categories
        .filter((sub) => sub.parent === main.id)
        .map((sub) => layer(String(sub.id), sub))
      const own = layer(`c${main.id}`, main)
      const layers = own.count > 0 || subLayers.length === 0 ? [own, ...subLayers] : subLayers
      return { category: main, layers, subLayers, count: layers.reduce((sum, item) => sum + item.count, 0) }
    })
}

/** Keeps only the places whose layer exists: a place of an unknown or deleted category is not shown. */
export function placesInGroups(groups: MapGroup[], places: MapPlace[]): MapPlace[] {
  const known = new Set(groups.flatMap((group) => group.layers.map((item) => item.id)))
  return places.filter((place) => known.has(layerOf(place)))
}

/** The places of each layer, in the order given (Map.groupBy needs Node 21). */
export function placesByLayer(places: MapPlace[]): Map<string, MapPlace[]> {
  const byLayer = new Map<string, MapPlace[]>()
  for (const place of places) {
    const id = layerOf(place)
    const list = byLayer.get(id)
    if (list) list.push(place)
    else byLayer.set(id, [place])
  }
  return byLayer
}
