import type { SearchResult } from '../results'
import './search-results.css'

/**
 * Results as a list of links: kind, highlighted title, date, the passage around the searched words and
 * the picture. The title and text come escaped and highlighted from results.ts (marks only).
 */
export function SearchResultsList({ results, first }: { results: SearchResult[]; first: number }) {
  return (
    <ol className="search-results__list search-results--vertical" start={first + 1}>
      {results.map((result) => (
        <li key={result.id} className={`search-results__item search-results__item--${result.kind}`}>
          <a className="search-results__link" href={result.url}>
            {result.image && (
              // eslint-disable-next-line @next/next/no-img-element -- the ajax results share this markup
              <img
                className="search-results__image"
                src={result.image.src}
                srcSet={result.image.srcSet}
                sizes="96px"
                width={result.image.width}
                height={result.image.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )}
            <span className="search-results__body">
              <span className="search-results__kind">{result.kindLabel}</span>{' '}
              <span
                className="search-results__title"
                dangerouslySetInnerHTML={{ __html: result.titleHtml }}
              />
              {result.dateLabel && <span className="search-results__date"> {result.dateLabel}</span>}{' '}
              <span className="search-results__text" dangerouslySetInnerHTML={{ __html: result.textHtml }} />
            </span>
          </a>
        </li>
      ))}
    </ol>
  )
}
