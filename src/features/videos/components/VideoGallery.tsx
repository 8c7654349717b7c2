import { createNonce } from '@/lib/nonce'
import { NEEDS_CONSENT } from '@/features/consent/categories'
import { FACADE_NOTICE, FALLBACK_THUMBNAIL, PLAYER_SIZES } from '../fallback'
import { FacadeLink } from './FacadeLink'
import { galleryListHtml } from '../gallery-html'
import { GALLERY_NONCE, type GalleryOptions, pageOf } from '../gallery-rules'
import type { PlaylistGalleryData } from '../queries'
import { LazyGalleryPlayer } from './LazyGalleryPlayer'
import './video-gallery.css'

type Props = {
  /** Unique in the page: the list and the player find each other by it. */
  id: string
  playlist: PlaylistGalleryData
  options: GalleryOptions
  /** The page of thumbnails shown first (the no-script pages of /videos show others). */
  page?: number
  headingLevel?: 2 | 3
  /** The gallery opens the page: its first picture is the page's largest image. */
  priority?: boolean
}

/**
 * A video gallery: the current video (a facade until the visitor plays it) above a page of thumbnails and
 * its pager. The list is server HTML (the same as call 7 answers), so it costs the page no script and
 * works without script; GalleryPlayer gives it its behaviour.
 */
export function VideoGallery({ id, playlist, options, page = 1, headingLevel = 2, priority }: Props) {
  const slice = pageOf(playlist.videos, page, options.pageSize)
  if (!slice || slice.items.length === 0) return null
  const firstVideo = slice.items[0]!
  const first = {
    youtubeId: firstVideo.youtubeId,
    title: firstVideo.title,
    index: slice.offset,
    image: firstVideo.thumbnail ?? FALLBACK_THUMBNAIL,
  }
  const Heading = `h${headingLevel}` as const
  return (
    <section className="video-gallery" id={id} aria-labelledby={`${id}-title`}>
      <Heading className="video-gallery__heading" id={`${id}-title`}>
        {playlist.title}
      </Heading>
      <LazyGalleryPlayer
        fallback={
          <div className="video-gallery__stage">
            <div className="video-facade" {...{ [NEEDS_CONSENT]: '' }}>
              <FacadeLink
                youtubeId={first.youtubeId}
                title={first.title}
                image={first.image}
                sizes={PLAYER_SIZES}
                priority={priority}
              />
              <p className="video-facade__notice">{FACADE_NOTICE}</p>
            </div>
          </div>
        }
        galleryId={id}
        first={first}
        options={options}
        nonce={createNonce(GALLERY_NONCE, playlist.slug)}
        priority={priority}
      />
      <div
        className="video-gallery__pages"
        id={`${id}-pages`}
        dangerouslySetInnerHTML={{
          __html: galleryListHtml(playlist, slice, options, slice.offset).toString(),
        }}
      />
    </section>
  )
}
