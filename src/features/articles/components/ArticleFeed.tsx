import { notFound } from 'next/navigation'
import { withCommentCounts } from '@/features/comments/queries'
import { articleCardsHtml } from '../card-html'
import { serializeListingQuery, type ListingQuery } from '../listing-query'
import { getListingPage } from '../queries'
import { MasonryFeed } from './MasonryFeed'
import { Pagination } from './Pagination'
import { LazyImages } from '@/features/lazy-images/components/LazyImages'
import './card.css'
import './masonry-grid.css'

type Props = { query: ListingQuery; page: number; basePath: string }

/**
 * A listing: the cards of one page as server-rendered HTML (the same markup load-more appends), the
 * masonry/load-more script, and numbered pages for visitors without JavaScript. A page past the end, an
 * unknown category or a month without articles is a 404 (any month from 1990 to 2100 has an address: an
 * empty one is not a page worth serving or caching).
 */
export async function ArticleFeed({ query, page, basePath }: Props) {
  const result = await getListingPage(query, page)
  if (!result || (page > 1 && page > result.totalPages)) notFound()
  if (query.kind === 'archive' && result.totalDocs === 0) notFound()
  const serialized = serializeListingQuery(query)
  const cards = `<div class="grid-sizer"></div>${articleCardsHtml(await withCommentCounts(result.docs), page === 1 ? 2 : 0)}`
  return (
    <>
      {result.docs.length === 0 && <p>Aucun article pour le moment.</p>}
      <div
        id="article-grid"
        className="masonry-grid"
        data-query={serialized}
        data-page={page}
        data-max-page={result.totalPages}
        dangerouslySetInnerHTML={{ __html: cards }}
      />
      <LazyImages />
      <MasonryFeed
        gridId="article-grid"
        query={serialized}
        page={page}
        maxPage={result.totalPages}
        horizontalOrder={query.kind === 'archive'}
        paginationId="pagination"
      />
      <Pagination id="pagination" basePath={basePath} page={page} totalPages={result.totalPages} />
    </>
  )
}
