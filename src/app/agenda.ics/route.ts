import { getFeedEvents } from '@/features/agenda/event-queries'
import { buildIcs, eventToIcs, ICS_HEADERS } from '@/features/agenda/ics'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'

// Rebuilt at most hourly (upcoming events move on with the day), and at once when an editor saves an event.
export const revalidate = 3600

/** The subscribable agenda: every upcoming published event, as an iCalendar feed. */
export async function GET() {
  const [settings, events] = await Promise.all([getSiteSettings(), getFeedEvents()])
  const siteUrl = env().SITE_URL
  const ics = buildIcs({
    name: `Agenda – ${settings.siteName}`,
    description: `Les événements à venir, par ${settings.siteName}.`,
    url: `${siteUrl}/agenda`,
    events: events.map((event) => eventToIcs(event, siteUrl)),
    now: new Date(),
  })
  return new Response(ics, {
    headers: { ...ICS_HEADERS, 'Content-Disposition': 'inline; filename="agenda.ics"' },
  })
}
