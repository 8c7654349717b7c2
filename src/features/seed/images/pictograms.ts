/**
 * The pictograms of the map's demo categories, and the pin files drawn with them at seed time. Each
 * pictogram is drawn with paths and circles only (no text, so nothing in it reads as a word once the
 * file is inlined beside a filter's label) on a 24 × 24 grid, in `currentColor`; the pin sets that
 * colour (white, or dark on a light pin). The pin has the map's own marker shape and size (src/features/map/icons.ts): 28 × 40
 * px, its tip at 14, 39.
 */
import { ICON_SIZE, PIN_PATH } from '@/features/map/icons'

/** A filled shape; `holes` cut its inner sub-paths out (even-odd rule). */
const fill = (d: string, holes = false) =>
  `<path d="${d}" fill="currentColor"${holes ? ' fill-rule="evenodd"' : ''}/>`
/** A line of the drawing. */
const line = (d: string, width = 2.2) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
const dot = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="currentColor"/>`
const ring = (cx: number, cy: number, r: number, width = 2.2) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="currentColor" stroke-width="${width}"/>`

export const pictograms = {
  /** Plages et nature: a sun over the waves. */
  waves: dot(17, 6, 3.2) + line('M2 13.5q2.5-3 5 0t5 0 5 0 5 0') + line('M2 19q2.5-3 5 0t5 0 5 0 5 0'),
  /** Plages: a beach umbrella in the sand. */
  parasol: fill('M2.5 11.5a9.5 8 0 0 1 19 0z') + line('M12 11v9') + line('M4 21.5h16'),
  /** Dunes et réserves: marram grass on a dune. */
  dune: fill('M1 22q6-10 12-7.5t10 7.5z') + line('M12 14V6M12 14 8 8.5M12 14l4-5.5', 2),
  /** Points de vue: binoculars. */
  binoculars:
    fill('M3.5 5.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1V12h-6zM14.5 5.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1V12h-6z') +
    fill('M9 9h6v4H9z') +
    dot(6.5, 16, 4.5) +
    dot(17.5, 16, 4.5),
  /** Restaurants et estaminets: a fork and a knife. */
  cutlery: line('M5 3v5a3 3 0 0 0 6 0V3M8 3v18') + fill('M15.5 2.5c3.2 1.5 4.8 5.5 4.3 10.5H17.3v8.5h-1.8z'),
  /** Estaminets: a beer mug with its foam. */
  beer:
    line(
      'M5.5 9.5v10.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V9.5M15.5 11h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M9 13v5M12 13v5',
    ) + fill('M4 10a3 3 0 0 1 3.6-4.2 3.4 3.4 0 0 1 5.6-.4A3 3 0 0 1 17 10z'),
  /** Friteries: fries in their cone. */
  fries: line('M7.5 10 6.5 3M10.5 10V2M13.5 10l.6-7M16.5 10l1.8-5.5', 2) + fill('M4.5 9h15l-2.8 13H7.3z'),
  /** Restaurants de la mer: a fish. */
  fish:
    fill(
      'M1.5 12c4-6.5 11-7.5 16 0-5 7.5-12 6.5-16 0zM6.5 10.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 1 0 0-2.6z',
      true,
    ) + fill('M16.5 12 22.5 6.5v11z'),
  /** Cafés et salons de thé: a steaming cup on its saucer. */
  cup:
    fill('M3.5 10h13v3.5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6z') +
    line(
      'M16.5 11.5h1.5a2.5 2.5 0 0 1 0 5h-2M2.5 22h16M8 2.5c-1.2 1.5 1.2 2.5 0 4.5M12 2.5c-1.2 1.5 1.2 2.5 0 4.5',
      2,
    ),
  /** Hébergements: a bed with its pillow. */
  bed:
    fill('M1.5 5h2.5v8H22.5v7.5H20V18H4v2.5H1.5z') +
    fill('M5.5 10a1.5 1.5 0 0 1 1.5-1.5h3a1.5 1.5 0 0 1 1.5 1.5v2h-6z') +
    fill('M13 8.5h6a3.5 3.5 0 0 1 3.5 3.5v.5H13z'),
  /** Hôtels: a building with its windows and door. */
  hotel: fill(
    'M4.5 2h15v20h-5.5v-4.5h-4V22H4.5zM7.5 5h3v3h-3zM13.5 5h3v3h-3zM7.5 10.5h3v3h-3zM13.5 10.5h3v3h-3z',
    true,
  ),
  /** Campings: a tent. */
  tent: fill('M12 3 1.5 21.5h21zM12 11.5l-4 10h8z', true) + line('M9.5 2.5 12 5l2.5-2.5', 1.8),
  /** Gîtes et chambres d’hôtes: a house. */
  house: fill('M12 2 1.5 11.5H4.5V22h15V11.5h3zM10 15h4v7h-4z', true),
  /** Culture et patrimoine: a temple front. */
  temple: fill('M12 1.5 2 7.5v2h20v-2zM4 11h3v7.5H4zM10.5 11h3v7.5h-3zM17 11h3v7.5h-3zM2 19.5h20V22H2z'),
  /** Monuments et mémoire: an obelisk on its base. */
  obelisk: fill('M12 1.5 13.8 4.5 15 19h-6l1.2-14.5z') + fill('M5.5 19h13v3h-13z'),
  /** Musées et expositions: a framed landscape. */
  painting:
    fill('M2.5 3.5h19v17h-19zM5 6v12h14V6z', true) + fill('M6 17l4-5 3 3.5 2-2.2 3 3.7z') + dot(15.5, 9, 1.6),
  /** Lieux de spectacle: a theatre mask. */
  mask: fill(
    'M3.5 3h17v8a8.5 8.5 0 0 1-17 0zM6.5 9a2 1.4 0 1 0 4 0 2 1.4 0 1 0-4 0zM13.5 9a2 1.4 0 1 0 4 0 2 1.4 0 1 0-4 0zM7.5 14q4.5 4.5 9 0-4.5 2-9 0z',
    true,
  ),
  /** Sports et loisirs: a sailing boat. */
  sailboat: fill('M11 1.5V15H3.5zM13 4.5 19.5 15H13zM1.5 17h21l-3.5 4.5H5z'),
  /** Glisse et char à voile: a sand yacht, a sail on wheels. */
  sandYacht:
    fill('M11 1.5v13H4.5zM13 3.5 20 14.5h-7z') + line('M2.5 17h19') + dot(5, 20, 2.5) + dot(19, 20, 2.5),
  /** Vélo: a bicycle. */
  bicycle:
    ring(5.5, 16, 4.2, 2) +
    ring(18.5, 16, 4.2, 2) +
    line('M5.5 16H12L9 8.5zM9 8.5h7.5L12 16M16.5 8.5l2 7.5M7.5 6.5h3M15 6h3', 2),
  /** Jeux et loisirs: a kite and its tail. */
  kite: fill('M12 1.5 18.5 9 12 17.5 5.5 9z') + line('M12 17.5c-2.5 1-0.5 3-3 4.5', 2),
  /** Commerces et marchés: a shopping basket. */
  basket:
    fill('M2 9h20l-2.5 12.5h-15zM7.2 12h1.6v6.5H7.2zM11.2 12h1.6v6.5h-1.6zM15.2 12h1.6v6.5h-1.6z', true) +
    line('M6.5 9 10 3M17.5 9 14 3'),
  /** Marchés: a stall under its awning. */
  stall:
    fill(
      'M2.5 2.5h19l1.5 5.5c-1.5 2.4-3.7 2.4-4.6 0-1.2 2.4-3.6 2.4-4.7 0-1.1 2.4-3.5 2.4-4.6 0-1.1 2.4-3.5 2.4-4.6 0-1 2.4-3.5 2.4-4.5 0z',
    ) +
    line('M4 11.5V21.5M20 11.5V21.5') +
    fill('M4 15h16v2.5H4z'),
  /** Produits locaux: a jar of preserves. */
  jar: fill('M6 2h12v3.5H6z') + fill('M5 7h14v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM8 11.5h8v5H8z', true),
  /** Boutiques: a shopping bag. */
  bag: fill('M4 8h16l-1 14H5z') + line('M8.5 10.5V6.5a3.5 3.5 0 0 1 7 0v4'),
  /** Services pratiques: a signpost. */
  signpost: line('M12 2v20') + fill('M3.5 3.5h11l3 3-3 3h-11zM20.5 11.5h-11l-3 3 3 3h11z'),
  /** Information: the "i" of the tourist office. */
  info: ring(12, 12, 10) + dot(12, 7.3, 1.7) + line('M12 11v7', 2.6),
  /** Santé et secours: a cross. */
  cross: fill('M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9z'),
  /** Parkings: the letter P on its square, cut out of the shape. */
  parking: fill(
    'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM8.5 6v12h3v-4h2a4 4 0 0 0 0-8zM11.5 8.6h2a1.7 1.7 0 0 1 0 3.4h-2z',
    true,
  ),
  /** Transports: a bus. */
  bus:
    fill(
      'M5 2.5h14a2 2 0 0 1 2 2V18H3V4.5a2 2 0 0 1 2-2zM5.5 5.5h13V11h-13zM6 14.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0zM15.4 14.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0z',
      true,
    ) + fill('M5 18h3.5v3.5H5zM15.5 18H19v3.5h-3.5z'),
} as const

export type PictogramName = keyof typeof pictograms

const [WIDTH, HEIGHT] = ICON_SIZE
/** The 24-unit grid drawn 15.6 px wide, centred on the pin's head (14, 13.8). */
const GLYPH_TRANSFORM = 'translate(6.2 6) scale(0.65)'

/** Relative luminance of a #rrggbb colour (WCAG's formula). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** White on the pin's colour, or the site's text colour where white would fall below 3:1 (a light pin). */
export function pictogramColor(color: string): string {
  return 1.05 / (luminance(color) + 0.05) >= 3 ? '#ffffff' : '#1c2a33'
}

/**
 * A map pin in the category colour with the pictogram in its head, as one line of markup: no whitespace
 * between the elements, so the inlined file adds no text beside a filter's label.
 */
export function pinSvg(color: string, name: PictogramName): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<path d="${PIN_PATH}" fill="${color}" stroke="#ffffff" stroke-width="2"/>` +
    `<g color="${pictogramColor(color)}" transform="${GLYPH_TRANSFORM}">${pictograms[name]}</g></svg>`
  )
}
