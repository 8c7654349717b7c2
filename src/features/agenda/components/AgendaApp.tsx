'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { PanelModal } from '@/features/panel-modal/components/PanelModal'
import { useIsDesktop } from '@/features/panel-modal/useIsDesktop'
import { matchCount, type AgendaReplyData } from '../agenda-loading'
import { activeFilters } from '../filter-summary'
import { agendaSearchString, readQuery, sameQuery, type AgendaQuery } from '../url-state'
import { AgendaFilters } from './AgendaFilters'
import { AgendaFiltersBar } from './AgendaFiltersBar'
import { AgendaResults } from './AgendaResults'
import { useAgendaLoader } from './useAgendaLoader'
import './agenda.css'
import './date-field.css'
import './category-select.css'
import './agenda-results.css'

type Props = {
  /** The filters and first reply the server rendered (from the address). */
  initialQuery: AgendaQuery
  initialReply: AgendaReplyData
  initialPage: number
  /** The address carried filters the server refused: leave it alone. */
  addressRefused: boolean
  /** Where the form goes without JavaScript. */
  formAction: string
  noScriptPager: ReactNode
}

/**
 * The agenda's client app: the filter form and the list, over a server-rendered first page. On wide
 * screens the form is beside the list; below, it opens in a modal from the 'Filtres' button.
 */
export function AgendaApp({
  initialQuery,
  initialReply,
  initialPage,
  addressRefused,
  formAction,
  noScriptPager,
}: Props) {
  const { state, applied, search, loadMore, retry } = useAgendaLoader(initialQuery, initialReply, initialPage)
  const [query, setQuery] = useState(initialQuery)
  const [revision, setRevision] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const isDesktop = useIsDesktop()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersOpener = useRef<HTMLButtonElement>(null)

  const apply = useCallback(
    (next: AgendaQuery, runSearch: boolean) => {
      setQuery(next)
      setRevision((value) => value + 1)
      // The filters are added to, replaced in or removed from the address without a reload.
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${agendaSearchString(next)}${window.location.hash}`,
      )
      if (runSearch) search(next)
    },
    [search],
  )

  // A page restored from history may have been rendered for other filters than its address: the
  // address (an external system, read once on load) wins, so a link always opens on its own filters.
  useEffect(() => {
    // Marks the app as interactive (before this, the form is the plain GET form): tests wait for it.
    root.current?.setAttribute('data-agenda-ready', '')
    // The list was hidden until now if the address had filters (AgendaView): a new search clears it.
    const reveal = () => document.documentElement.classList.remove('agenda-reading')
    if (addressRefused) return reveal()
    const fromAddress = readQuery(new URLSearchParams(window.location.search))
    if (Object.keys(fromAddress.errors).length > 0 || sameQuery(fromAddress.query, initialQuery))
      return reveal()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the address, once
    apply(fromAddress.query, true)
    reveal()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, [])

  const categories = state.categories ?? {}
  const filters = (
    <AgendaFilters
      query={query}
      revision={revision}
      categories={categories}
      stale={!sameQuery(query, applied)}
      action={formAction}
      onApply={apply}
      onSearched={() => setFiltersOpen(false)}
    />
  )

  return (
    <div className="agenda" ref={root}>
      <AgendaFiltersBar
        active={activeFilters(query, categories)}
        opener={filtersOpener}
        onOpen={() => setFiltersOpen(true)}
      />
      {isDesktop ? (
        filters
      ) : (
        <PanelModal
          open={filtersOpen}
          labelledBy="agenda-filtres-titre"
          opener={filtersOpener}
          onClose={() => setFiltersOpen(false)}
        >
          <h2 id="agenda-filtres-titre" className="agenda-filters__title">
            Filtres
          </h2>
          {filters}
          <p className="agenda-filters__found" role="status">
            {matchCount(state)}
          </p>
        </PanelModal>
      )}
      <AgendaResults state={state} onLoadMore={loadMore} onRetry={retry} noScriptPager={noScriptPager} />
    </div>
  )
}
