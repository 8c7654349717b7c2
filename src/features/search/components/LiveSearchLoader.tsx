'use client'

import { useEffect } from 'react'

/**
 * Wakes the live search of the bars marked `data-live-search` the first time a visitor focuses or types
 * in one: the bar's code (client/live-search.ts) loads then, not with the page.
 */
export function LiveSearchLoader() {
  useEffect(() => {
    const wake = (event: Event) => {
      const form =
        event.target instanceof Element
          ? event.target.closest<HTMLFormElement>('form[data-live-search]')
          : null
      if (form) void import('../client/live-search').then(({ attachLiveSearch }) => attachLiveSearch(form))
    }
    document.addEventListener('focusin', wake)
    return () => document.removeEventListener('focusin', wake)
  }, [])
  return null
}
