import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getArticleBySlug } from '@/features/articles/queries'
import { ReplyPage } from '@/features/comments/components/ReplyPage'
import { getApprovedComments } from '@/features/comments/queries'
import { replyTitle } from '@/features/comments/rules'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/seo/metadata'

// Rendered on first request, then cached until an editor's save expires it, and at most 12 hours: its
// nonces (rating, comments, gallery and weather blocks) stay valid 24 to 48 hours (src/lib/nonce.ts).
export const revalidate = 43200
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string; commentId: string }> }

/** The article and the approved comment answered, or null for any other address. */
async function find({ slug, commentId }: { slug: string; commentId: string }) {
  if (!/^\d{1,10}$/.test(commentId)) return null
  const article = await getArticleBySlug(slug)
  if (!article) return null
  const comment = (await getApprovedComments(article.id)).find((item) => item.id === Number(commentId))
  return comment ? { article, comment } : null
}

// A form for one comment's reply: kept out of search engines.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await find(await params)
  if (!found) return NOT_FOUND_METADATA
  return pageMetadata({
    title: replyTitle(found.comment.authorName),
    description: `Répondre à un commentaire de l’article « ${found.article.title} ».`,
    path: `/articles/${found.article.slug}/repondre/${found.comment.id}`,
    noindex: true,
  })
}

export default async function CommentReplyPage({ params }: Props) {
  const found = await find(await params)
  if (!found) notFound()
  const { article, comment } = found
  return (
    <ReplyPage
      article={{ id: article.id, slug: article.slug ?? '', title: article.title }}
      comment={comment}
    />
  )
}
