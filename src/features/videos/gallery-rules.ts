/**
 * The video gallery's rules and constants (docs/behaviour/video-gallery.md): the options of a gallery,
 * its pages and their tokens, and the timings of the browser's behaviour.
 */
export const GALLERY_ACTION = 'my_embedplus_gallery_page'
/** The purpose of the gallery calls' nonce (src/lib/nonce.ts), made per playlist. */
export const GALLERY_NONCE = 'gallery'

export const PAGE_SIZE = { min: 1, max: 50, default: 6 } as const
export const COLUMNS = { min: 1, max: 6, default: 3 } as const

/** Scroll to the player: 100 px above it, in 500 ms. */
export const SCROLL_OFFSET_PX = 100
export const SCROLL_MS = 500
/** YouTube's iframe API is looked for every second, five times, then autonext gives up quietly. */
export const API_CHECK_MS = 1000
export const API_CHECKS = 5

export const LOAD_FAILED = 'Désolé, une erreur est survenue au chargement de la page suivante.'

/** What a gallery shows and does: the options of a gallery page's request (call 7). */
export type GalleryOptions = {
  playlistId: string
  pageSize: number
  columns: number
  showTitle: boolean
  showPaging: boolean
  autonext: boolean
  thumbplay: boolean
}

export type GalleryPage<T> = {
  items: T[]
  /** 1-based page number. */
  page: number
  pageCount: number
  /** Index of the page's first item in the whole playlist. */
  offset: number
  prevPageToken: string | null
  nextPageToken: string | null
}

/**
 * A page token is the page's number ("2"); the first page may also be asked for with an empty token.
 * YouTube's tokens are opaque: ours are too for the browser, which only sends back what a page gave it.
 */
export function parsePageToken(token: string): number | null {
  if (token === '') return 1
  return /^[1-9]\d{0,4}$/.test(token) ? Number(token) : null
}

/** One page of a playlist, or null when the page does not exist (an empty playlist has one empty page). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): GalleryPage<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null
  const offset = (page - 1) * pageSize
  return {
    items: items.slice(offset, offset + pageSize),
    page,
    pageCount,
    offset,
    prevPageToken: page > 1 ? String(page - 1) : null,
    nextPageToken: page < pageCount ? String(page + 1) : null,
  }
}

/** The address of a playlist's page without script: /videos for the main one, /videos/{slug} otherwise. */
export function playlistPath(slug: string, isMain: boolean, page = 1): string {
  const base = isMain ? '/videos' : `/videos/${slug}`
  return page > 1 ? `${base}/page/${page}` : base
}

/**
 * The no-script page that shows the video at `offset`: those pages use the playlist's own page size,
 * which a gallery block may not share, so the link leads to the page holding the block's next video.
 */
export const pageHolding = (offset: number, playlistPageSize: number) =>
  Math.floor(Math.max(0, offset) / playlistPageSize) + 1

/**
 * What autonext does when a video ends: play the next thumbnail of the page, or load the next page and
 * play its first video, or stop at the end of the playlist.
 */
export function afterVideoEnds(
  currentIndex: number,
  pageLength: number,
  nextPageToken: string | null,
): { kind: 'play'; index: number } | { kind: 'next-page'; token: string } | { kind: 'stop' } {
  if (currentIndex >= 0 && currentIndex + 1 < pageLength) return { kind: 'play', index: currentIndex + 1 }
  if (nextPageToken) return { kind: 'next-page', token: nextPageToken }
  return { kind: 'stop' }
}
