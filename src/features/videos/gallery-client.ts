import { ajaxUrl } from '@/lib/ajax/client'
import { GALLERY_ACTION, type GalleryOptions } from './gallery-rules'

/** A thumbnail of the gallery's list, as its data attributes describe it. */
export type ThumbVideo = {
  youtubeId: string
  title: string
  index: number
  image: { src: string; srcSet: string; width: number; height: number }
}

export function thumbVideo(link: HTMLElement): ThumbVideo | null {
  const { videoId, title, index, thumb, thumbSrcset, thumbWidth, thumbHeight } = link.dataset
  if (!videoId || !thumb) return null
  return {
    youtubeId: videoId,
    title: title ?? '',
    index: Number(index ?? 0),
    image: { src: thumb, srcSet: thumbSrcset ?? '', width: Number(thumbWidth), height: Number(thumbHeight) },
  }
}

/**
 * Call 7: one page of the gallery's thumbnails (`security` and `options[…]`, form-encoded, as jQuery sends
 * an object). Resolves to the list's HTML; rejects on a network failure or an error answer.
 */
export async function fetchGalleryPage(nonce: string, options: GalleryOptions, pageToken: string) {
  const body = new URLSearchParams({ action: GALLERY_ACTION, security: nonce })
  for (const [name, value] of Object.entries({ ...options, pageToken }))
    body.set(`options[${name}]`, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  const response = await fetch(ajaxUrl(), {
    method: 'POST',
    body,
    credentials: 'same-origin',
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(`gallery page: HTTP ${response.status}`)
  return response.text()
}
