/**
 * Marker icons: the category's icon image, or a pin drawn in its colour when it
 * has none, and the simple numbered variant. Every icon is 28 × 40 px with its tip, the anchor, at
 * 14/39 px. Plain options objects here; components/leaflet-icons.ts turns them into Leaflet icons.
 */
import { DEFAULT_COLOR } from './shape'
import type { MapCategory } from './types'

export const ICON_SIZE: [number, number] = [28, 40]
export const ICON_ANCHOR: [number, number] = [14, 39]
/** The popup opens just above the pin's head. */
export const POPUP_ANCHOR: [number, number] = [0, -36]

/** The pin's outline, also drawn by the seed's icon files (src/features/seed/images/pictograms.ts). */
export const PIN_PATH = 'M14 1C6.8 1 1 6.7 1 13.8 1 23.5 14 39 14 39s13-15.5 13-25.2C27 6.7 21.2 1 14 1z'

/** The site's accent (brick red), apart from the category colours; 5.6:1 against white. */
const POINT_COLOR = '#b3401a'

const safeColor = (color: string | null | undefined) =>
  color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_COLOR

const pinSvg = (color: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" focusable="false">` +
  `<path d="${PIN_PATH}" fill="${color}" stroke="#fff" stroke-width="2"/>${inner}</svg>`

const base = { iconSize: ICON_SIZE, iconAnchor: ICON_ANCHOR, popupAnchor: POPUP_ANCHOR }

export type ImageIconOptions = typeof base & {
  kind: 'image'
  key: string
  iconUrl: string
  className: string
}
export type DrawnIconOptions = typeof base & { kind: 'drawn'; key: string; html: string; className: string }
export type IconOptions = ImageIconOptions | DrawnIconOptions

/** The category that styles a place's marker: its sub-category when that has an icon, else its category. */
export function markerCategory(
  main: MapCategory | undefined,
  sub: MapCategory | undefined,
): MapCategory | undefined {
  return sub?.icon || !main ? (sub ?? main) : main
}

/**
 * The icon of a marker. A number gives the numbered variant (a pin in the category's colour with the
 * number in it), whatever the category's icon, so the stops of a numbered walk read in order.
 */
export function iconOptions(category: MapCategory | undefined, number?: number): IconOptions {
  const color = safeColor(category?.color)
  const id = category?.id ?? 'none'
  if (typeof number === 'number' && Number.isFinite(number)) {
    const label = String(Math.trunc(number))
    const size = label.length > 2 ? 9 : 12
    const text =
      `<text x="14" y="18" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" ` +
      `fill="#fff" stroke="#1c2a33" stroke-width="2" paint-order="stroke">${label}</text>`
    return {
      ...base,
      kind: 'drawn',
      key: `${id}#${label}`,
      html: pinSvg(color, text),
      className: 'place-marker place-marker--numbered',
    }
  }
  if (category?.icon)
    return { ...base, kind: 'image', key: `${id}`, iconUrl: category.icon, className: 'place-marker' }
  const dot = '<circle cx="14" cy="14" r="4.5" fill="#fff"/>'
  return {
    ...base,
    kind: 'drawn',
    key: `${id}`,
    html: pinSvg(color, dot),
    className: 'place-marker place-marker--pin',
  }
}

/**
 * The pin of a single point that is not one of the places: the city marker of the city map and the
 * point pinned from an address. Its own colour, so it stands out from the category markers.
 */
export function pointIconOptions(className: string): DrawnIconOptions {
  const dot = '<circle cx="14" cy="14" r="5" fill="#fff"/>'
  return { ...base, kind: 'drawn', key: `point:${className}`, html: pinSvg(POINT_COLOR, dot), className }
}
