import { describe, expect, it } from 'vitest'
import { jsonLdText } from '@/features/seo/jsonld'
import { eventJsonLd, parisOffset, priceOffer, startTime, type EventLdInput } from './event-jsonld'

const event: EventLdInput = {
  name: 'Concert de chants de marins',
  slug: 'concert-de-chants-de-marins',
  description: 'Le chœur d’hommes reprend les grands airs de la marine à voile.',
  startDate: '2026-07-14T12:00:00.000Z',
  endDate: '2026-07-16T12:00:00.000Z',
  hour: '20h30',
  price: '10 € / 5 € enfant',
  place: 'Église de Bray-Dunes',
  latitude: 51.0775,
  longitude: 2.5158,
  eventStatus: 'scheduled',
  imageUrl: '/api/media/file/phare.jpg',
}

const ld = (input: Partial<EventLdInput> = {}) =>
  JSON.parse(jsonLdText(eventJsonLd('https://escale.example', { ...event, ...input }))) as Record<
    string,
    unknown
  >

describe('Event JSON-LD', () => {
  it('describes the event with its dates, place, offer, status and attendance mode', () => {
    expect(ld()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Concert de chants de marins',
      description: 'Le chœur d’hommes reprend les grands airs de la marine à voile.',
      url: 'https://escale.example/agenda/concert-de-chants-de-marins',
      inLanguage: 'fr-FR',
      startDate: '2026-07-14T20:30:00+02:00',
      endDate: '2026-07-16',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Église de Bray-Dunes',
        address: { '@type': 'PostalAddress', streetAddress: 'Église de Bray-Dunes' },
        geo: { '@type': 'GeoCoordinates', latitude: 51.0775, longitude: 2.5158 },
      },
      image: ['https://escale.example/api/media/file/phare.jpg'],
      offers: {
        '@type': 'Offer',
        url: 'https://escale.example/agenda/concert-de-chants-de-marins',
        description: '10 € / 5 € enfant',
        price: 10,
        priceCurrency: 'EUR',
      },
    })
  })

  it('maps the status field to schema.org event statuses', () => {
    expect(ld({ eventStatus: 'cancelled' }).eventStatus).toBe('https://schema.org/EventCancelled')
    expect(ld({ eventStatus: 'postponed' }).eventStatus).toBe('https://schema.org/EventPostponed')
    expect(ld({ eventStatus: null }).eventStatus).toBe('https://schema.org/EventScheduled')
  })

  it('makes a free event price 0 and accessible for free', () => {
    const data = ld({ price: 'Gratuit' })
    expect(data.offers).toMatchObject({ price: 0, priceCurrency: 'EUR', description: 'Gratuit' })
    expect(data.isAccessibleForFree).toBe(true)
  })

  it('leaves out what is not known: no hour, price, place, image', () => {
    const data = ld({
      hour: null,
      price: null,
      place: null,
      latitude: null,
      longitude: null,
      imageUrl: null,
      endDate: null,
      description: '',
    })
    expect(data.startDate).toBe('2026-07-14')
    expect(data.endDate).toBe('2026-07-14')
    for (const key of ['offers', 'location', 'image', 'description', 'isAccessibleForFree'])
      expect(data).not.toHaveProperty(key)
  })

  it('keeps a place known only by its coordinates', () => {
    expect(ld({ place: null }).location).toEqual({
      '@type': 'Place',
      geo: { '@type': 'GeoCoordinates', latitude: 51.0775, longitude: 2.5158 },
    })
  })

  it('cannot be closed early by a name holding </script>', () => {
    expect(
      jsonLdText(eventJsonLd('https://e.example', { ...event, name: '</script><script>alert(1)' })),
    ).not.toContain('</script>')
  })
})

describe('free-text hours and prices', () => {
  it.each([
    ['20h30', '20:30'],
    ['9h', '09:00'],
    ['10h - 12h et 14h - 18h', '10:00'],
    ['À partir de 14 h 30', '14:30'],
    ['Toute la journée', null],
    [null, null],
  ])('reads the start time of %j', (hour, time) => {
    expect(startTime(hour)).toBe(time)
  })

  it('uses the Paris offset of the day (winter and summer time)', () => {
    expect(parisOffset('2026-01-15')).toBe('+01:00')
    expect(parisOffset('2026-07-15')).toBe('+02:00')
  })

  it.each([
    ['12 €', 12],
    ['2,50 € le carton', 2.5],
    ['15 € / 10 € licencié', 15],
    ['Entrée gratuite', 0],
  ])('reads the price of %j', (price, amount) => {
    expect(priceOffer(price, 'u')?.price).toBe(amount)
  })

  it('keeps a price without an amount as text only', () => {
    expect(priceOffer('Sur réservation', 'u')).toEqual({
      '@type': 'Offer',
      url: 'u',
      description: 'Sur réservation',
    })
    expect(priceOffer('  ', 'u')).toBeUndefined()
  })
})
