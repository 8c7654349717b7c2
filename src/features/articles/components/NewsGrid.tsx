import { withCommentCounts } from '@/features/comments/queries'
import { articleCardsHtml } from '../card-html'
import type { ArticleCardData } from '../queries'
import { LazyImages } from '@/features/lazy-images/components/LazyImages'
import './card.css'
import './news-grid.css'

/** The home page's news grid: the latest cards in a plain responsive grid. */
export async function NewsGrid({ articles }: { articles: ArticleCardData[] }) {
  const cards = await withCommentCounts(articles)
  return (
    <>
      <LazyImages />
      <div className="news-grid" dangerouslySetInnerHTML={{ __html: articleCardsHtml(cards).toString() }} />
    </>
  )
}
