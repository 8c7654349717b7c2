import 'server-only'
import type { TypedUser } from 'payload'
import { publishedAnd } from '@/lib/access'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { latestVersionBySlug } from '@/features/publishing/latest-version'
import { publishedNotEnded } from './filters'
import { todayAsStored, WHAT_WHEN_WHERE } from './queries'

/**
 * A published event by slug (drafts and unknown slugs: null), with its image and categories. In memory
 * only: any slug can be asked for.
 */
export const getEventBySlug = cachedRead(
  'event-by-slug',
  async (slug: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'events',
      where: publishedAnd({ slug: { equals: slug } }),
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  { keyedByVisitor: true },
)

/** The latest version of an event, draft or published, for the editor previewing it (never cached). */
export const getEventDraftBySlug = (slug: string, editor: TypedUser) =>
  latestVersionBySlug('events', slug, 1, editor)

export type EventPageData = NonNullable<Awaited<ReturnType<typeof getEventBySlug>>>

/** Most events a feed lists: calendar apps choke on huge files, and a year ahead is what visitors plan. */
export const FEED_LIMIT = 500

/**
 * The published events that have not ended, soonest first, with what a calendar entry needs. The day is
 * part of the cache key, so the feed moves on by itself at midnight.
 */
const feedEvents = cachedRead(
  'event-feed',
  async (day: string) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'events',
      where: publishedNotEnded(day),
      sort: ['startDate', 'name'],
      limit: FEED_LIMIT,
      depth: 0,
      select: {
        ...WHAT_WHEN_WHERE,
        price: true,
        latitude: true,
        longitude: true,
        site: true,
        eventStatus: true,
        description: true,
        updatedAt: true,
      },
      overrideAccess: false,
    })
    return docs
  },
  { revalidate: 3600 },
)

export const getFeedEvents = () => feedEvents(todayAsStored())
