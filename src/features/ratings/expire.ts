import { expireTag } from '@/lib/revalidate'

/** The cache tag of one article's votes: its rating summary, and so its page. */
export const ratingTag = (articleId: number | string) => `post-ratings:${articleId}`

/** Expires the summary (and page) of the article a vote belongs to. */
export function expireRatingOf(article: unknown) {
  const id = typeof article === 'object' && article !== null ? (article as { id?: unknown }).id : article
  if (typeof id === 'number' || typeof id === 'string') expireTag(ratingTag(id))
}
