import type { CollectionBeforeChangeHook } from 'payload'
import { formatDateTime } from '@/lib/dates'
import { env } from '@/lib/env'
import { fetchThumbnail } from './oembed'

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/**
 * Fills a video's thumbnail from YouTube's oEmbed endpoint when it is saved without one, or when its
 * YouTube id changed and the thumbnail was YouTube's. A thumbnail the editor chose is kept. When YouTube
 * does not answer within 2 s the video keeps no thumbnail (pages show the default image) and the note
 * beside the form says why; the save itself never fails for it.
 */
export const fillThumbnail: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const now = idOf(data.thumbnail)
  const before = idOf(originalDoc?.thumbnail)
  const fetchedBefore = Boolean(originalDoc?.thumbnailFetched)
  const idChanged = operation === 'create' || data.youtubeId !== originalDoc?.youtubeId
  if (now !== null && (operation === 'create' || now !== before)) return { ...data, thumbnailFetched: false }
  if (now !== null && (!idChanged || !fetchedBefore)) return data
  if (typeof data.youtubeId !== 'string') return data

  const thumbnail = await fetchThumbnail(data.youtubeId, env().VIDEO_OEMBED_URL)
  const when = formatDateTime(new Date())
  if ('error' in thumbnail) {
    req.payload.logger.info(
      { youtubeId: data.youtubeId, reason: thumbnail.error },
      'video thumbnail not fetched',
    )
    return {
      ...data,
      thumbnail: null,
      thumbnailFetched: false,
      thumbnailNote: `Échec le ${when} (${thumbnail.error}) : image par défaut.`,
    }
  }
  const { title, ...file } = thumbnail
  const media = await req.payload.create({
    collection: 'media',
    data: { alt: `Miniature de la vidéo « ${data.title ?? title ?? data.youtubeId} »` },
    file,
    req,
    depth: 0,
    overrideAccess: true,
  })
  return {
    ...data,
    thumbnail: media.id,
    thumbnailFetched: true,
    thumbnailNote: `Récupérée de YouTube le ${when}.`,
  }
}
