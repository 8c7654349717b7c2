import { isoDay } from '@/lib/dates'
import type { AgendaEvent } from '../event-fields'
import { EventSiteLink } from './EventSiteLink'

/**
 * One event of the agenda list: image, date (dateLabel's rules), name linking to its page, hour, price
 * and place (N.C. when missing) and the organiser's site. A plain link to the event page: coming back
 * then reloads /agenda from its address, filters included.
 */
export function AgendaEventRow({ event }: { event: AgendaEvent }) {
  const titleId = `evenement-${event.slug}`
  return (
    <li className="agenda-event">
      <article
        className={event.image ? 'agenda-event__card' : 'agenda-event__card agenda-event__card--text'}
        aria-labelledby={titleId}
      >
        {event.image && (
          // eslint-disable-next-line @next/next/no-img-element -- Payload already made this size; explicit dimensions, no layout shift.
          <img
            className="agenda-event__image"
            src={event.image.src}
            width={event.image.width}
            height={event.image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="agenda-event__head">
          <p className="agenda-event__date">
            <time dateTime={isoDay(event.startDate)}>{event.dateLabel}</time>
          </p>
          <h3 className="agenda-event__title" id={titleId}>
            <a href={`/agenda/${event.slug}`} className="agenda-event__link">
              {event.nom}
            </a>
          </h3>
        </div>
        <div className="agenda-event__more">
          <dl className="agenda-event__facts">
            <div>
              <dt>Horaire</dt>
              <dd>{event.formatedHour}</dd>
            </div>
            <div>
              <dt>Prix</dt>
              <dd>{event.prix}</dd>
            </div>
            <div>
              <dt>Lieu</dt>
              <dd>{event.endroit}</dd>
            </div>
          </dl>
          {event.site && (
            <EventSiteLink className="agenda-event__site" href={event.site} eventName={event.nom} />
          )}
        </div>
      </article>
    </li>
  )
}
