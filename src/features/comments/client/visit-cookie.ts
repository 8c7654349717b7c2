import { VISIT_COOKIE, VISIT_COOKIE_SECONDS } from '../visit-constants'

/**
 * Writes the anti-spam cookie once per visit (it lasts an hour): where the visit came from, when it
 * started, how long the tab's history was and the plugins the browser reports. A robot posting
 * the form without a browser has none of it; the moderator sees it beside the comment.
 */
export function writeVisitCookie() {
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${VISIT_COOKIE}=`))) return
  const visit = {
    r: document.referrer.slice(0, 500),
    t: Date.now(),
    h: Math.min(history.length, 1000),
    p: Array.from(navigator.plugins ?? [], (plugin) => plugin.name)
      .join(', ')
      .slice(0, 300),
  }
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; Max-Age=${VISIT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`
}

/** The referrer the visit started from, as the cookie keeps it. */
export function visitReferrer(): string {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== VISIT_COOKIE) continue
    try {
      const parsed = JSON.parse(decodeURIComponent(value.join('='))) as { r?: unknown }
      return typeof parsed.r === 'string' ? parsed.r : ''
    } catch {
      return ''
    }
  }
  return ''
}
