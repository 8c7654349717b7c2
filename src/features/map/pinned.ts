/**
 * A point shown on the map from its address (`/carte?lat=51.07&lng=2.59&titre=Fête+de+la+mer`): the
 * "Voir sur la carte" link of an event page. The map opens centred on it with a marker of its own.
 * Read in the browser, like the preselected category, so that /carte stays one static page.
 */
import { z } from 'zod'

export type PinnedPoint = { lat: number; lng: number; title: string }

/** Close enough to see the street and its neighbours. */
export const PINNED_ZOOM = 16
const DEFAULT_TITLE = 'Lieu indiqué'

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max))

const schema = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  titre: z.string().trim().max(200).optional().catch(undefined),
})

/** The pinned point of a query string, or null when it has none or its coordinates are not valid. */
export function parsePinned(search: string): PinnedPoint | null {
  const params = new URLSearchParams(search)
  const parsed = schema.safeParse({
    lat: params.get('lat') ?? undefined,
    lng: params.get('lng') ?? undefined,
    titre: params.get('titre') ?? undefined,
  })
  if (!parsed.success) return null
  return { lat: parsed.data.lat, lng: parsed.data.lng, title: parsed.data.titre || DEFAULT_TITLE }
}

/** The map address that pins a point, for links from other pages. */
export function pinnedMapHref(lat: number, lng: number, title?: string): string {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng) })
  if (title?.trim()) params.set('titre', title.trim().slice(0, 200))
  return `/carte?${params}`
}
