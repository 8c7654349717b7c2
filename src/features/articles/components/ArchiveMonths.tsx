import { getArchiveMonths } from '../queries'
import './archive-months.css'

/**
 * The monthly archives, as a blog's archive widget: every month that has articles, newest first, with its
 * count. Folded under its summary (a native <details>, no script) so that it does not push the articles
 * down; the month being read is marked as the current page.
 */
export async function ArchiveMonths({ currentPath }: { currentPath?: string }) {
  const months = await getArchiveMonths()
  if (months.length === 0) return null
  return (
    <details className="archive-months">
      <summary className="archive-months__toggle">Archives par mois</summary>
      <nav aria-label="Archives par mois">
        <ul className="archive-months__list">
          {months.map((month) => (
            <li key={month.path}>
              <a href={month.path} aria-current={month.path === currentPath ? 'page' : undefined}>
                {month.label}
              </a>{' '}
              <span className="archive-months__count">
                ({month.count}
                <span className="visually-hidden"> {month.count > 1 ? 'articles' : 'article'}</span>)
              </span>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}
