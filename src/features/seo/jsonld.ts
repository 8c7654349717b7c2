import type { Article as ArticleLd, BreadcrumbList, WithContext } from 'schema-dts'

export type Crumb = { name: string; path: string }

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

type ArticleInput = {
  title: string
  slug: string
  excerpt?: string | null
  publishedAt?: string | null
  updatedAt: string
  authorName?: string | null
  imageUrl?: string | null
  section?: string | null
  /** The readers' votes: shown as an AggregateRating once there is at least one. */
  rating?: { count: number; average: number }
  /** The approved comments, oldest first (their e-mail addresses are never part of them). */
  comments?: { id: number; parent: number | null; authorName: string; content: string; createdAt: string }[]
}

/** How many comments the JSON-LD carries in full: the count says how many there are in all. */
const COMMENTS_IN_JSON_LD = 50

export function articleJsonLd(
  siteUrl: string,
  siteName: string,
  article: ArticleInput,
): WithContext<ArticleLd> {
  const url = `${siteUrl}/articles/${article.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    description: article.excerpt ?? undefined,
    url,
    mainEntityOfPage: url,
    inLanguage: 'fr-FR',
    datePublished: article.publishedAt ?? article.updatedAt,
    dateModified: article.updatedAt,
    image: article.imageUrl ? [`${siteUrl}${article.imageUrl}`] : undefined,
    articleSection: article.section ?? undefined,
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@type': 'Organization', name: siteName },
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
    aggregateRating:
      article.rating && article.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(article.rating.average * 10) / 10,
            ratingCount: article.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    commentCount: article.comments?.length ?? 0,
    comment: article.comments?.length
      ? article.comments.slice(-COMMENTS_IN_JSON_LD).map((comment) => ({
          '@type': 'Comment',
          '@id': `${url}#comment-${comment.id}`,
          url: `${url}#comment-${comment.id}`,
          author: { '@type': 'Person', name: comment.authorName },
          dateCreated: comment.createdAt,
          text: comment.content,
          ...(comment.parent ? { parentItem: { '@id': `${url}#comment-${comment.parent}` } } : {}),
        }))
      : undefined,
  }
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
