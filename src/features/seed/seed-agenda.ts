/** Writes the event categories and the events placed around the seed day. */
import type { Payload } from 'payload'
import { eventCategories } from './content/event-types'
import { noonUtc } from './dates'
import { scheduleEvents } from './events-schedule'
import { type MediaIds, SEED_CONTEXT } from './seed-media'

export async function seedAgenda(payload: Payload, media: MediaIds, today: string) {
  const categoryIds: Record<string, number> = {}
  for (const category of eventCategories) {
    const doc = await payload.create({
      collection: 'event-categories',
      data: { title: category.title, slug: category.slug },
      context: SEED_CONTEXT,
      depth: 0,
    })
    categoryIds[category.slug] = doc.id
  }
  const events = scheduleEvents(today)
  for (const event of events) {
    const draft = Boolean(event.draft)
    await payload.create({
      collection: 'events',
      draft,
      data: {
        name: event.name,
        slug: event.slug,
        image: media[event.image],
        startDate: noonUtc(event.startDate),
        endDate: event.endDate ? noonUtc(event.endDate) : null,
        hour: event.hour ?? null,
        price: event.price ?? null,
        place: event.place ?? null,
        latitude: event.coords?.[0] ?? null,
        longitude: event.coords?.[1] ?? null,
        site: event.site ?? null,
        eventStatus: event.status ?? 'scheduled',
        categories: event.categories.map((slug) => categoryIds[slug] as number),
        description: event.description,
        _status: draft ? 'draft' : 'published',
      },
      context: SEED_CONTEXT,
      depth: 0,
    })
  }
  return { events: events.length, drafts: events.filter((e) => e.draft).length }
}
