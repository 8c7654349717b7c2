import type { Event as EventLd, WithContext } from 'schema-dts'
import { isoDay, PARIS } from '@/lib/dates'
import type { EventPublicFields } from './event-fields'

export type EventLdInput = EventPublicFields & { imageUrl?: string | null }

const STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
} as const

/** "20h30", "10h - 18h", "9h": the first time of the free-text hour, or null. */
export function startTime(hour: string | null | undefined): string | null {
  const match = /\b([01]?\d|2[0-3])\s*h\s*([0-5]\d)?/i.exec(hour ?? '')
  return match ? `${match[1].padStart(2, '0')}:${match[2] ?? '00'}` : null
}

/** The Paris UTC offset on that day, "+02:00" in summer, "+01:00" in winter. */
export function parisOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: PARIS, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  return name === 'GMT' || !name ? '+00:00' : name.replace('GMT', '')
}

/**
 * The offer of a free-text price: "Gratuit" is price 0; otherwise the first amount in euros, with the
 * whole text as description ("12 € / 8 € réduit"). Text without an amount is kept as description only.
 */
type OfferLd = { '@type': 'Offer'; url: string; description: string; price?: number; priceCurrency?: 'EUR' }

export function priceOffer(price: string | null | undefined, url: string): OfferLd | undefined {
  const text = price?.trim()
  if (!text) return undefined
  const base: OfferLd = { '@type': 'Offer', url, description: text }
  if (/\bgratuit/i.test(text)) return { ...base, price: 0, priceCurrency: 'EUR' }
  const amount = /(\d+(?:[.,]\d{1,2})?)\s*(?:€|euros?\b)/i.exec(text)
  return amount ? { ...base, price: Number(amount[1].replace(',', '.')), priceCurrency: 'EUR' } : base
}

/** schema.org Event for an event page: dates in Paris, the place with its coordinates, the offer, the status. */
export function eventJsonLd(siteUrl: string, event: EventLdInput): WithContext<EventLd> {
  const url = `${siteUrl}/agenda/${event.slug}`
  const start = isoDay(event.startDate)
  const time = startTime(event.hour)
  const hasGeo = typeof event.latitude === 'number' && typeof event.longitude === 'number'
  const offer = priceOffer(event.price, url)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description?.trim() || undefined,
    url,
    inLanguage: 'fr-FR',
    startDate: time ? `${start}T${time}:00${parisOffset(start)}` : start,
    endDate: isoDay(event.endDate || event.startDate),
    eventStatus: STATUS[event.eventStatus ?? 'scheduled'],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.place || hasGeo
        ? {
            '@type': 'Place',
            name: event.place ?? undefined,
            // The place is one free-text line ("Salle des fêtes, rue du Général Leclerc, Bray-Dunes").
            address: event.place ? { '@type': 'PostalAddress', streetAddress: event.place } : undefined,
            geo: hasGeo
              ? { '@type': 'GeoCoordinates', latitude: event.latitude!, longitude: event.longitude! }
              : undefined,
          }
        : undefined,
    image: event.imageUrl ? [new URL(event.imageUrl, siteUrl).href] : undefined,
    offers: offer,
    isAccessibleForFree: offer?.price === 0 ? true : undefined,
  }
}
