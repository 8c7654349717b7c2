'use client'

import { openConsentPreferences } from '../client'

/** The footer's « Gérer les cookies »: reopens the visitor's choices. Hidden without script (nothing to manage). */
export function ManageCookiesButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => void openConsentPreferences()}>
      Gérer les cookies
    </button>
  )
}
