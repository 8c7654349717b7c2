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

type Props = { params: Promise<{ page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await videosRoute(null, (await params).page)
  if (!route) return NOT_FOUND_METADATA
  return pageMetadata({
    title: `Vidéos (page ${route.page})`,
    description: videosDescription(route.playlist),
    path: route.path,
  })
}

/** The main playlist's next pages, for visitors without script (the gallery's pager links here). */
export default async function VideosPageN({ params }: Props) {
  const route = await videosRoute(null, (await params).page)
  if (!route) notFound()
  return <VideosPage playlist={route.playlist} page={route.page} />
}
