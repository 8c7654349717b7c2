'use client'

import { useEffect, useRef } from 'react'
import { hasMore, isEmpty, isLoading, resultsSummary, type AgendaLoadState } from '../agenda-loading'
import { AgendaEventRow } from './AgendaEventRow'

type Props = {
  state: AgendaLoadState
  onLoadMore: () => void
  onRetry: () => void
  /** Links to the neighbouring pages, for visitors without JavaScript. */
  noScriptPager: React.ReactNode
}

/**
 * The list, its status line (also read out: "12 événements sur 85", "Aucun résultat pour cette
 * recherche"), the 'Voir plus d'événements' pager and, on a failed request, a message with "Réessayer".
 */
export function AgendaResults({ state, onLoadMore, onRetry, noScriptPager }: Props) {
  const loading = isLoading(state)
  const more = hasMore(state)
  const failed = state.failedPage !== null
  const list = useRef<HTMLOListElement>(null)
  const retryButton = useRef<HTMLButtonElement>(null)
  // The button is hidden while loading: a keyboard user who pressed it would lose focus, so it
  // moves to the first new event (or to "Réessayer" when the request failed).
  const focusFrom = useRef<number | null>(null)

  useEffect(() => {
    if (focusFrom.current === null || loading) return
    if (failed) retryButton.current?.focus()
    else list.current?.querySelectorAll<HTMLAnchorElement>('.agenda-event__link')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [state, loading, failed])

  const remember = () => {
    focusFrom.current = state.failedPage === 1 ? 0 : state.events.length
  }

  return (
    <section className="agenda-results" aria-labelledby="agenda-results-title" aria-busy={loading}>
      <h2 id="agenda-results-title" className="visually-hidden">
        Événements
      </h2>
      <p
        className={
          isEmpty(state)
            ? 'agenda-results__summary agenda-results__summary--empty'
            : 'agenda-results__summary'
        }
        role="status"
      >
        {loading && <span className="agenda-spinner" aria-hidden="true" />}
        {resultsSummary(state)}
      </p>
      {state.events.length > 0 && (
        <ol className="agenda-list" ref={list}>
          {state.events.map((event) => (
            <AgendaEventRow key={event.slug} event={event} />
          ))}
        </ol>
      )}
      {failed && (
        <div className="agenda-results__error" role="alert">
          <p>Le chargement des événements a échoué. Vérifiez votre connexion, puis réessayez.</p>
          <button
            ref={retryButton}
            type="button"
            className="btn btn--primary"
            onClick={() => {
              remember()
              onRetry()
            }}
          >
            Réessayer
          </button>
        </div>
      )}
      <div className="agenda-pager" hidden={!more && !loading}>
        {(more || loading) && (
          <button
            type="button"
            className="btn btn--primary agenda-pager__button"
            data-page={state.page}
            data-loaded={state.events.length}
            hidden={loading}
            disabled={loading}
            onClick={() => {
              remember()
              onLoadMore()
            }}
          >
            {"Voir plus d'événements"}
          </button>
        )}
      </div>
      <noscript>{noScriptPager}</noscript>
    </section>
  )
}
