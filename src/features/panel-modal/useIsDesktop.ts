'use client'

import { useEffect, useSyncExternalStore } from 'react'

/** The header's breakpoint: below it, the map's panels and the agenda's filters open in modals. */
const QUERY = '(min-width: 1024px)'

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** True on wide screens, read when it is needed (in an event handler). */
export const isDesktopNow = () => window.matchMedia(QUERY).matches

/**
 * True on wide screens. The server renders the wide layout (panels inline), which is also the page
 * without JavaScript; on narrower screens the CSS hides those panels until this hook moves them into
 * modals.
 */
export const useIsDesktop = () => useSyncExternalStore(subscribe, isDesktopNow, () => true)

/**
 * Calls `onDesktop` each time the window widens past the breakpoint (a phone turned, a window resized):
 * what a page keeps open in a modal on narrow screens can be closed then. No render of its own.
 */
export function useOnDesktop(onDesktop: () => void) {
  useEffect(
    () =>
      subscribe(() => {
        if (isDesktopNow()) onDesktop()
      }),
    [onDesktop],
  )
}
