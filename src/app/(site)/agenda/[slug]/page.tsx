import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EventView } from '@/features/agenda/components/EventView'
import { getEventBySlug } from '@/features/agenda/event-queries'
import { asMedia } from '@/features/media/image'
import { env } from '@/lib/env'

// Like the article page: rendered on first visit, then cached until an editor's save revalidates it.
export const revalidate = false
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

const summary = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > 160 ? `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…` : flat || undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEventBySlug((await params).slug)
  if (!event) return {}
  const media = asMedia(event.image)
  const images = media?.url
    ? [{ url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt: media.alt }]
    : []
  const description = summary(event.description)
  return {
    title: event.name,
    description,
    alternates: { canonical: `/agenda/${event.slug}` },
    openGraph: {
      type: 'website',
      locale: 'fr_FR',
      title: event.name,
      description,
      url: `/agenda/${event.slug}`,
      images,
    },
    twitter: { card: images.length ? 'summary_large_image' : 'summary', title: event.name, description },
  }
}

export default async function EventPage({ params }: Props) {
  const event = await getEventBySlug((await params).slug)
  if (!event) notFound()
  return <EventView event={event} siteUrl={env().SITE_URL} />
}
