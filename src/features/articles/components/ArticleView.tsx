import { SiteLink } from '@/features/site/components/SiteLink'
import { Breadcrumb } from '@/features/breadcrumb/components/Breadcrumb'
import { ResponsiveImage } from '@/features/media/components/ResponsiveImage'
import { asMedia, mediaPath } from '@/features/media/image'
import { Comments } from '@/features/comments/components/Comments'
import { getApprovedComments } from '@/features/comments/queries'
import { ImageOverlay } from '@/features/overlay/components/ImageOverlay'
import { ratingBlockHtml } from '@/features/ratings/block-html'
import { RatingBlock } from '@/features/ratings/components/RatingBlock'
import { NONCE_PURPOSE as RATING_NONCE } from '@/features/ratings/rules'
import { getRatingSummary } from '@/features/ratings/summary'
import { RichText, headingsOf, type RichTextContent } from '@/features/richtext/components/RichText'
import { JsonLd } from '@/features/seo/components/JsonLd'
import { articleJsonLd } from '@/features/seo/jsonld'
import { ShareButtons } from '@/features/share/components/ShareButtons'
import { TableOfContents } from '@/features/toc/components/TableOfContents'
import { formatLongDate, isoDay } from '@/lib/dates'
import { createNonce } from '@/lib/nonce'
import type { Article, Category } from '@/payload-types'
import { getRelatedArticles } from '../queries'
import { NewsGrid } from './NewsGrid'
import './article-view.css'

const populated = (values: Article['categories']) =>
  (values ?? []).filter((value): value is Category => typeof value === 'object' && value !== null)

type Props = { article: Article; siteUrl: string; siteName: string; affiliateHost?: string | null }

/**
 * The post page: breadcrumb, title, meta line, cover, table of contents, body, share links, the readers'
 * star rating, the readers' comments and related articles.
 */
export async function ArticleView({ article, siteUrl, siteName, affiliateHost }: Props) {
  const categories = populated(article.categories)
  const content = article.content as unknown as RichTextContent
  const cover = asMedia(article.cover)
  const [related, rating, comments] = await Promise.all([
    getRelatedArticles(
      article.id,
      categories.map((category) => category.id),
    ),
    getRatingSummary(article.id),
    getApprovedComments(article.id),
  ])
  const crumbs = [
    { name: 'Accueil', path: '/' },
    ...(categories[0]
      ? [{ name: categories[0].title, path: `/categorie/${categories[0].slug}` }]
      : [{ name: 'Actualités', path: '/articles' }]),
    { name: article.title, path: `/articles/${article.slug}` },
  ]
  return (
    <main id="contenu" data-page="post" tabIndex={-1}>
      <JsonLd
        data={articleJsonLd(siteUrl, siteName, {
          title: article.title,
          slug: article.slug ?? '',
          excerpt: article.excerpt,
          publishedAt: article.publishedAt,
          updatedAt: article.updatedAt,
          authorName: article.authorName,
          imageUrl: cover?.url ? mediaPath(cover.url) : null,
          section: categories[0]?.title,
          rating,
          comments,
        })}
      />
      <article className="container article-view">
        <Breadcrumb crumbs={crumbs} siteUrl={siteUrl} />
        <header className="article-view__header">
          <h1>{article.title}</h1>
          <p className="article-view__meta">
            {article.publishedAt && (
              <time dateTime={isoDay(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
            )}
            {article.authorName && <> · {article.authorName}</>}
            {categories.map((category) => (
              <span key={category.id}>
                {' · '}
                <SiteLink href={`/categorie/${category.slug}`}>{category.title}</SiteLink>
              </span>
            ))}
          </p>
          {article.excerpt && <p className="article-view__excerpt">{article.excerpt}</p>}
        </header>
        <ResponsiveImage
          media={article.cover}
          className="article-view__cover"
          sizes="(max-width: 1000px) 100vw, 975px"
          priority
        />
        <TableOfContents headings={headingsOf(content)} />
        <RichText
          content={content}
          affiliate={{ host: affiliateHost, pagePath: `/articles/${article.slug}` }}
        />
        <ImageOverlay scope="[data-page='post']" />
        <ShareButtons
          url={`${siteUrl}/articles/${article.slug}`}
          title={article.title}
          imageUrl={cover?.url ? `${siteUrl}${mediaPath(cover.url)}` : null}
        />
        <RatingBlock
          postId={article.id}
          initialHtml={ratingBlockHtml({
            postId: article.id,
            nonce: createNonce(RATING_NONCE, article.id),
            summary: rating,
          }).toString()}
        />
        <Comments
          article={{ id: article.id, slug: article.slug ?? '', title: article.title }}
          comments={comments}
        />
      </article>
      {related.length > 0 && (
        <section className="container section article-view__related" aria-labelledby="a-lire-aussi">
          <h2 id="a-lire-aussi">À lire aussi</h2>
          <NewsGrid articles={related} />
        </section>
      )}
    </main>
  )
}
