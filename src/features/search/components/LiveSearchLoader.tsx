'use client'

import { useEffect } from 'react'
import { escaleSearchApi, type EscaleSearchApi } from '../client/public-api'

declare global {
  interface Window {
    EscaleSearch?: EscaleSearchApi
  }
}

/**
 * Wakes the live search of the bars marked `data-live-search` the first time a visitor focuses or types
 * in one: the bar's code (client/live-search.ts) loads then, not with the page. Publishes the bars'
 * public operations as `window.EscaleSearch`.
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
    window.EscaleSearch = escaleSearchApi
    return () => document.removeEventListener('focusin', wake)
  }, [])
  return null
}
