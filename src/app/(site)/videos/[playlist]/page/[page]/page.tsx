import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/seo/metadata'
import { VideosPage } from '@/features/videos/components/VideosPage'
import { videosRoute } from '@/features/videos/route-params'
import { videosDescription } from '@/features/videos/metadata'

// Rendered on first request, then cached until an editor's save expires it, and at most 12 hours: its
// nonces (rating, comments, gallery and weather blocks) stay valid 24 to 48 hours (src/lib/nonce.ts).
export const revalidate = 43200
export const generateStaticParams = () => []

type Props = { params: Promise<{ playlist: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { playlist, page } = await params
  const route = await videosRoute(playlist, page)
  if (!route) return NOT_FOUND_METADATA
  return pageMetadata({
    title: `Vidéos : ${route.playlist.title} (page ${route.page})`,
    description: videosDescription(route.playlist),
    path: route.path,
  })
}

/** A playlist's next pages, for visitors without script. */
export default async function PlaylistPageN({ params }: Props) {
  const { playlist, page } = await params
  const route = await videosRoute(playlist, page)
  if (!route) notFound()
  return <VideosPage playlist={route.playlist} page={route.page} />
}
