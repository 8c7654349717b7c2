import Link from 'next/link'
import { UpcomingEvents } from '@/features/agenda/components/UpcomingEvents'
import { getUpcomingEvents } from '@/features/agenda/queries'
import { NewsGrid } from '@/features/articles/components/NewsGrid'
import { getListingPage } from '@/features/articles/queries'
import { getSiteSettings } from '@/features/site/queries'

export const revalidate = 3600

export default async function HomePage() {
  const [settings, news, events] = await Promise.all([getSiteSettings(), getListingPage({ kind: 'all' }, 1, 8), getUpcomingEvents(6)])
  return (
    <main id="contenu" data-page="home" tabIndex={-1}>
      <section className="hero full-bleed">
        <div className="container">
          <h1>{settings.siteName}</h1>
          {settings.tagline && <p className="hero__tagline">{settings.tagline}</p>}
        </div>
      </section>
      <section className="container section" aria-labelledby="actualites">
        <h2 id="actualites">Actualités</h2>
        <NewsGrid articles={news?.docs ?? []} />
        <p>
          <Link href="/articles" className="btn btn--primary">
            Toutes les actualités
          </Link>
        </p>
      </section>
      <section className="container section" aria-labelledby="agenda">
        <h2 id="agenda">Prochains événements</h2>
        <UpcomingEvents events={events} />
      </section>
    </main>
  )
}
