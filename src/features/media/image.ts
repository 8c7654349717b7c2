import type { Media } from '@/payload-types'

export type ImageSource = { src: string; width: number; height: number; alt: string; srcSet: string }

/** Payload may give a relation as an id (not populated) or as the document. */
export const asMedia = (value: unknown): Media | null =>
  value && typeof value === 'object' && 'url' in value ? (value as Media) : null

/**
 * Payload builds media URLs from the configured server URL; on our own pages a path is enough and keeps
 * working whatever host the visitor used.
 */
export const mediaPath = (url: string) => url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/)/, '')

/**
 * The `img` attributes for a media document: the original as src (with its real size, so the browser
 * reserves the space: no layout shift) and every generated width in srcset.
 */
export function imageSource(media: Media): ImageSource | null {
  if (!media.url || !media.width || !media.height) return null
  const candidates = Object.values(media.sizes ?? {})
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .map((size) => `${mediaPath(size.url)} ${size.width}w`)
  candidates.push(`${mediaPath(media.url)} ${media.width}w`)
  return {
    src: mediaPath(media.url),
    width: media.width,
    height: media.height,
    alt: media.alt,
    srcSet: candidates.join(', '),
  }
}
