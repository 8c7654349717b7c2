'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { CONSENT_CATEGORIES, type ConsentCategory, NEEDS_CONSENT } from '../categories'
import { CONSENT_ROOT_ID } from './root-id'
import './consent.css'

/**
 * The consent notice's place in every page. The manager (vanilla-cookieconsent, about 15 KB) is loaded
 * only when a page holds something that waits for consent and the visitor has not chosen yet, or when the
 * visitor opens it (« Gérer les cookies », « Toujours autoriser… », a button marked `data-consent-accept`):
 * pages with nothing third-party never ask, since nothing is loaded there without consent anyway. Even
 * the reading of the visitor's choice loads on first use: a page's first load carries two listeners.
 */
const consent = () => import('../client')

export function ConsentManager() {
  const pathname = usePathname()
  // Buttons of the server's pages: the footer's « Gérer les cookies » (data-consent-open), and those that
  // allow one category (« Afficher les activités »: data-consent-accept="partners").
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('[data-consent-open]'))
        return void consent().then((client) => client.openConsentPreferences())
      const button = target?.closest<HTMLElement>('[data-consent-accept]')
      const category = button?.dataset.consentAccept as ConsentCategory | undefined
      if (category && CONSENT_CATEGORIES.includes(category))
        void consent().then((client) => client.acceptConsentCategory(category))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  useEffect(() => {
    if (!document.querySelector(`[${NEEDS_CONSENT}]`)) return
    const timer = window.setTimeout(
      () => void consent().then((client) => client.askConsentIfUnanswered()),
      300,
    )
    return () => window.clearTimeout(timer)
  }, [pathname])
  return <div className="consent" id={CONSENT_ROOT_ID} />
}
