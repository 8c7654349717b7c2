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
 * public operations as `window.EscaleSearch`, opens a bar's settings box from its button, and the compact
 * bar from phones' magnifier.
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
    // The settings button is the bar's own: its first click also loads the bar's code.
    const toggle = (event: MouseEvent) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-live-search-settings-toggle]')
          : null
      const form = button?.closest<HTMLFormElement>('form[data-live-search]')
      if (form)
        void escaleSearchApi.toggleSettings(
          `${form.dataset.liveSearch}_${form.dataset.liveSearchInstance ?? '1'}`,
        )
    }
    // Phones' magnifier opens the compact bar over the page; a new tab or no script: the results page.
    const compact = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[data-live-search-compact]')
          : null
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      event.preventDefault()
      void import('../client/compact-bar')
        .then(({ openCompactBar }) => openCompactBar(link) || location.assign(link.href))
        .catch(() => location.assign(link.href))
    }
    // The button shows once this script runs: without it the box could not open.
    for (const button of document.querySelectorAll<HTMLElement>('[data-live-search-settings-toggle]'))
      button.hidden = false
    document.addEventListener('focusin', wake)
    document.addEventListener('click', toggle)
    document.addEventListener('click', compact)
    window.EscaleSearch = escaleSearchApi
    return () => {
      document.removeEventListener('focusin', wake)
      document.removeEventListener('click', toggle)
      document.removeEventListener('click', compact)
    }
  }, [])
  return null
}
