/**
 * Map tiles: a keyed provider when the site settings hold a token (max zoom
 * 20), else the OpenStreetMap tile server (max zoom 19). Both hosts are allowed by the CSP's img-src.
 * On screens of more than one pixel per CSS pixel (most phones), tiles come at twice the resolution
 * (`detectRetina`: the next zoom level's tiles at half size; Mapbox's `{r}`, `@2x`), so the map reads
 * sharp rather than blurred.
 */
export type TileOptions = {
  url: string
  maxZoom: number
  attribution: string
  tileSize: number
  zoomOffset: number
  detectRetina: boolean
}

/** OpenStreetMap's tile server: one host over HTTP/2 (its a., b. and c. names are no longer advised). */
export const OSM_TILE_ORIGIN = 'https://tile.openstreetmap.org'
export const MAPBOX_ORIGIN = 'https://api.mapbox.com'

/** The origin the tiles come from, for the page to open its connection early. */
export const tileOrigin = (token?: string | null): string => (token?.trim() ? MAPBOX_ORIGIN : OSM_TILE_ORIGIN)

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>'

export function tileOptions(token?: string | null): TileOptions {
  const key = token?.trim()
  if (key) {
    return {
      // Mapbox's raster tiles are 512 px: one zoom level less for the same scale as 256 px tiles.
      url: `${MAPBOX_ORIGIN}/styles/v1/mapbox/streets-v12/tiles/{z}/{x}/{y}{r}?access_token=${encodeURIComponent(key)}`,
      maxZoom: 20,
      attribution: `&copy; <a href="https://www.mapbox.com/about/maps/">Mapbox</a> ${OSM_ATTRIBUTION}`,
      tileSize: 512,
      zoomOffset: -1,
      detectRetina: false,
    }
  }
  return {
    url: `${OSM_TILE_ORIGIN}/{z}/{x}/{y}.png`,
    maxZoom: 19,
    attribution: OSM_ATTRIBUTION,
    tileSize: 256,
    zoomOffset: 0,
    detectRetina: true,
  }
}
