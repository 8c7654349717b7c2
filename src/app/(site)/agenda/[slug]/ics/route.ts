import { getEventBySlug } from '@/features/agenda/event-queries'
import { buildIcs, eventToIcs, ICS_HEADERS } from '@/features/agenda/ics'
import { env } from '@/lib/env'

/** "Ajouter à mon agenda": one event as an iCalendar file. The query is cached until an event is saved. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const event = await getEventBySlug(slug)
  if (!event)
    return new Response('Événement introuvable.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const ics = buildIcs({ name: event.name, events: [eventToIcs(event, env().SITE_URL)], now: new Date() })
  return new Response(ics, {
    headers: {
      ...ICS_HEADERS,
      'Content-Disposition': `attachment; filename="${slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
