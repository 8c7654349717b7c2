import type { MetadataContext, PageContext } from './context'

/** Call 22's three endpoints: the editors' widgets, the automatic ones, and the page's metadata. */
export type ContextKind = 'manual' | 'auto' | 'metadata'

type Endpoints = { widgetContextUrl: string; autoWidgetContextUrl: string; metadataUrl: string }

export function contextEndpoint(kind: ContextKind, endpoints: Endpoints): string {
  if (kind === 'manual') return endpoints.widgetContextUrl
  if (kind === 'auto') return endpoints.autoWidgetContextUrl
  return endpoints.metadataUrl
}

/**
 * Sends the page context as a beacon of text/plain JSON (a simple request: no preflight, the page may
 * leave meanwhile). False when the browser has no beacons or refused to queue it; nothing is retried.
 */
export function sendContext(
  navigator: Pick<Navigator, 'sendBeacon'>,
  endpoint: string,
  payload: PageContext | MetadataContext,
): boolean {
  if (typeof navigator.sendBeacon !== 'function' || !endpoint) return false
  const body = new Blob([JSON.stringify(payload)], { type: 'text/plain' })
  try {
    return navigator.sendBeacon(endpoint, body)
  } catch {
    return false
  }
}

/** The beacons already sent, one per kind and page address, so that a refresh does not send them again. */
export function beaconLog() {
  const sent = new Set<string>()
  return {
    /** True the first time a kind is asked for on a page, false afterwards. */
    claim(kind: ContextKind, page: string): boolean {
      const key = `${kind} ${page}`
      if (sent.has(key)) return false
      sent.add(key)
      return true
    },
  }
}
