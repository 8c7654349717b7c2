import { agendaSearchString, type AgendaQuery } from '../url-state'

type Props = { query: AgendaQuery; page: number; total: number; pageSize: number; path: string }

/** Previous and next pages as links, for visitors without JavaScript (shown inside <noscript>). */
export function NoScriptPager({ query, page, total, pageSize, path }: Props) {
  const search = agendaSearchString(query)
  const href = (target: number) =>
    `${path}${search}${target > 1 ? `${search ? '&' : '?'}page=${target}` : ''}`
  const last = Math.max(1, Math.ceil(total / pageSize))
  if (last === 1) return null
  return (
    <nav className="agenda-pages" aria-label="Pages de l’agenda">
      {page > 1 && <a href={href(page - 1)}>Page précédente</a>}
      <span>
        Page {Math.min(page, last)} sur {last}
      </span>
      {page < last && <a href={href(page + 1)}>Page suivante</a>}
    </nav>
  )
}
