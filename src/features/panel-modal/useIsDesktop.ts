'use client'

import { useSyncExternalStore } from 'react'

/** The header's breakpoint: below it, the map's panels and the agenda's filters open in modals. */
const QUERY = '(min-width: 1024px)'

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * True on wide screens. The server renders the wide layout (panels inline), which is also the page
 * without JavaScript; on narrower screens the CSS hides those panels until this hook moves them into
 * modals.
 */
export const useIsDesktop = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  )
