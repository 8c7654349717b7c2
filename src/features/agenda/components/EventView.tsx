import { Breadcrumb } from '@/features/breadcrumb/components/Breadcrumb'
import { pinnedMapHref } from '@/features/map/pinned'
import { ResponsiveImage } from '@/features/media/components/ResponsiveImage'
import { asMedia } from '@/features/media/image'
import { JsonLd } from '@/features/seo/components/JsonLd'
import { frenchDay, isoDay } from '@/lib/dates'
import type { EventCategory } from '@/payload-types'
import { eventJsonLd } from '../event-jsonld'
import { dateFields, normaliseSite, NOT_COMMUNICATED } from '../event-fields'
import type { EventPageData } from '../event-queries'
import { EventSiteLink } from './EventSiteLink'
import './event-page.css'

const STATUS_NOTICE = { postponed: 'Événement reporté', cancelled: 'Événement annulé' } as const

/** The full date(s), year included: the page is cached for long, "the current year" would go stale. */
export function fullDateLabel(startDate: string, endDate?: string | null): string {
  const f = dateFields(startDate, endDate)
  if (!f.hasPeriod) return `${f.dayOfWeek} ${frenchDay(f.day)} ${f.month} ${f.year}`
  return `du ${frenchDay(f.day)} ${f.month}${f.periodHasSameYear ? '' : ` ${f.year}`} au ${frenchDay(f.endDay)} ${f.endMonth} ${f.endYear}`
}

/** 51.0803 → "51,0803 N" (French decimal comma; O for ouest). */
const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4).replace('.', ',')} ${value >= 0 ? positive : negative}`

const categoriesOf = (event: EventPageData) =>
  (event.categories ?? []).filter(
    (value): value is EventCategory => typeof value === 'object' && value !== null,
  )

/**
 * The event page: what, when, where, how much, the organiser's site, the place on the map, an .ics to
 * add it to one's calendar, and schema.org Event data.
 */
export function EventView({ event, siteUrl }: { event: EventPageData; siteUrl: string }) {
  const media = asMedia(event.image)
  const site = normaliseSite(event.site)
  const hasGeo = typeof event.latitude === 'number' && typeof event.longitude === 'number'
  const categories = categoriesOf(event)
  const status =
    event.eventStatus && event.eventStatus !== 'scheduled' ? STATUS_NOTICE[event.eventStatus] : null
  const path = `/agenda/${event.slug}`
  return (
    <main id="contenu" data-page="event" tabIndex={-1}>
      <JsonLd data={eventJsonLd(siteUrl, { ...event, imageUrl: media?.url })} />
      <article className="container event-page">
        <Breadcrumb
          crumbs={[
            { name: 'Accueil', path: '/' },
            { name: 'Agenda', path: '/agenda' },
            { name: event.name, path },
          ]}
          siteUrl={siteUrl}
        />
        <header className="event-page__header">
          {categories.length > 0 && (
            <p className="page__kicker">{categories.map((category) => category.title).join(' · ')}</p>
          )}
          <h1>{event.name}</h1>
          {status && <p className="event-page__status">{status}</p>}
          <p className="event-page__when">
            <time dateTime={isoDay(event.startDate)}>{fullDateLabel(event.startDate, event.endDate)}</time>
          </p>
        </header>
        <div className="event-page__layout">
          <div className="event-page__main">
            <ResponsiveImage
              media={event.image}
              sizes="(max-width: 900px) 100vw, 640px"
              className="event-page__image"
              priority
            />
            <div className="prose">
              {(event.description ?? '')
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph, index) => (
                  <p key={index}>{paragraph.trim()}</p>
                ))}
            </div>
          </div>
          <EventFacts event={event} site={site} hasGeo={hasGeo} categories={categories} path={path} />
        </div>
      </article>
    </main>
  )
}

type FactsProps = {
  event: EventPageData
  site: string | null
  hasGeo: boolean
  categories: EventCategory[]
  path: string
}

function EventFacts({ event, site, hasGeo, categories, path }: FactsProps) {
  return (
    <section className="event-page__facts" aria-labelledby="infos-pratiques">
      <h2 id="infos-pratiques">Infos pratiques</h2>
      <dl>
        <dt>Date</dt>
        <dd>{fullDateLabel(event.startDate, event.endDate)}</dd>
        <dt>Horaire</dt>
        <dd>{event.hour?.trim() || NOT_COMMUNICATED}</dd>
        <dt>Prix</dt>
        <dd>{event.price?.trim() || NOT_COMMUNICATED}</dd>
        <dt>Lieu</dt>
        <dd>{event.place?.trim() || NOT_COMMUNICATED}</dd>
      </dl>
      {hasGeo && (
        <p className="event-page__map">
          <a
            href={pinnedMapHref(
              event.latitude!,
              event.longitude!,
              event.place?.trim() ? `${event.name} : ${event.place.trim()}` : event.name,
            )}
          >
            Voir sur la carte
          </a>
          <span className="event-page__coords">
            Coordonnées : {coordinate(event.latitude!, 'N', 'S')}, {coordinate(event.longitude!, 'E', 'O')}
          </span>
        </p>
      )}
      {site && (
        <p>
          <EventSiteLink href={site} eventName={event.name} />
        </p>
      )}
      <p>
        <a
          className="btn btn--primary"
          href={`${path}/ics`}
          type="text/calendar"
          download={`${event.slug}.ics`}
        >
          Ajouter à mon agenda
        </a>
      </p>
      {categories.length > 0 && (
        <ul className="event-page__categories" aria-label="Catégories">
          {categories.map((category) => (
            <li key={category.id}>
              <a href={`/agenda?category=${category.slug}`}>{category.title}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
