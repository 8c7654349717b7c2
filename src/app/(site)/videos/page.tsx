import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/seo/metadata'
import { VideosPage } from '@/features/videos/components/VideosPage'
import { videosRoute } from '@/features/videos/route-params'
import { videosDescription } from '@/features/videos/metadata'

// Rendered on first request, then cached until an editor's save expires it, and at most 12 hours: its
// nonces (rating, comments, gallery and weather blocks) stay valid 24 to 48 hours (src/lib/nonce.ts).
export const revalidate = 43200

export async function generateMetadata(): Promise<Metadata> {
  const route = await videosRoute(null)
  if (!route) return NOT_FOUND_METADATA
  return pageMetadata({ title: 'Vidéos', description: videosDescription(route.playlist), path: route.path })
}

export default async function Videos() {
  const route = await videosRoute(null)
  if (!route) notFound()
  return <VideosPage playlist={route.playlist} page={route.page} />
}
