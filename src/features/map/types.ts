/**
 * The compact shapes the map page sends to the browser: categories, places and the city position. Only
 * what the map, its filters and its list need: no Payload document.
 */

/** A place category; a category with a `parent` is a sub-category of it. */
export type MapCategory = {
  id: number
  slug: string
  title: string
  parent: number | null
  /** Marker icon address (a path on this site), or null for the drawn pin. */
  icon: string | null
  /** Marker colour, #rrggbb (default #6b6b6b). */
  color: string
}

/**
 * A map marker: a place with what its marker and the list show. Empty fields are left out. The popup's
 * description comes separately (PlaceDescriptions), so the page's first load stays small at 2,000 places.
 */
export type MapPlace = {
  id: number
  lat: number
  lng: number
  category: number
  subcategory?: number
  title: string
  address?: string
  /** Marks the simple numbered variant of the marker. */
  number?: number
}

/** Map globals: the city position and its configured zoom. */
export type CityPosition = { latitude: number; longitude: number; zoom: number; address?: string | null }

export type MapData = { categories: MapCategory[]; places: MapPlace[] }

/** The popups' descriptions, by place id (served by /carte/fiches.json, fetched once, when needed). */
export type PlaceDescriptions = Record<string, string>

/**
 * A filter layer: the places one checkbox shows. A sub-category is a layer; a main category is also
 * one, for its places that have no sub-category (its `id` is then `c<category id>`).
 */
export type MapLayer = { id: string; category: MapCategory; count: number }

/** A filter group: a main category, its check-all box, and the layers under it. */
export type MapGroup = {
  category: MapCategory
  /** Every layer the group's check-all box toggles. */
  layers: MapLayer[]
  /** The sub-category layers (each with its own checkbox). */
  subLayers: MapLayer[]
  count: number
}
