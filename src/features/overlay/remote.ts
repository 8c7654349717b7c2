import { cacheBusted, isSameOrigin } from './rules'
import { sanitizedFragment } from './sanitize'

/**
 * Remote overlay content, fetched from the link's address with a random
 * cache-busting parameter, then sanitised. Only our own origin is fetched (other origins open in an
 * iframe, see rules.ts): the CSP allows nothing else, and our cookies must not travel elsewhere.
 * Rejects on any failure; the caller closes the overlay silently.
 */
export async function fetchRemote(url: string, signal: AbortSignal): Promise<DocumentFragment> {
  if (!isSameOrigin(url, window.location.href)) throw new Error('cross-origin overlay content')
  const random = Math.floor(Math.random() * 1_000_000_000)
  const response = await fetch(cacheBusted(url, random), {
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  })
  if (!response.ok) throw new Error(`overlay content: HTTP ${response.status}`)
  return sanitizedFragment(await response.text())
}
