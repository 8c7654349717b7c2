'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { acceptConsentCategory, askConsentIfUnanswered } from '../client'
import { CONSENT_CATEGORIES, type ConsentCategory, NEEDS_CONSENT } from '../categories'
import { CONSENT_ROOT_ID } from './root-id'
import './consent.css'

/**
 * The consent notice's place in every page. The manager (vanilla-cookieconsent, about 15 KB) is loaded
 * only when a page holds something that waits for consent and the visitor has not chosen yet, or when the
 * visitor opens it (« Gérer les cookies », « Toujours autoriser… », a button marked `data-consent-accept`):
 * pages with nothing third-party never ask, since nothing is loaded there without consent anyway.
 */
export function ConsentManager() {
  const pathname = usePathname()
  // Buttons in the page that allow one category (« Afficher les activités »): data-consent-accept="…".
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-accept]') : null
      const category = button?.dataset.consentAccept as ConsentCategory | undefined
      if (category && CONSENT_CATEGORIES.includes(category)) void acceptConsentCategory(category)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  useEffect(() => {
    if (!document.querySelector(`[${NEEDS_CONSENT}]`)) return
    const timer = window.setTimeout(() => void askConsentIfUnanswered(), 300)
    return () => window.clearTimeout(timer)
  }, [pathname])
  return <div className="consent" id={CONSENT_ROOT_ID} />
}
