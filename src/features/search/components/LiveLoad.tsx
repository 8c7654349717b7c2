'use client'

import { useEffect } from 'react'
import { attachCheckboxTree } from '../client/checkbox-tree'
import { LIVE_LOAD_FAILED, LIVE_LOAD_SELECTORS, liveLoadUrl, usableSelector } from '../client/live-load'
import { checkRequired, watchRequired } from '../client/required-marks'

/**
 * The results page without reloads (call 18): its form and pager fetch the page for the new address, the
 * results container is swapped in and the address pushed to the history (Back shows the previous results
 * the same way). A category box checks or unchecks its children. A required filter without a choice
 * is marked with its message and nothing is fetched, as the header's bar does. Without JavaScript, the
 * form and links load the page as usual (the server then marks it).
 */
export function LiveLoad({ formId, searchId }: { formId: string; searchId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    if (!form) return
    attachCheckboxTree(form)
    const unwatch = watchRequired(form)
    let controller: AbortController | null = null

    const swap = async (url: string, push: boolean) => {
      controller?.abort()
      const own = new AbortController()
      controller = own
      const current = document.querySelector('#resultats')
      current?.setAttribute('aria-busy', 'true')
      try {
        const response = await fetch(url, { credentials: 'same-origin', signal: own.signal })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const next = new DOMParser().parseFromString(await response.text(), 'text/html')
        const selector = usableSelector(LIVE_LOAD_SELECTORS, (candidate) =>
          Boolean(document.querySelector(candidate) && next.querySelector(candidate)),
        )
        if (!selector) {
          console.warn(`Recherche : le sélecteur ${LIVE_LOAD_SELECTORS[0]} n’existe pas dans la page.`)
          return
        }
        document.querySelector(selector)!.replaceWith(document.adoptNode(next.querySelector(selector)!))
        if (push) history.pushState({ liveLoad: true }, '', url)
        document.title = next.title
        document.querySelector<HTMLElement>('#resultats .search-page__count')?.focus()
      } catch (error) {
        if (own.signal.aborted) return
        const target = document.querySelector('#resultats')
        const message = document.createElement('p')
        message.className = 'search-page__error'
        message.setAttribute('role', 'alert')
        message.textContent = LIVE_LOAD_FAILED
        target?.prepend(message)
        console.warn(error)
      } finally {
        document.querySelector('#resultats')?.removeAttribute('aria-busy')
      }
    }

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      if (!checkRequired(form)) return
      const fields = new URLSearchParams()
      for (const [name, value] of new FormData(form))
        if (typeof value === 'string') fields.append(name, value)
      void swap(liveLoadUrl(form.getAttribute('action') || location.pathname, fields, searchId), true)
    }
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('#resultats .pagination a')
          : null
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      void swap(link.href, true)
    }
    const onPopState = () => void swap(location.href, false)
    form.addEventListener('submit', onSubmit)
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      controller?.abort()
      unwatch()
      form.removeEventListener('submit', onSubmit)
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
    }
  }, [formId, searchId])
  return null
}
