import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { runRawSql } from '@/lib/raw-sql'
import { COMMENTS } from './collection'
import type { PublicComment } from './comment-html'

/** The most comments a post page shows: far more than any post of a city guide gathers. */
const MAX_SHOWN = 1000

/** An article's approved comments, oldest first, with what the page shows of them. */
export const getApprovedComments = cachedRead('approved-comments', async (articleId: number) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: COMMENTS,
    where: { and: [{ article: { equals: articleId } }, { status: { equals: 'approved' } }] },
    sort: 'createdAt',
    limit: MAX_SHOWN,
    depth: 0,
    select: { parent: true, authorName: true, authorUrl: true, content: true, createdAt: true },
    overrideAccess: true,
  })
  return docs.map((doc): PublicComment => ({
    id: doc.id,
    parent: typeof doc.parent === 'number' ? doc.parent : null,
    authorName: doc.authorName,
    authorUrl: doc.authorUrl ?? null,
    content: doc.content,
    createdAt: doc.createdAt,
    status: 'approved',
  }))
})

type CountRow = { article_id?: unknown; count?: unknown }

/**
 * Approved comments per article, for the cards: one grouped count by the database (PostgreSQL answers
 * numbers as strings). The ids are whole numbers, checked before they reach the statement.
 */
export const getCommentCounts = cachedRead(
  'comment-counts',
  async (articleIds: number[]): Promise<Record<number, number>> => {
    const ids = articleIds.filter((id) => Number.isSafeInteger(id) && id > 0)
    if (ids.length === 0) return {}
    const payload = await payloadClient()
    const raw = `SELECT article_id, count(*) AS count FROM comments WHERE status = 'approved' AND article_id IN (${ids.join(', ')}) GROUP BY article_id`
    const counts: Record<number, number> = {}
    for (const row of ((await runRawSql(payload, raw)).rows ?? []) as CountRow[])
      counts[Number(row.article_id)] = Number(row.count ?? 0)
    return counts
  },
)

/** Cards with their approved-comment count. */
export async function withCommentCounts<T extends { id: number }>(
  articles: T[],
): Promise<(T & { commentCount: number })[]> {
  const counts = await getCommentCounts(articles.map((article) => article.id))
  return articles.map((article) => ({ ...article, commentCount: counts[article.id] ?? 0 }))
}
