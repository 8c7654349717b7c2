import { asMedia, mediaPath } from '@/features/media/image'
import type { Event } from '@/payload-types'
import { dateFields, dateLabel, normaliseSite, NOT_COMMUNICATED, type AgendaEvent } from './event-fields'

type EventDoc = Pick<
  Event,
  'name' | 'slug' | 'image' | 'startDate' | 'endDate' | 'hour' | 'price' | 'place' | 'site'
>

const orNC = (value: string | null | undefined) => value?.trim() || NOT_COMMUNICATED

/** An event document in the agenda reply's shape (French field names of the wire contract). */
export function toAgendaEvent(doc: EventDoc, now: Date): AgendaEvent {
  const fields = dateFields(doc.startDate, doc.endDate, now)
  const media = asMedia(doc.image)
  const card = media?.sizes?.card
  return {
    nom: doc.name,
    slug: doc.slug ?? '',
    image:
      media && card?.url && card.width && card.height
        ? { src: mediaPath(card.url), width: card.width, height: card.height, alt: media.alt }
        : media?.url && media.width && media.height
          ? { src: mediaPath(media.url), width: media.width, height: media.height, alt: media.alt }
          : null,
    ...fields,
    formatedHour: orNC(doc.hour),
    prix: orNC(doc.price),
    endroit: orNC(doc.place),
    site: normaliseSite(doc.site),
    dateLabel: dateLabel(fields),
    startDate: doc.startDate,
    endDate: doc.endDate ?? doc.startDate,
  }
}
