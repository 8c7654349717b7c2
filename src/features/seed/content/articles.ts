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

/** How many neighbours in publication order never share a picture: the home shows the 14 newest. */
export const PICTURE_SPACING = 8

/**
 * The articles in publication order with their pictures spread out, since 62 articles share 23 pictures:
 * no picture twice among PICTURE_SPACING neighbours, nor twice in a row in a category's listing. A depth-
 * first search that tries the articles in the given order at each place, so the order moves only where
 * it must; throws if the rules cannot be met (the data would need another picture).
 */
export function spreadPictures(articles: readonly ArticleSeed[]): ArticleSeed[] {
  const placed: ArticleSeed[] = []
  const used = new Set<ArticleSeed>()
  let steps = 0
  const fits = (article: ArticleSeed) => {
    if (placed.slice(-PICTURE_SPACING).some((other) => other.image === article.image)) return false
    return article.categories.every(
      (category) => placed.findLast((other) => other.categories.includes(category))?.image !== article.image,
    )
  }
  const place = (): boolean => {
    if (placed.length === articles.length) return true
    if (++steps > 100_000) return false
    for (const article of articles) {
      if (used.has(article) || !fits(article)) continue
      placed.push(article)
      used.add(article)
      if (place()) return true
      placed.pop()
      used.delete(article)
    }
    return false
  }
  if (!place()) throw new Error('Demo articles: their pictures cannot be spread out; vary them.')
  return placed
}

/**
 * The published articles, newest first: shuffled so that dates do not follow the data files (long
 * articles first), then with their pictures spread out.
 */
export const publicationOrder = (random: Random) =>
  spreadPictures(random.sample(publishedArticles, publishedArticles.length))
