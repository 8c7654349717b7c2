/**
 * Hosts the CSP allows beyond its static rules, because an editor configured them in the back office (a
 * travel partner's frames and endpoints, an audience measurement script): docs/decisions/0014-consent.md.
 * The server process keeps them in one place that the app writes (at start, on a save of the site
 * settings, then every minute) and the proxy (src/proxy.ts) reads: both run in the same process.
 */
export type CspSources = { script: string[]; frame: string[]; connect: string[]; img: string[] }

export type CspExtras = {
  /** On every page of the site (the audience measurement). */
  everywhere: CspSources
  /** On the pages whose rich text may hold a partner widget (articles and editors' pages). */
  widgetPages: CspSources
}

type Registry = { extras: CspExtras; updatedAt: number; refresh?: () => Promise<void> }

const KEY = Symbol.for('escale.csp-extras')
const store = globalThis as unknown as Record<symbol, Registry | undefined>

export const EMPTY_SOURCES: CspSources = { script: [], frame: [], connect: [], img: [] }
export const NO_EXTRAS: CspExtras = { everywhere: EMPTY_SOURCES, widgetPages: EMPTY_SOURCES }

/** How long the proxy trusts what it has before asking the app to read the settings again. */
export const CSP_EXTRAS_TTL_MS = 60_000

export function setCspExtras(extras: CspExtras, now = Date.now()) {
  store[KEY] = { ...store[KEY], extras, updatedAt: now }
}

/** The app's way to read the settings again (src/features/partners/csp-refresh.ts). */
export function setCspExtrasRefresh(refresh: () => Promise<void>) {
  store[KEY] = { extras: store[KEY]?.extras ?? NO_EXTRAS, updatedAt: store[KEY]?.updatedAt ?? 0, refresh }
}

/**
 * The hosts known now; when they are older than the TTL, a new read is started in the background (the
 * request at hand uses what is known).
 */
export function currentCspExtras(now = Date.now()): CspExtras {
  const registry = store[KEY]
  if (!registry) return NO_EXTRAS
  if (registry.refresh && now - registry.updatedAt > CSP_EXTRAS_TTL_MS) {
    registry.updatedAt = now
    void registry.refresh().catch(() => {})
  }
  return registry.extras
}

const isEmpty = (sources: CspSources) => Object.values(sources).every((list) => list.length === 0)

/** The site's own sections at one segment: the other one-segment addresses are editors' pages. */
const SECTIONS = new Set([
  'agenda',
  'articles',
  'carte',
  'videos',
  'newsletter',
  'recherche',
  'apercu',
  'sante',
])

/** An article or an editors' page: whose rich text may hold a partner widget. */
function isWidgetPage(path: string) {
  if (/^\/articles\/[^/]+\/?$/.test(path)) return true
  const page = /^\/([^/]+)\/?$/.exec(path)?.[1]
  return page !== undefined && !SECTIONS.has(page)
}

/** The sources a path needs beyond the static CSP, or null when it needs none. */
export function extrasForPath(extras: CspExtras, path: string): CspSources | null {
  const widgetPage = isWidgetPage(path)
  const sources = widgetPage
    ? {
        script: [...extras.everywhere.script, ...extras.widgetPages.script],
        frame: [...extras.everywhere.frame, ...extras.widgetPages.frame],
        connect: [...extras.everywhere.connect, ...extras.widgetPages.connect],
        img: [...extras.everywhere.img, ...extras.widgetPages.img],
      }
    : extras.everywhere
  return isEmpty(sources) ? null : sources
}
