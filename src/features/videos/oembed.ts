import { z } from 'zod'
import { youtubeWatchUrl } from './youtube'

/** Every call to the video service has this time limit, the thumbnail's download included (call 10). */
export const OEMBED_TIMEOUT_MS = 2000
const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

const oembedReply = z.object({ thumbnail_url: z.url({ protocol: /^https?$/ }), title: z.string().optional() })

export type Thumbnail = { data: Buffer; mimetype: string; name: string; size: number; title?: string }

/**
 * Call 10: asks the video service's oEmbed endpoint (`url`, `format=json`) for the video's
 * `thumbnail_url`, then downloads that image, both within one 2-second limit. Resolves to the image, or
 * to the reason it could not be had (in French, for the editor).
 */
export async function fetchThumbnail(
  youtubeId: string,
  endpoint: string,
  timeoutMs = OEMBED_TIMEOUT_MS,
): Promise<Thumbnail | { error: string }> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const url = new URL(endpoint)
    url.searchParams.set('url', youtubeWatchUrl(youtubeId))
    url.searchParams.set('format', 'json')
    const answer = await fetch(url, { signal, redirect: 'error' })
    if (!answer.ok) return { error: `le service a répondu ${answer.status}` }
    const parsed = oembedReply.safeParse(await answer.json())
    if (!parsed.success) return { error: 'réponse sans miniature' }
    const image = await fetch(parsed.data.thumbnail_url, { signal, redirect: 'follow' })
    const mimetype = (image.headers.get('content-type') ?? '').split(';')[0].trim()
    if (!image.ok || !IMAGE_TYPES.includes(mimetype)) return { error: 'miniature illisible' }
    if (Number(image.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES)
      return { error: 'miniature trop lourde' }
    const data = Buffer.from(await image.arrayBuffer())
    if (data.length === 0 || data.length > MAX_IMAGE_BYTES) return { error: 'miniature illisible' }
    const extension = mimetype.split('/')[1].replace('jpeg', 'jpg')
    return {
      data,
      mimetype,
      size: data.length,
      name: `miniature-${youtubeId}.${extension}`,
      title: parsed.data.title,
    }
  } catch (error) {
    const name = (error as Error).name
    return {
      error:
        name === 'TimeoutError' || name === 'AbortError' ? 'pas de réponse en 2 s' : 'service injoignable',
    }
  }
}
