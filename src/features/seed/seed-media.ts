/**
 * Uploads the demo pictures and the map pins through Payload, which stores them under MEDIA_DIR and makes
 * the resized webp variants. Resizing dominates the seed's time, so pictures go up a few at a time.
 */
import type { Payload } from 'payload'
import { type ImageKey, images } from './images/catalogue'
import { type PictogramName, pinSvg } from './images/pictograms'
import { renderJpeg } from './images/render'

export const SEED_CONTEXT = { disableRevalidate: true } as const

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export type MediaIds = Record<ImageKey, number>

export async function uploadImages(payload: Payload, concurrency = 4): Promise<MediaIds> {
  const ids = await mapLimit(images, concurrency, async (spec) => {
    const data = await renderJpeg(spec)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: spec.alt, credit: 'Illustration Escale' },
      file: { data, mimetype: 'image/jpeg', name: `${spec.key}.jpg`, size: data.length },
      context: SEED_CONTEXT,
      depth: 0,
      // Uploads run side by side; each is a single insert, so no transaction is needed around it.
      disableTransaction: true,
    })
    return [spec.key, doc.id] as const
  })
  return Object.fromEntries(ids) as MediaIds
}

/** Uploads one pin icon (SVG, no resizing): the category's colour and pictogram. */
export async function uploadPin(
  payload: Payload,
  slug: string,
  title: string,
  color: string,
  pictogram: PictogramName,
) {
  const data = Buffer.from(pinSvg(color, pictogram))
  const doc = await payload.create({
    collection: 'media',
    data: { alt: `Marqueur de la catégorie ${title}` },
    file: { data, mimetype: 'image/svg+xml', name: `marqueur-${slug}.svg`, size: data.length },
    context: SEED_CONTEXT,
    depth: 0,
  })
  return doc.id
}
