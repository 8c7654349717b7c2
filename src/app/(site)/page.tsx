import type { Metadata } from 'next'
import { SiteLink } from '@/features/site/components/SiteLink'
import { HomeCarousel } from '@/features/carousel/components/HomeCarousel'
import { homeSlides } from '@/features/carousel/slides'
import { EventsCarousel } from '@/features/agenda/components/EventsCarousel'
import { NewsGrid } from '@/features/articles/components/NewsGrid'
import { getListingPage } from '@/features/articles/queries'
import { pageMetadata } from '@/features/seo/metadata'
import { getSiteSettings } from '@/features/site/queries'
import { WeatherWidget } from '@/features/weather/components/WeatherWidget'

export const revalidate = 3600

// The home page's title is the site's name alone; its description is the site's.
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({ title: settings.siteName, fullTitle: true, path: '/' })
}

export default async function HomePage() {
  const [settings, latest] = await Promise.all([getSiteSettings(), getListingPage({ kind: 'all' }, 1, 16)])
  const slides = homeSlides(settings, latest?.docs ?? [])
  const inCarousel = new Set(slides.map((slide) => slide.key))
  const news = (latest?.docs ?? []).filter((article) => !inCarousel.has(String(article.id))).slice(0, 8)
  return (
    <main id="contenu" data-page="home" tabIndex={-1}>
      {/* The brand row above already shows the name and tagline: the page's heading names them for
          screen readers and search engines without repeating them on screen. */}
      <h1 className="visually-hidden">
        {settings.siteName}
        {settings.tagline ? ` : ${settings.tagline}` : ''}
      </h1>
      <div className="container section home__first">
        <HomeCarousel slides={slides} />
      </div>
      <section className="container section" aria-labelledby="actualites">
        <h2 id="actualites">Actualités</h2>
        <NewsGrid articles={news} />
        <p className="section__more">
          <SiteLink href="/articles" className="btn btn--primary">
            Toutes les actualités
          </SiteLink>
        </p>
      </section>
      <section className="container section" aria-labelledby="agenda">
        <h2 id="agenda">Prochains événements</h2>
        <EventsCarousel />
        <p className="section__more">
          <SiteLink href="/agenda" className="btn btn--primary">
            Tout l’agenda
          </SiteLink>
        </p>
      </section>
      {settings.weather.showOnHome ? (
        <div className="container section">
          <WeatherWidget id="accueil" settings={settings.weather} />
        </div>
      ) : null}
    </main>
  )
}
