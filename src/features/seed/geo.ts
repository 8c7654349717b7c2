/**
 * A rough model of the coastline around Bray-Dunes, enough to keep generated places on land (or on the
 * beach) rather than in the sea. The shore runs from 51.075 N, 2.49 E to 51.095 N, 2.56 E, then to
 * 51.11 N, 2.60 E; the sea is to the north.
 */
const SHORE: Array<[number, number]> = [
  [2.4, 51.049], // extrapolated westwards, along the same line
  [2.49, 51.075],
  [2.56, 51.095],
  [2.6, 51.11],
  [2.7, 51.1475], // extrapolated eastwards
]

/** Latitude of the shoreline at a longitude (linear between the points above). */
export function shoreLatitude(longitude: number): number {
  for (let i = 1; i < SHORE.length; i++) {
    const [lon1, lat1] = SHORE[i - 1] as [number, number]
    const [lon2, lat2] = SHORE[i] as [number, number]
    if (longitude <= lon2 || i === SHORE.length - 1)
      return lat1 + ((longitude - lon1) * (lat2 - lat1)) / (lon2 - lon1)
  }
  return SHORE[0]![1]
}

/** True when the point is south of the shoreline, that is on land or on the dry beach. */
export const isOnLand = (latitude: number, longitude: number) => latitude < shoreLatitude(longitude)

/** The area the map covers; generated places stay inside it. */
export const AREA = { minLat: 51.05, maxLat: 51.1, minLon: 2.48, maxLon: 2.62 } as const

/** Moves a point back inside the area and south of the shore, keeping its longitude. */
export function clampToLand(latitude: number, longitude: number, margin = 0.0006): [number, number] {
  const lon = Math.min(AREA.maxLon, Math.max(AREA.minLon, longitude))
  const maxLat = Math.min(AREA.maxLat, shoreLatitude(lon) - margin)
  const lat = Math.min(maxLat, Math.max(AREA.minLat, latitude))
  return [Number(lat.toFixed(6)), Number(lon.toFixed(6))]
}
