import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EventView } from '@/features/agenda/components/EventView'
import { getEventBySlug, getEventDraftBySlug } from '@/features/agenda/event-queries'
import { asMedia } from '@/features/media/image'
import { previewingEditor } from '@/features/publishing/previewing-editor'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/seo/metadata'
import { env } from '@/lib/env'

// Rendered on first request, then cached until an editor's save expires it, and at most 12 hours: its
// nonces (rating, comments, gallery and weather blocks) stay valid 24 to 48 hours (src/lib/nonce.ts).
export const revalidate = 43200
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

/** The published event, or its latest draft for an editor previewing it. */
async function loadEvent(slug: string) {
  const editor = await previewingEditor()
  return editor ? getEventDraftBySlug(slug, editor) : getEventBySlug(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent((await params).slug)
  if (!event) return NOT_FOUND_METADATA
  return pageMetadata({
    title: event.name,
    description: event.description,
    path: `/agenda/${event.slug}`,
    image: asMedia(event.image),
  })
}

export default async function EventPage({ params }: Props) {
  const event = await loadEvent((await params).slug)
  if (!event) notFound()
  return <EventView event={event} siteUrl={env().SITE_URL} />
}
