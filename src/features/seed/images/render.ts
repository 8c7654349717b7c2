/** Renders the catalogue's SVG scenes to JPEG buffers with sharp (the map's pins: pictograms.ts). */
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
