import type { Heading } from '@/features/richtext/components/RichText'
import './toc.css'

/**
 * A collapsible table of contents built from the article's headings. A native <details> element is the
 * toggle: expanded or closed by clicking (or Enter/Space on) its summary, with no script, and announced
 * as expanded/collapsed by screen readers. Links use `page-scroller` for the smooth, header-aware scroll.
 */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length < 2) return null
  return (
    <details className="toc" open>
      <summary className="toc__toggle">Sommaire</summary>
      <nav aria-label="Sommaire de l’article">
        <ol className="toc__list">
          {headings.map((heading) => (
            <li key={heading.id} className={`toc__item toc__item--h${heading.level}`}>
              <a className="page-scroller" href={`#${heading.id}`}>
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  )
}
