import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/features/articles/components/ArticleView'
import { getArticleBySlug, getArticleDraftBySlug } from '@/features/articles/queries'
import { asMedia } from '@/features/media/image'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/seo/metadata'
import { getSiteSettings } from '@/features/site/queries'
import { previewingEditor } from '@/features/publishing/previewing-editor'
import { env } from '@/lib/env'

// Rendered on first request, then cached until an editor's save expires it, and at most 12 hours: its
// nonces (rating, comments, gallery and weather blocks) stay valid 24 to 48 hours (src/lib/nonce.ts).
export const revalidate = 43200
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

/** The published article, or its latest draft for an editor previewing it. */
async function loadArticle(slug: string) {
  const editor = await previewingEditor()
  return editor ? getArticleDraftBySlug(slug, editor) : getArticleBySlug(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await loadArticle((await params).slug)
  if (!article) return NOT_FOUND_METADATA
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path: `/articles/${article.slug}`,
    image: asMedia(article.cover),
    type: 'article',
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      authors: article.authorName ? [article.authorName] : undefined,
    },
  })
}

export default async function ArticlePage({ params }: Props) {
  const article = await loadArticle((await params).slug)
  if (!article) notFound()
  const settings = await getSiteSettings()
  return (
    <ArticleView
      article={article}
      siteUrl={env().SITE_URL}
      siteName={settings.siteName}
      affiliateHost={settings.affiliateHost}
    />
  )
}
