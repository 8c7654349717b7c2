import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { getSiteSettings } from '@/features/site/queries'
import { toDescriptions, toMapCategory, toMapPlace } from './shape'
import type { CityPosition, MapData, MapPlace, PlaceDescriptions } from './types'

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/**
 * Every place and place category as the map's compact JSON. Cached until an editor saves a place, a
 * category or an icon (see READS). The selects keep the database read and the cache entry small at
 * 2,000 places.
 */
export const getMapData = cachedRead('map-data', async (): Promise<MapData> => {
  const payload = await payloadClient()
  const [categories, places] = await Promise.all([
    payload.find({
      collection: 'place-categories',
      sort: ['menuOrder', 'title'],
      pagination: false,
      depth: 1,
      select: { title: true, slug: true, parent: true, icon: true, color: true },
      // Only what the icon address needs (Payload builds `url` from the file name).
      populate: { media: { url: true, filename: true }, 'place-categories': { slug: true } },
      overrideAccess: false,
    }),
    payload.find({
      collection: 'places',
      pagination: false,
      depth: 0,
      select: {
        title: true,
        latitude: true,
        longitude: true,
        category: true,
        subcategory: true,
        address: true,
        number: true,
      },
      overrideAccess: false,
    }),
  ])
  return {
    categories: categories.docs.map(toMapCategory),
    // French order for the list (the database sorts accented titles after Z).
    places: places.docs
      .map(toMapPlace)
      .filter((place): place is MapPlace => place !== null)
      .sort((a, b) => collator.compare(a.title, b.title)),
  }
})

/** The popups' descriptions (the largest text of the places: kept out of the page, see types.ts). */
export const getPlaceDescriptions = cachedRead('map-descriptions', async (): Promise<PlaceDescriptions> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'places',
    pagination: false,
    depth: 0,
    select: { description: true },
    overrideAccess: false,
  })
  return toDescriptions(docs)
})

export type MapSettings = { city: CityPosition; tileToken: string | null }

/** The map globals of the site settings: the city position and the tile provider's token. */
export async function getMapSettings(): Promise<MapSettings> {
  const settings = await getSiteSettings()
  const city = settings.city
  return {
    city: {
      latitude: city.latitude,
      longitude: city.longitude,
      zoom: city.zoom,
      address: city.address ?? null,
    },
    tileToken: settings.mapTileToken?.trim() || null,
  }
}
