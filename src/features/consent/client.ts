import { useSyncExternalStore } from 'react'
import { CONSENT_COOKIE, CONSENT_REVISION, type ConsentCategory } from './categories'

/** The consent manager's events on window (vanilla-cookieconsent), and ours for choices made in place. */
const CHANGE_EVENTS = ['cc:onConsent', 'cc:onChange'] as const

type StoredChoice = { categories?: unknown; revision?: unknown; expirationTime?: unknown }

function storedChoice(): StoredChoice | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw))
    return parsed && typeof parsed === 'object' ? (parsed as StoredChoice) : null
  } catch {
    return null
  }
}

/**
 * The categories the visitor accepted, read from the manager's cookie without loading the manager: none
 * when there is no choice yet, when it was made for an earlier revision of the notice, or once it expired.
 */
export function acceptedCategories(): string[] {
  const choice = storedChoice()
  if (!choice || choice.revision !== CONSENT_REVISION) return []
  if (typeof choice.expirationTime === 'number' && choice.expirationTime < Date.now()) return []
  return Array.isArray(choice.categories) ? choice.categories.filter((c) => typeof c === 'string') : []
}

/** Whether the visitor has made a choice that is still valid (any answer, refusals included). */
export const hasChosen = () => acceptedCategories().includes('necessary')

const subscribe = (onChange: () => void) => {
  for (const name of CHANGE_EVENTS) window.addEventListener(name, onChange)
  return () => {
    for (const name of CHANGE_EVENTS) window.removeEventListener(name, onChange)
  }
}

/** Whether `category` is accepted, kept current as the visitor changes their choice. False on the server. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => acceptedCategories().includes(category),
    () => false,
  )
}

/** Opens the notice when the visitor has not chosen yet (a page holding something that waits for consent). */
export async function askConsentIfUnanswered() {
  if (hasChosen()) return
  const { startConsentManager, CookieConsent } = await import('./manager')
  await startConsentManager()
  if (!hasChosen()) CookieConsent.show(true)
}

/** Opens the consent manager's preferences (the footer's « Gérer les cookies »). */
export async function openConsentPreferences() {
  const { startConsentManager, CookieConsent } = await import('./manager')
  await startConsentManager()
  CookieConsent.showPreferences()
}

/** Accepts one more category from a button in the page (« Toujours autoriser les vidéos YouTube »). */
export async function acceptConsentCategory(category: ConsentCategory) {
  const { startConsentManager, CookieConsent } = await import('./manager')
  await startConsentManager()
  CookieConsent.acceptCategory([...new Set([...acceptedCategories(), 'necessary', category])])
  CookieConsent.hide()
}
