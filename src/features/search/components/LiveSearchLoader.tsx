'use client'

import { useOwnTaskEffect } from '@/lib/own-task'
import { prepareBars } from '../client/prepare-bars'
import { HIGHLIGHT_KEY, store } from '../client/saved-keys'
import type { EscaleSearchApi } from '../client/public-api'

declare global {
  interface Window {
    EscaleSearch?: EscaleSearchApi
  }
}

/**
 * Wakes the live search of the bars marked `data-live-search` the first time a visitor focuses or types
 * in one: the bar's code (client/live-search.ts) loads then, not with the page (or just after it, for a
 * bar that editors set to search by itself). It listens on the document: the bars of a page that comes
 * later (a block in its text) wake the same way. Publishes the bars' public operations as
 * `window.EscaleSearch`, opens a bar's settings box from its button, and the compact bar from phones'
 * magnifier.
 */
const publicApi = () => import('../client/public-api').then((module) => module.escaleSearchApi)

export function LiveSearchLoader() {
  useOwnTaskEffect(() => {
    const wakeBarOf = (target: EventTarget | null) => {
      const form =
        target instanceof Element ? target.closest<HTMLFormElement>('form[data-live-search]') : null
      if (form) void import('../client/live-search').then(({ attachLiveSearch }) => attachLiveSearch(form))
    }
    const wake = (event: Event) => wakeBarOf(event.target)
    // The settings button is the bar's own: its first click also loads the bar's code.
    const toggle = (event: MouseEvent) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-live-search-settings-toggle]')
          : null
      const form = button?.closest<HTMLFormElement>('form[data-live-search]')
      if (form)
        void publicApi().then((api) =>
          api.toggleSettings(`${form.dataset.liveSearch}_${form.dataset.liveSearchInstance ?? '1'}`),
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
    // Links to « #recherche » (the bar's id: without script they lead to it) as editors set the bar: its
    // search filled with their text, or the results page of that text.
    const headerLink = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[href="#recherche"]')
          : null
      const form = document.querySelector<HTMLFormElement>('form[data-live-search][data-header-links]')
      const text = link?.textContent?.trim() ?? ''
      if (!link || !form || !text || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      // Before the menu's own handling (which would jump to the anchor).
      event.preventDefault()
      event.stopPropagation()
      if (form.dataset.headerLinks === 'redirect')
        location.assign(new URL(`${form.action}?${new URLSearchParams({ s: text })}`, location.href).href)
      else void import('../client/header-links').then(({ fillFromLink }) => fillFromLink(form, text))
    }
    // Every bar of the page: its settings button, its automatic search, the visitor's saved search.
    prepareBars(document.querySelectorAll<HTMLFormElement>('form[data-live-search]'))
    // The highlight the visitor's last search left for this page (their browser only): its code loads
    // only if there is one.
    if (store.get(HIGHLIGHT_KEY))
      void import('../client/page-highlight').then(({ highlightFromState }) => highlightFromState())
    document.addEventListener('focusin', wake)
    // A visitor quicker than the page's script: the field took the focus (and maybe text) before this
    // listener was there. The bar wakes now and searches what was typed.
    wakeBarOf(document.activeElement)
    document.addEventListener('click', toggle)
    document.addEventListener('click', compact)
    document.addEventListener('click', headerLink, true)
    // The public operations come just after the page (their code is not in its first load); a page's
    // script that needs them at once waits for this event.
    void publicApi().then((api) => {
      window.EscaleSearch = api
      document.dispatchEvent(new CustomEvent('escale-search-ready'))
    })
    return () => {
      document.removeEventListener('focusin', wake)
      document.removeEventListener('click', toggle)
      document.removeEventListener('click', compact)
      document.removeEventListener('click', headerLink, true)
    }
  }, [])
  return null
}
