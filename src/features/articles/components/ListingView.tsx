import type { ListingQuery } from '../listing-query'
import { ArchiveMonths } from './ArchiveMonths'
import { ArticleFeed } from './ArticleFeed'

type Props = {
  pageType: 'listing' | 'category' | 'archive'
  title: string
  description?: string | null
  query: ListingQuery
  page: number
  basePath: string
}

/**
 * The common frame of /articles, /categorie/… and /archives/…: heading, the monthly archives, then the feed
 * under its own (visually hidden) heading, so the cards' titles (h3) follow an h2 as on the home page.
 */
export function ListingView({ pageType, title, description, query, page, basePath }: Props) {
  return (
    <main id="contenu" data-page={pageType} tabIndex={-1} className="container section">
      <h1>
        {title}
        {page > 1 && <span className="visually-hidden"> – page {page}</span>}
      </h1>
      {description && <p className="lead">{description}</p>}
      <ArchiveMonths currentPath={query.kind === 'archive' ? basePath : undefined} />
      <h2 className="visually-hidden">Les articles</h2>
      <ArticleFeed query={query} page={page} basePath={basePath} />
    </main>
  )
}

/** A page number from the URL: 2 to 999999; anything else (including 1, whose URL is the base) is null. */
export const pageParam = (raw: string) => (/^[1-9]\d{0,5}$/.test(raw) && raw !== '1' ? Number(raw) : null)
