import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { isoDay } from '@/lib/dates'
import { toAgendaEvent } from './agenda-event'
import { agendaWhere, publishedNotEnded, type AgendaFilters } from './filters'
import { payloadClient } from '@/lib/payload'

/** Noon UTC of today's Paris calendar day: how event days are stored (see collections.ts). */
export const todayAsStored = (now = new Date()) => `${isoDay(now)}T12:00:00.000Z`

/** The fields of an event every list of events shows: its name and link, its dates and place. */
export const WHAT_WHEN_WHERE = {
  name: true,
  slug: true,
  startDate: true,
  endDate: true,
  hour: true,
  place: true,
} as const

/**
 * The next published events that have not ended, soonest first. The day is part of the cache key, so
 * the list moves on by itself at midnight; an editor's save expires it at once through the tag.
 */
const upcomingEvents = cachedRead(
  'upcoming-events',
  async (day: string, limit: number) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'events',
      where: publishedNotEnded(day),
      sort: 'startDate',
      limit,
      depth: 1,
      select: { ...WHAT_WHEN_WHERE, image: true },
      overrideAccess: false,
    })
    return docs
  },
  { revalidate: 3600 },
)

export const getUpcomingEvents = (limit = 6) => upcomingEvents(todayAsStored(), limit)
export type UpcomingEvent = Awaited<ReturnType<typeof upcomingEvents>>[number]

/** Every event category as the agenda's `available_categories`: key (slug) → label, in label order. */
export const getEventCategories = cachedRead('event-categories', async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'event-categories',
    sort: 'title',
    pagination: false,
    depth: 0,
    select: { title: true, slug: true },
  })
  return docs.map((doc) => ({ id: doc.id, key: doc.slug ?? String(doc.id), label: doc.title }))
})

/**
 * One page of the agenda for the given filters (see filters.ts for what they mean). In memory only: the
 * filters are the visitor's, without bound.
 */
export const findAgendaEvents = cachedRead(
  'agenda-events',
  async (filters: AgendaFilters, today: string) => {
    const categories = await getEventCategories()
    const known = categories
      .filter((category) => filters.category.includes(category.key))
      .map((category) => category.id)
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'events',
      where: agendaWhere(filters, today, known.length > 0 ? known : null),
      sort: ['startDate', 'name'],
      page: filters.page,
      limit: filters.limit,
      depth: 1,
      select: {
        name: true,
        slug: true,
        image: true,
        startDate: true,
        endDate: true,
        hour: true,
        price: true,
        place: true,
        site: true,
      },
      overrideAccess: false,
    })
    const now = new Date(`${today}T12:00:00.000Z`)
    return {
      events: result.docs.map((doc) => toAgendaEvent(doc, now)),
      events_count: result.totalDocs,
      available_categories: Object.fromEntries(categories.map((category) => [category.key, category.label])),
    }
  },
  { keyedByVisitor: true, revalidate: 3600 },
)

export type AgendaReply = Awaited<ReturnType<typeof findAgendaEvents>>
