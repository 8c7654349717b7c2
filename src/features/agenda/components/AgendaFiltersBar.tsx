'use client'

import type { RefObject } from 'react'
import './agenda-filters-bar.css'

type Props = {
  /** The active filters in words (filter-summary.ts). */
  active: string[]
  opener: RefObject<HTMLButtonElement | null>
  onOpen: () => void
}

/**
 * Below the desktop breakpoint, the filter form would fill the first screen: a 'Filtres' button opens it
 * in a modal, and the line beside it says which filters are on. The server renders it too (hidden on
 * wide screens and without JavaScript, where the form stays in the page), so nothing moves on hydration.
 */
export function AgendaFiltersBar({ active, opener, onOpen }: Props) {
  return (
    <div className="agenda-filters-bar">
      <button
        ref={opener}
        type="button"
        className="btn agenda-filters-bar__open"
        aria-haspopup="dialog"
        aria-describedby="agenda-filtres-actifs"
        onClick={onOpen}
      >
        Filtres{active.length > 0 && ` (${active.length})`}
      </button>
      <p id="agenda-filtres-actifs" className="agenda-filters-bar__active">
        {active.length > 0 ? active.join(' · ') : 'Aucun filtre : tous les événements à venir.'}
      </p>
    </div>
  )
}
