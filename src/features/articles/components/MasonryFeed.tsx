'use client'

import type Masonry from 'masonry-layout'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { postAjax } from '@/lib/ajax/client'
import {
  initialLoadMoreState,
  loadMoreReducer,
  RELAYOUT_DELAY_MS,
  shouldLoadOnScroll,
  type LoadMoreEvent,
} from '../load-more-state'

type Props = {
  gridId: string
  /** The listing's query, serialised (listing-query.ts). */
  query: string
  page: number
  maxPage: number
  /** Archive pages keep the reading order across rows. */
  horizontalOrder: boolean
  /** The numbered pages, for visitors without JavaScript: hidden once this takes over. */
  paginationId: string
}

/**
 * Lays the server-rendered cards out in masonry columns and loads the next pages, by the button or by
 * scrolling near the bottom. masonry-layout places appended items without moving the others.
 */
export function MasonryFeed({ gridId, query, page, maxPage, horizontalOrder, paginationId }: Props) {
  const [state, setState] = useState(() => initialLoadMoreState(page, maxPage))
  // The reducer also runs outside React's render (scroll events, awaited replies): the ref is its truth.
  const machine = useRef(state)
  const masonry = useRef<Masonry | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [announce, setAnnounce] = useState('')

  const step = useCallback((event: LoadMoreEvent) => {
    machine.current = loadMoreReducer(machine.current, event)
    setState(machine.current)
    return machine.current
  }, [])

  useEffect(() => {
    let cancelled = false
    document.getElementById(paginationId)?.setAttribute('hidden', '')
    void import('masonry-layout').then(({ default: MasonryLayout }) => {
      const grid = document.getElementById(gridId)
      if (cancelled || !grid) return
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      masonry.current = new MasonryLayout(grid, {
        itemSelector: '.grid-item',
        columnWidth: '.grid-sizer',
        percentPosition: true,
        horizontalOrder,
        transitionDuration: reduced ? 0 : '0.2s',
      })
      grid.classList.add('is-masonry')
    })
    return () => {
      cancelled = true
      masonry.current?.destroy?.()
    }
  }, [gridId, horizontalOrder, paginationId])

  const load = useCallback(async () => {
    const before = machine.current
    if (step({ type: 'request' }) === before) return
    try {
      const reply = await (await postAjax({ action: 'loadmore', query, page: before.page })).text()
      if (!reply.trim()) {
        step({ type: 'reply', empty: true })
        return
      }
      const items = insertAfterLastItem(gridId, reply)
      masonry.current?.appended?.(items)
      masonry.current?.layout?.()
      window.setTimeout(() => masonry.current?.layout?.(), RELAYOUT_DELAY_MS)
      const after = step({ type: 'reply', empty: false })
      setAnnounce(`${items.length} articles ajoutés.`)
      // The button disappears at the last page: move focus to the first new card instead of losing it.
      if (after.status === 'done' && document.activeElement === button.current)
        items[0]?.querySelector('a')?.focus()
    } catch {
      step({ type: 'failure' })
    }
  }, [gridId, query, step])

  useEffect(() => {
    const onScroll = () => {
      const root = document.documentElement
      if (shouldLoadOnScroll(machine.current, root.scrollHeight - (window.scrollY + window.innerHeight)))
        void load()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [load])

  // The button needs this script: render it only once hydrated, so pages without JavaScript show the
  // numbered pages alone instead of a button that does nothing.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  const loading = state.status === 'loading'
  return (
    <div className="load-more">
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {state.status === 'failed' && (
        <p className="load-more__error" role="alert">
          Le chargement a échoué. Vérifiez votre connexion, puis réessayez.
        </p>
      )}
      {state.status !== 'done' && (
        <button
          ref={button}
          type="button"
          className={loading ? 'btn load-more__button' : 'btn btn--primary load-more__button'}
          disabled={loading}
          aria-busy={loading}
          onClick={() => void load()}
        >
          {loading && <span className="load-more__spinner" aria-hidden="true" />}
          {loading ? 'Chargement…' : state.status === 'failed' ? 'Réessayer' : "Voir plus d'articles"}
        </button>
      )}
    </div>
  )
}

const noSubscription = () => () => {}

/** Parses the reply and inserts its items after the last grid item; returns the new elements. */
function insertAfterLastItem(gridId: string, markup: string): HTMLElement[] {
  const grid = document.getElementById(gridId)
  if (!grid) return []
  const template = document.createElement('template')
  template.innerHTML = markup
  // A template parses as if script were off, so each card's <noscript> copy would become a second, real
  // image that downloads at once: cards inserted by script only need their lazy image.
  for (const fallback of template.content.querySelectorAll('noscript')) fallback.remove()
  const items = [...template.content.children].filter(
    (node): node is HTMLElement => node instanceof HTMLElement,
  )
  const existing = grid.querySelectorAll('.grid-item')
  const last = existing[existing.length - 1]
  if (last) last.after(...items)
  else grid.append(...items)
  return items
}
