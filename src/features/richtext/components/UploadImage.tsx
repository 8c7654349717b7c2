import type { Media } from '@/payload-types'
import { relativeUrl } from '../links'

type Variant = { url?: string | null; width?: number | null; height?: number | null }
const complete = (variant: Variant | undefined): variant is { url: string; width: number; height: number } =>
  Boolean(variant?.url && variant.width && variant.height)

/**
 * An image uploaded into rich text: responsive (srcset over the thumbnail/card/large sizes), with explicit
 * width and height so nothing shifts, lazily loaded, inside a link to the large image (the article
 * overlay hooks into those links). Svg files are shown as they are (the svg-inline feature inlines them).
 */
export function UploadImage({
  media,
  alt,
  siteUrl,
}: {
  media: Media
  alt?: string | null
  siteUrl?: string
}) {
  const url = (value: string) => relativeUrl(value, siteUrl)
  const original: Variant = { url: media.url, width: media.width, height: media.height }
  const text = alt ?? media.alt ?? ''
  if (!media.url) return null
  if (!media.mimeType?.startsWith('image/')) {
    return (
      <a href={url(media.url)} rel="noopener">
        {media.filename ?? text}
      </a>
    )
  }
  const sizes = media.sizes ?? {}
  const variants = [sizes.thumbnail, sizes.card, sizes.large].filter(complete)
  const shown = [sizes.card, sizes.large, sizes.thumbnail, original].find(complete)
  const full = [sizes.large, original].find(complete) ?? shown
  const caption = [media.caption, media.credit && `© ${media.credit}`].filter(Boolean).join(' ')
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already made the sizes; next/image would redo it
    <img
      src={url(shown?.url ?? media.url)}
      srcSet={variants.length > 1 ? variants.map((v) => `${url(v.url)} ${v.width}w`).join(', ') : undefined}
      sizes={variants.length > 1 ? '(min-width: 50rem) 46rem, 100vw' : undefined}
      width={shown?.width}
      height={shown?.height}
      alt={text}
      loading="lazy"
      decoding="async"
    />
  )
  const isSvg = media.mimeType === 'image/svg+xml'
  return (
    <figure className="prose-figure">
      {isSvg || !full ? (
        image
      ) : (
        <a href={url(full.url)} className="prose-image-link" data-overlay="image">
          {image}
        </a>
      )}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
