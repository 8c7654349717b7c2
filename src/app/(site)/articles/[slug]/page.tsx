import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleView } from '@/features/articles/components/ArticleView'
import { getArticleBySlug } from '@/features/articles/queries'

export const revalidate = false
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticleBySlug((await params).slug)
  if (!article) return {}
  return {
    title: article.title,
    description: article.excerpt ?? undefined,
    alternates: { canonical: `/articles/${article.slug}` },
  }
}

export default async function ArticlePage({ params }: Props) {
  const article = await getArticleBySlug((await params).slug)
  if (!article) notFound()
  return <ArticleView article={article} />
}
