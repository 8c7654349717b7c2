'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { NEEDS_CONSENT } from '../categories'
import { askConsentIfUnanswered } from '../client'
import { CONSENT_ROOT_ID } from './root-id'
import './consent.css'

/**
 * The consent notice's place in every page. The manager (vanilla-cookieconsent, about 15 KB) is loaded
 * only when a page holds something that waits for consent and the visitor has not chosen yet, or when the
 * visitor opens it (« Gérer les cookies », « Toujours autoriser… »): pages with nothing third-party never
 * ask, since nothing is loaded there without consent anyway.
 */
export function ConsentManager() {
  const pathname = usePathname()
  useEffect(() => {
    if (!document.querySelector(`[${NEEDS_CONSENT}]`)) return
    const timer = window.setTimeout(() => void askConsentIfUnanswered(), 300)
    return () => window.clearTimeout(timer)
  }, [pathname])
  return <div className="consent" id={CONSENT_ROOT_ID} />
}
