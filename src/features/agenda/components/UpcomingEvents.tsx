import Link from 'next/link'
import { formatLongDate, isoDay } from '@/lib/dates'
import type { UpcomingEvent } from '../queries'
import styles from './UpcomingEvents.module.css'

/** A short list of the next events, for the home page. */
export function UpcomingEvents({ events }: { events: UpcomingEvent[] }) {
  if (events.length === 0) return <p>Aucun événement à venir pour le moment.</p>
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.id} className={styles.item}>
          <time className={styles.date} dateTime={isoDay(event.startDate)}>
            {formatLongDate(event.startDate)}
            {event.endDate && isoDay(event.endDate) !== isoDay(event.startDate) && ` – ${formatLongDate(event.endDate)}`}
          </time>
          <Link href={`/agenda/${event.slug}`} className={styles.name}>
            {event.name}
          </Link>
          <span className={styles.place}>{[event.hour, event.place].filter(Boolean).join(' · ') || 'N.C.'}</span>
        </li>
      ))}
    </ul>
  )
}
