/**
 * A point shown on the map from its address (`/carte?lat=51.07&lng=2.59&titre=Fête+de+la+mer`): the
 * "Voir sur la carte" link of an event page. The map opens centred on it with a marker of its own.
 * Read in the browser, like the preselected category, so that /carte stays one static page.
 */
export type PinnedPoint = { lat: number; lng: number; title: string }

/** Close enough to see the street and its neighbours. */
export const PINNED_ZOOM = 16
const DEFAULT_TITLE = 'Lieu indiqué'
const MAX_TITLE = 200
const DECIMAL = /^-?\d{1,3}(\.\d{1,10})?$/

/** A plain decimal within [-max, max], else null. (Hand-written: zod would weigh on the map's client code.) */
function coordinate(value: string | null, max: number): number | null {
  const text = value?.trim() ?? ''
  if (!DECIMAL.test(text)) return null
  const number = Number(text)
  return Math.abs(number) <= max ? number : null
}

/** The pinned point of a query string, or null when it has none or its coordinates are not valid. */
export function parsePinned(search: string): PinnedPoint | null {
  const params = new URLSearchParams(search)
  const lat = coordinate(params.get('lat'), 90)
  const lng = coordinate(params.get('lng'), 180)
  if (lat === null || lng === null) return null
  const title = params.get('titre')?.trim() ?? ''
  return { lat, lng, title: title && title.length <= MAX_TITLE ? title : DEFAULT_TITLE }
}

/** The map address that pins a point, for links from other pages. */
export function pinnedMapHref(lat: number, lng: number, title?: string): string {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) })
  if (title?.trim()) params.set('titre', title.trim().slice(0, MAX_TITLE))
  return `/carte?${params}`
}
