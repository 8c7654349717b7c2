import 'server-only'
import { asMedia, imageSource, type ImageSource } from '@/features/media/image'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import type { Playlist, Video } from '@/payload-types'
import { playlistPath } from './gallery-rules'

/** A video as the gallery shows it: its thumbnail is ours (media library) or none (the default image). */
export type GalleryVideo = {
  youtubeId: string
  title: string
  description: string | null
  thumbnail: ImageSource | null
}

export type PlaylistGalleryData = {
  id: number
  slug: string
  title: string
  description: string | null
  main: boolean
  pageSize: number
  videos: GalleryVideo[]
}

const galleryVideo = (video: Video): GalleryVideo => {
  const media = asMedia(video.thumbnail)
  return {
    youtubeId: video.youtubeId,
    title: video.title,
    description: video.description ?? null,
    thumbnail: media ? imageSource(media) : null,
  }
}

const galleryData = (playlist: Playlist): PlaylistGalleryData => ({
  id: playlist.id,
  slug: playlist.slug ?? String(playlist.id),
  title: playlist.title,
  description: playlist.description ?? null,
  main: Boolean(playlist.main),
  pageSize: playlist.pageSize,
  videos: (playlist.videos ?? []).flatMap((video) =>
    typeof video === 'object' ? [galleryVideo(video)] : [],
  ),
})

async function findPlaylist(where: Record<string, unknown>, sort?: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'playlists',
    where: where as never,
    sort,
    limit: 1,
    depth: 2,
    overrideAccess: false,
  })
  return docs[0] ? galleryData(docs[0]) : null
}

/**
 * A playlist with its videos in order, by slug (the gallery's `playlistId`), or null. In memory only:
 * the slug comes from the address or the gallery call.
 */
export const getPlaylist = cachedRead(
  'playlist',
  (slug: string) => findPlaylist({ slug: { equals: slug } }),
  {
    keyedByVisitor: true,
  },
)

/** A playlist by id (a gallery block names its playlist by id). */
export const getPlaylistById = cachedRead('playlist', (id: number) => findPlaylist({ id: { equals: id } }))

/** The playlist /videos shows: the one marked main, else the oldest. */
export const getMainPlaylist = cachedRead('playlist', async () => {
  return (await findPlaylist({ main: { equals: true } })) ?? (await findPlaylist({}, 'createdAt'))
})

/** Every playlist's address and title, for the sitemap and the list of other playlists on /videos. */
export const getPlaylistLinks = cachedRead('playlist-links', async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'playlists',
    select: { slug: true, title: true, main: true, updatedAt: true },
    sort: 'title',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    main: Boolean(doc.main),
    updatedAt: doc.updatedAt,
  }))
})

/** The playlists' addresses (the main one is /videos) and when they last changed, for the sitemap. */
export async function getPlaylistPaths() {
  return (await getPlaylistLinks()).map((link) => ({
    path: playlistPath(link.slug, link.main),
    updatedAt: link.updatedAt,
  }))
}
