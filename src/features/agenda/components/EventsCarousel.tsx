import { Carousel } from '@/features/carousel/components/Carousel'
import { ResponsiveImage } from '@/features/media/components/ResponsiveImage'
import { isoDay } from '@/lib/dates'
import { dateFields, dateLabel } from '../event-fields'
import { getUpcomingEvents } from '../queries'
import './event-card.css'

/** Events shown by the home carousel: three slides of three. */
export const CAROUSEL_EVENTS = 9
const SIZES = '(max-width: 599px) 100vw, (max-width: 1000px) 50vw, 33vw'

/** The next nine upcoming events as a carousel, for the home page. Renders nothing when there are none. */
export async function EventsCarousel({ label = 'Événements à venir' }: { label?: string }) {
  const events = await getUpcomingEvents(CAROUSEL_EVENTS)
  if (events.length === 0) return null
  const now = new Date()
  return (
    <Carousel label={label} variant="events">
      {events.map((event) => (
        <article key={event.id} className="event-card">
          <ResponsiveImage media={event.image} sizes={SIZES} className="event-card__image" />
          <div className="event-card__body">
            <p className="event-card__date">
              <time dateTime={isoDay(event.startDate)}>
                {dateLabel(dateFields(event.startDate, event.endDate, now))}
              </time>
            </p>
            <h3 className="event-card__title">
              <a href={`/agenda/${event.slug}`} className="event-card__link">
                {event.name}
              </a>
            </h3>
            {event.place && <p className="event-card__place">{event.place}</p>}
          </div>
        </article>
      ))}
    </Carousel>
  )
}
