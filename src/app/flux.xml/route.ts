import { getFeedArticles } from '@/features/articles/queries'
import { buildRss } from '@/features/seo/rss'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'

export const revalidate = 3600

/** RSS 2.0 feed of the 20 latest articles. */
export async function GET() {
  const [settings, articles] = await Promise.all([getSiteSettings(), getFeedArticles(20)])
  const xml = buildRss(
    {
      name: settings.siteName,
      description: settings.description ?? settings.tagline ?? settings.siteName,
      url: env().SITE_URL,
    },
    articles,
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
