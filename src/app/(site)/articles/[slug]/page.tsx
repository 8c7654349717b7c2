import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/features/articles/components/ArticleView'
import { getArticleBySlug } from '@/features/articles/queries'
import { asMedia, mediaPath } from '@/features/media/image'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'

export const revalidate = false
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticleBySlug((await params).slug)
  if (!article) return {}
  const cover = asMedia(article.cover)
  const images = cover?.url
    ? [
        {
          url: mediaPath(cover.url),
          width: cover.width ?? undefined,
          height: cover.height ?? undefined,
          alt: cover.alt,
        },
      ]
    : []
  return {
    title: article.title,
    description: article.excerpt ?? undefined,
    alternates: { canonical: `/articles/${article.slug}` },
    openGraph: {
      type: 'article',
      locale: 'fr_FR',
      title: article.title,
      description: article.excerpt ?? undefined,
      url: `/articles/${article.slug}`,
      publishedTime: article.publishedAt ?? undefined,
      modifiedTime: article.updatedAt,
      authors: article.authorName ? [article.authorName] : undefined,
      images,
    },
    twitter: {
      card: images.length ? 'summary_large_image' : 'summary',
      title: article.title,
      description: article.excerpt ?? undefined,
    },
  }
}

export default async function ArticlePage({ params }: Props) {
  const article = await getArticleBySlug((await params).slug)
  if (!article) notFound()
  const settings = await getSiteSettings()
  return <ArticleView article={article} siteUrl={env().SITE_URL} siteName={settings.siteName} />
}
