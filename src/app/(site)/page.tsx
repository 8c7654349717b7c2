import Link from 'next/link'
import { UpcomingEvents } from '@/features/agenda/components/UpcomingEvents'
import { getUpcomingEvents } from '@/features/agenda/queries'
import { ArticleGrid } from '@/features/articles/components/ArticleGrid'
import { getArticlesPage } from '@/features/articles/queries'
import { getSiteSettings } from '@/features/site/queries'

export const revalidate = 3600

export default async function HomePage() {
  const [settings, news, events] = await Promise.all([getSiteSettings(), getArticlesPage(1, 8), getUpcomingEvents(6)])
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
        <ArticleGrid articles={news.docs} eager={4} />
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
