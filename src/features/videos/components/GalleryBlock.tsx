import type { VideoGalleryBlockFields } from '@/payload-types'
import { PAGE_SIZE } from '../gallery-rules'
import { getPlaylistById } from '../queries'
import { VideoGallery } from './VideoGallery'

/**
 * A gallery block an editor placed in a page or an article: its playlist (read with its videos, tagged
 * with them) and the options chosen in the block. A playlist deleted since shows nothing.
 */
export async function GalleryBlock({ fields }: { fields: VideoGalleryBlockFields }) {
  const playlistId = typeof fields.playlist === 'object' ? fields.playlist?.id : fields.playlist
  const playlist = typeof playlistId === 'number' ? await getPlaylistById(playlistId) : null
  if (!playlist) return null
  return (
    <VideoGallery
      id={`galerie-${fields.id ?? playlist.slug}`}
      playlist={playlist}
      headingLevel={3}
      options={{
        playlistId: playlist.slug,
        pageSize: fields.pageSize ?? playlist.pageSize ?? PAGE_SIZE.default,
        columns: fields.columns,
        showTitle: fields.showTitle ?? true,
        showPaging: fields.showPaging ?? true,
        autonext: fields.autonext ?? false,
        thumbplay: fields.thumbplay ?? true,
      }}
    />
  )
}
