import 'server-only'
import { unstable_cache } from 'next/cache'
import { isoDay } from '@/lib/dates'
import { payloadClient } from '@/lib/payload'

/** Noon UTC of today's Paris calendar day: how event days are stored (see collections.ts). */
export const todayAsStored = (now = new Date()) => `${isoDay(now)}T12:00:00.000Z`

/**
 * The next published events that have not ended, soonest first. The day is part of the cache key, so
 * the list moves on by itself at midnight; an editor's save expires it at once through the tag.
 */
const upcomingEvents = unstable_cache(
  async (day: string, limit: number) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'events',
      where: {
        and: [
          { _status: { equals: 'published' } },
          {
            or: [
              { endDate: { greater_than_equal: day } },
              { and: [{ endDate: { exists: false } }, { startDate: { greater_than_equal: day } }] },
            ],
          },
        ],
      },
      sort: 'startDate',
      limit,
      depth: 1,
      select: { name: true, slug: true, startDate: true, endDate: true, hour: true, place: true, image: true },
      overrideAccess: false,
    })
    return docs
  },
  ['upcoming-events'],
  { tags: ['events'], revalidate: 3600 },
)

export const getUpcomingEvents = (limit = 6) => upcomingEvents(todayAsStored(), limit)
export type UpcomingEvent = Awaited<ReturnType<typeof upcomingEvents>>[number]
