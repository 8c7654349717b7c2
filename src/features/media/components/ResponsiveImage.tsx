import { asMedia, imageSource } from '../image'

type Props = {
  media: unknown
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string
  className?: string
  priority?: boolean
}

/** An uploaded image with srcset and explicit dimensions; lazy unless it is above the fold. */
export function ResponsiveImage({ media, sizes, className, priority = false }: Props) {
  const doc = asMedia(media)
  const source = doc && imageSource(doc)
  if (!source) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already makes the sizes; next/image would resize again.
    <img
      className={className}
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={source.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
