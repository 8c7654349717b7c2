import 'server-only'
import { z } from 'zod'
import { defineAjaxAction } from '@/lib/ajax/types'
import { cachedRead } from '@/lib/cache/reads'
import { withCommentCounts } from '@/features/comments/queries'
import { articleCardsHtml } from './card-html'
import { listingQueryField, type ListingQuery } from './listing-query'
import { getListingPage } from './queries'

/** The highest page number accepted: far past any real listing, low enough to refuse nonsense. */
const MAX_PAGE = 10_000

/**
 * The cards of one listing page as HTML, cached as the finished string: a load-more request then costs
 * one cache read, not a query plus the markup of twelve cards. Same tags as the query it renders, memory
 * only like it (the query is the visitor's).
 */
const listingPageHtml = cachedRead(
  'listing-page-html',
  async (query: ListingQuery, page: number) => {
    const listing = await getListingPage(query, page)
    return listing && listing.docs.length > 0
      ? articleCardsHtml(await withCommentCounts(listing.docs)).toString()
      : ''
  },
  { keyedByVisitor: true },
)

/**
 * `action=loadmore`, `query`, `page` (the last page shown; docs/behaviour/ajax.md). Answers the cards of the
 * next page as HTML, the same markup as the first page, or an empty body when there are no more.
 */
export const loadMore = defineAjaxAction({
  shared: true,
  schema: z.object({
    query: listingQueryField,
    page: z
      .string()
      .regex(/^\d{1,6}$/, 'page doit être un nombre entier positif.')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'page doit valoir au moins 1.')
          .max(MAX_PAGE, `page ne peut dépasser ${MAX_PAGE}.`),
      ),
  }),
  async handle({ query, page }) {
    return { html: await listingPageHtml(query, page + 1) }
  },
})
