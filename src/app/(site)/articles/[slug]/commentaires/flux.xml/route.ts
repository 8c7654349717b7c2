import { getArticleBySlug } from '@/features/articles/queries'
import { buildCommentsRss } from '@/features/comments/feed'
import { getApprovedComments } from '@/features/comments/queries'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'

export const revalidate = 3600

/** RSS 2.0 feed of one post's approved comments. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const article = await getArticleBySlug((await params).slug)
  if (!article) return new Response('Article introuvable.', { status: 404 })
  const [settings, comments] = await Promise.all([getSiteSettings(), getApprovedComments(article.id)])
  const xml = buildCommentsRss(
    { name: settings.siteName, url: env().SITE_URL },
    { slug: article.slug ?? '', title: article.title },
    comments,
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
