/** All demo articles, and the publication dates the seed gives them. */
import type { Random } from '../random'
import type { ArticleSeed } from './article-types'
import { longArticles1 } from './articles-long-1'
import { longArticles2 } from './articles-long-2'
import { longArticles3 } from './articles-long-3'
import { shortArticles1 } from './articles-short-1'
import { shortArticles2 } from './articles-short-2'
import { draftArticles, shortArticles3 } from './articles-short-3'

export type { ArticleSeed } from './article-types'
export { draftArticles }

export const longArticles: ArticleSeed[] = [...longArticles1, ...longArticles2, ...longArticles3]

export const publishedArticles: ArticleSeed[] = [
  ...longArticles,
  ...shortArticles1,
  ...shortArticles2,
  ...shortArticles3,
]

/**
 * Publication dates over the last 18 months (about 540 days), newest first: the list order is shuffled so
 * that every category has old and recent articles; the newest is published two hours before the seed.
 */
export function publicationDates(count: number, now: Date, random: Random): Date[] {
  const span = 540
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return new Date(now.getTime() - 2 * 3_600_000)
    const daysAgo = Math.max(1, Math.round((i / (count - 1)) * span) - random.int(0, 3))
    const date = new Date(now.getTime() - daysAgo * 86_400_000)
    date.setUTCHours(random.int(6, 17), random.int(0, 59), 0, 0)
    return date
  })
}
