/** Renders the catalogue's SVG scenes to JPEG buffers with sharp, and draws the map marker icons. */
import sharp from 'sharp'
import { createRandom } from '../random'
import type { ImageSpec } from './catalogue'
import { palettes } from './palettes'
import { scenes } from './scenes'

export function sceneSvg(spec: ImageSpec): string {
  return scenes[spec.scene](palettes[spec.palette], createRandom(`image:${spec.key}`))
}

export async function renderJpeg(spec: ImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(spec)))
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer()
}

/** A map pin in the category colour with a white glyph; served as SVG (the media collection accepts it). */
export function pinSvg(color: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42">
<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${color}" stroke="#ffffff" stroke-width="2"/>
<g fill="#ffffff" stroke="#ffffff">${glyph}</g></svg>`
}

/** Simple white glyphs drawn inside the pin (in a 32 × 32 box centred at 16,15). */
export const glyphs = {
  wave: '<path d="M8 16q2-3 4 0t4 0 4 0 4 0" fill="none" stroke-width="2"/><path d="M8 20q2-3 4 0t4 0 4 0 4 0" fill="none" stroke-width="2"/>',
  fork: '<path d="M11 8v6q0 2 2 2v8h1v-8q2 0 2-2V8M13 8v5M20 8q-2 2-2 6t2 3v7h1V8z" stroke-width="1"/>',
  bed: '<path d="M8 21v-9M8 17h16v4M10 16q0-2 2-2h3v2M16 14h6q2 0 2 2" fill="none" stroke-width="2"/>',
  column:
    '<path d="M9 11l7-4 7 4zM10 12h12M11 13v8M16 13v8M21 13v8M9 22h14" fill="none" stroke-width="1.8"/>',
  sail: '<path d="M15 7v14l-7 0zM17 9l6 12h-6z" stroke-width="0.5"/><path d="M8 23h16" stroke-width="2"/>',
  basket: '<path d="M8 14h16l-2 9H10zM12 14l3-5M20 14l-3-5" fill="none" stroke-width="2"/>',
  info: '<circle cx="16" cy="9" r="1.8"/><path d="M14 13h3v9h2" fill="none" stroke-width="2.2"/>',
} as const

export type GlyphName = keyof typeof glyphs
