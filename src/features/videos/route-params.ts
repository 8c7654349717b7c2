import 'server-only'
import { COLUMNS, type GalleryOptions, pageOf, playlistPath } from './gallery-rules'
import { getMainPlaylist, getPlaylist, type PlaylistGalleryData } from './queries'

/** The gallery of the /videos pages: the playlist's own page size, titles and pager, no autonext. */
export const pageOptions = (playlist: PlaylistGalleryData): GalleryOptions => ({
  playlistId: playlist.slug,
  pageSize: playlist.pageSize,
  columns: COLUMNS.default,
  showTitle: true,
  showPaging: true,
  autonext: false,
  thumbplay: true,
})

/** "2" → 2; "1", "01", "x" → null (page 1 has no /page/1 address). */
export const pageNumber = (raw: string | undefined) =>
  raw === undefined ? 1 : /^[1-9]\d{0,4}$/.test(raw) && raw !== '1' ? Number(raw) : null

/**
 * Reads /videos[/page/N] (the main playlist) and /videos/{slug}[/page/N]: the playlist and page shown,
 * with the page's canonical path, or null for an address that shows nothing (404).
 */
export async function videosRoute(slug: string | null, rawPage?: string) {
  const page = pageNumber(rawPage)
  if (page === null) return null
  const playlist = slug === null ? await getMainPlaylist() : await getPlaylist(slug)
  if (!playlist || !pageOf(playlist.videos, page, playlist.pageSize)) return null
  return { playlist, page, path: playlistPath(playlist.slug, playlist.main, page) }
}
