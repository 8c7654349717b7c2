import { html, type SafeHtml } from '@/lib/html'
import { FALLBACK_THUMBNAIL } from './fallback'
import { type GalleryOptions, type GalleryPage, pageHolding, playlistPath } from './gallery-rules'
import type { GalleryVideo, PlaylistGalleryData } from './queries'
import { youtubeWatchUrl } from './youtube'

const sizes = (columns: number) =>
  `(max-width: 640px) ${columns > 1 ? 50 : 100}vw, ${Math.ceil(1200 / columns)}px`

function thumbnail(video: GalleryVideo, index: number, options: GalleryOptions, current: boolean): SafeHtml {
  const image = video.thumbnail ?? FALLBACK_THUMBNAIL
  return html`<li class="video-gallery__item"><a class="video-gallery__thumb" href="${youtubeWatchUrl(video.youtubeId)}"${current ? html` aria-current="true"` : ''} data-video-id="${video.youtubeId}" data-index="${index}" data-title="${video.title}" data-thumb="${image.src}" data-thumb-srcset="${image.srcSet}" data-thumb-width="${image.width}" data-thumb-height="${image.height}"><img class="video-gallery__image" src="${image.src}"${image.srcSet ? html` srcset="${image.srcSet}" sizes="${sizes(options.columns)}"` : ''} width="${image.width}" height="${image.height}" alt="" loading="lazy" decoding="async"><span class="video-gallery__title${options.showTitle ? '' : ' visually-hidden'}">${video.title}</span></a></li>`
}

function pageLink(kind: 'prev' | 'next', token: string | null, href: string): SafeHtml {
  // « Page » is read everywhere but not shown on phones, where « Page précédente » would wrap.
  const label = html`<span class="video-gallery__page-word">Page </span>${kind === 'prev' ? 'précédente' : 'suivante'}`
  const arrow = kind === 'prev' ? html`<span aria-hidden="true">←</span> ` : ''
  const after = kind === 'next' ? html` <span aria-hidden="true">→</span>` : ''
  if (!token)
    return html`<span class="video-gallery__page video-gallery__page--${kind}" aria-disabled="true">${arrow}${label}${after}</span>`
  return html`<a class="video-gallery__page video-gallery__page--${kind}" href="${href}" rel="${kind}" data-page-token="${token}">${arrow}${label}${after}</a>`
}

/**
 * One page of a gallery's thumbnails with its pager: the answer of call 7 and, on the page itself, the
 * list the server renders first. Without script the thumbnails are links to the videos and the pager's
 * buttons are links to the playlist's pages (/videos/…/page/N), which use the playlist's own page size.
 */
export function galleryListHtml(
  playlist: Pick<PlaylistGalleryData, 'slug' | 'main' | 'pageSize' | 'title'>,
  slice: GalleryPage<GalleryVideo>,
  options: GalleryOptions,
  /** The index (in the playlist) of the current video, marked in the list. */
  currentIndex?: number,
): SafeHtml {
  const hrefOf = (offset: number) =>
    playlistPath(playlist.slug, playlist.main, pageHolding(offset, playlist.pageSize))
  const items = slice.items.map((video, index) =>
    thumbnail(video, slice.offset + index, options, slice.offset + index === currentIndex),
  )
  const pager = options.showPaging
    ? html`<nav class="video-gallery__pager" aria-label="Pages de la playlist « ${playlist.title} »">${pageLink('prev', slice.prevPageToken, hrefOf(slice.offset - options.pageSize))}<span class="video-gallery__page-number">Page ${slice.page} sur ${slice.pageCount}</span>${pageLink('next', slice.nextPageToken, hrefOf(slice.offset + options.pageSize))}</nav>`
    : ''
  return html`<div class="video-gallery__list" data-page="${slice.page}" data-page-count="${slice.pageCount}" data-next-page-token="${slice.nextPageToken ?? ''}" data-prev-page-token="${slice.prevPageToken ?? ''}"><ul class="video-gallery__thumbs" style="--video-gallery-columns: ${options.columns}">${items}</ul>${pager}</div>`
}
