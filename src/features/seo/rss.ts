import { Feed } from 'feed'
import { asMedia, mediaPath } from '@/features/media/image'
import { escapeHtml } from '@/lib/html'

type FeedArticle = {
  title: string
  slug?: string | null
  excerpt?: string | null
  publishedAt?: string | null
  authorName?: string | null
  cover?: unknown
  categories?: unknown[] | null
}

/** The populated categories of an article (ids of categories not populated are left out). */
const categoriesOf = (values: FeedArticle['categories']) =>
  (values ?? []).filter(
    (value): value is { title: string; slug?: string | null } =>
      Boolean(value) && typeof value === 'object' && typeof (value as { title?: unknown }).title === 'string',
  )

/**
 * RSS 2.0 of the latest articles, with absolute links; each item lists its categories (named, with the
 * address of their listing). Feed readers render an item's title and
 * description as HTML, and the library wraps them in CDATA as they are: an article's plain-text title
 * and excerpt are escaped first, so `<b>` shows as written and `]]>` cannot close the CDATA section.
 */
export function buildRss(
  site: { name: string; description: string; url: string },
  articles: FeedArticle[],
): string {
  const feed = new Feed({
    title: site.name,
    description: site.description,
    id: `${site.url}/`,
    link: `${site.url}/`,
    language: 'fr',
    copyright: `© ${site.name}`,
    updated: articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : undefined,
    feedLinks: { rss: `${site.url}/flux.xml` },
  })
  for (const article of articles) {
    const url = `${site.url}/articles/${article.slug}`
    const cover = asMedia(article.cover)
    feed.addItem({
      title: escapeHtml(article.title),
      id: url,
      link: url,
      description: article.excerpt ? escapeHtml(article.excerpt) : undefined,
      date: new Date(article.publishedAt ?? Date.now()),
      author: article.authorName ? [{ name: article.authorName }] : undefined,
      image: cover?.url ? new URL(mediaPath(cover.url), site.url).href : undefined,
      category: categoriesOf(article.categories).map((category) => ({
        name: escapeHtml(category.title),
        domain: category.slug ? `${site.url}/categorie/${category.slug}` : undefined,
      })),
    })
  }
  return feed.rss2()
}
