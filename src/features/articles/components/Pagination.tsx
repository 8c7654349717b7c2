import { SiteLink } from '@/features/site/components/SiteLink'
import './pagination.css'

/**
 * Numbered pages: the listing works without JavaScript. Page 1 is the base path itself, page n
 * `<base>/page/n`, unless `hrefOf` writes the addresses (the search results carry theirs in the query).
 */
type Props = {
  id?: string
  basePath: string
  page: number
  totalPages: number
  hrefOf?: (n: number) => string
}

export function Pagination({ id, basePath, page, totalPages, hrefOf }: Props) {
  if (totalPages <= 1) return null
  const href = hrefOf ?? ((n: number) => (n === 1 ? basePath : `${basePath}/page/${n}`))
  const pages = visiblePages(page, totalPages)
  return (
    <nav id={id} className="pagination" aria-label="Pagination">
      {page > 1 && (
        <SiteLink href={href(page - 1)} rel="prev">
          ← Précédent
        </SiteLink>
      )}
      <ol className="pagination__pages">
        {pages.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="pagination__current">
                  {n}
                </span>
              ) : (
                <SiteLink href={href(n)} aria-label={`Page ${n}`}>
                  {n}
                </SiteLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages && (
        <SiteLink href={href(page + 1)} rel="next">
          Suivant →
        </SiteLink>
      )}
    </nav>
  )
}

/** First, last, and two either side of the current page; null marks a gap. */
export function visiblePages(page: number, total: number): (number | null)[] {
  const wanted = new Set(
    [1, total, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= total),
  )
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [null, n] : [n]))
}
