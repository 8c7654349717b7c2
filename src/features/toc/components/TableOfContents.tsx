import type { Heading } from '@/features/richtext/components/RichText'
import { tocTree, type TocEntry } from '../tree'
import './toc.css'

function TocList({ entries, nested }: { entries: TocEntry[]; nested?: boolean }) {
  return (
    <ol className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
      {entries.map((entry) => (
        <li key={entry.id} className="toc__item">
          <a className="page-scroller" href={`#${entry.id}`}>
            {entry.text}
          </a>
          {entry.children.length > 0 ? <TocList entries={entry.children} nested /> : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * A collapsible table of contents built from the article's headings, sub-headings nested under their
 * heading (numbered 1, 1.1, 1.2, 2...), so screen readers announce each list's level and size. A native
 * <details> element is the toggle: expanded or closed by clicking (or Enter/Space on) its summary, with no
 * script, and announced as expanded/collapsed. Links use `page-scroller` for the smooth, header-aware scroll.
 */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length < 2) return null
  return (
    <details className="toc" open>
      <summary className="toc__toggle">Sommaire</summary>
      <nav aria-label="Sommaire de l’article">
        <TocList entries={tocTree(headings)} />
      </nav>
    </details>
  )
}
