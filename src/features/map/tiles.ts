/**
 * Map tiles: a keyed provider when the site settings hold a token (max zoom
 * 20), else the OpenStreetMap tile server (max zoom 19). Both hosts are allowed by the CSP's img-src.
 */
export type TileOptions = {
  url: string
  maxZoom: number
  attribution: string
  tileSize: number
  zoomOffset: number
  subdomains: string
}

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>'

export function tileOptions(token?: string | null): TileOptions {
  const key = token?.trim()
  if (key) {
    return {
      // Mapbox's raster tiles are 512 px: one zoom level less for the same scale as 256 px tiles.
      url: `https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/{z}/{x}/{y}?access_token=${encodeURIComponent(key)}`,
      maxZoom: 20,
      attribution: `&copy; <a href="https://www.mapbox.com/about/maps/">Mapbox</a> ${OSM_ATTRIBUTION}`,
      tileSize: 512,
      zoomOffset: -1,
      subdomains: 'abc',
    }
  }
  return {
    url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    maxZoom: 19,
    attribution: OSM_ATTRIBUTION,
    tileSize: 256,
    zoomOffset: 0,
    subdomains: 'abc',
  }
}
