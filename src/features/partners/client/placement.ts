/**
 * Where automatic widgets go, decided from measured numbers only (the page's layout is measured by
 * auto.ts): which pages allow them, how many, after which paragraphs, and which activities each shows.
 */
import {
  AUTO_ITEMS,
  AUTO_LIMIT,
  AUTO_LIMIT_MAX,
  MAX_REQUIRED_WIDTH_PX,
  MIN_GAP_WINDOW_HEIGHTS,
  MIN_PARAGRAPH_PX,
  MIN_TOP_WINDOW_HEIGHTS,
  MIN_WIDTH_RATIO,
} from './constants'

export type AutoRules = { pathPrefix: string; selector: string; excludedUrls: string[] }
export type PageLocation = Pick<Location, 'host' | 'pathname' | 'href'>

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path)

/** Whether an excluded address names this page: a path (`/contact`) or a full URL (its host and path). */
export function isExcludedPage(excludedUrls: readonly string[], page: PageLocation): boolean {
  const path = withoutTrailingSlash(page.pathname)
  return excludedUrls.some((entry) => {
    const value = entry.trim()
    if (value.startsWith('/')) return withoutTrailingSlash(value.split(/[?#]/)[0]) === path
    try {
      const url = new URL(value)
      return url.host === page.host && withoutTrailingSlash(url.pathname) === path
    } catch {
      return false
    }
  })
}

/**
 * Whether automatic widgets may go on this page: never on an excluded address; else, when a path prefix or
 * a selector is configured, only on a path starting with the prefix or a page where the selector matches
 * (either suffices); with neither configured, everywhere.
 */
export function autoInsertAllowed(rules: AutoRules, page: PageLocation, selectorMatches: boolean): boolean {
  if (isExcludedPage(rules.excludedUrls, page)) return false
  if (!rules.pathPrefix && !rules.selector) return true
  return Boolean(rules.pathPrefix && page.pathname.startsWith(rules.pathPrefix)) || selectorMatches
}

const isCount = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max

/** The page's limit: the content root's attribute (0 to AUTO_LIMIT_MAX), else the configured one. */
export function autoLimit(attribute: string | null, configured: number): number {
  if (attribute !== null && /^\d{1,3}$/.test(attribute.trim()) && isCount(Number(attribute), AUTO_LIMIT_MAX))
    return Number(attribute)
  return isCount(configured, AUTO_LIMIT_MAX) ? configured : AUTO_LIMIT
}

/** Activities an automatic widget shows: the configured number when it is a whole number from 1. */
export const autoItems = (configured: number) =>
  Number.isInteger(configured) && configured >= 1 ? configured : AUTO_ITEMS

export type WindowSize = { width: number; height: number }
/** A paragraph an automatic widget could follow: its bottom in page coordinates, its height and width. */
export type Spot = { bottom: number; height: number; width: number }

/** The width the space must exceed: 0.8 of the window's, and never more than 600 px. */
export const requiredWidth = (windowWidth: number) =>
  Math.min(windowWidth * MIN_WIDTH_RATIO, MAX_REQUIRED_WIDTH_PX)

/**
 * Whether a widget may follow this paragraph: the paragraph is taller than 75 px, the space is wider than
 * the required width, and the widget would start 1.5 window heights from the page's top or lower.
 */
export function spotFits(spot: Spot, size: WindowSize): boolean {
  return (
    spot.height > MIN_PARAGRAPH_PX &&
    spot.width > requiredWidth(size.width) &&
    spot.bottom >= size.height * MIN_TOP_WINDOW_HEIGHTS
  )
}

/** Whether a widget starting at `top` is 3 window heights or more from every other widget's top. */
export const farFromWidgets = (top: number, widgetTops: readonly number[], size: WindowSize) =>
  widgetTops.every((other) => Math.abs(top - other) >= size.height * MIN_GAP_WINDOW_HEIGHTS)

/**
 * The spots (indexes, in page order) that receive a widget now: each fitting spot far enough from the
 * widgets already there and from those chosen before it, until `room` widgets are placed.
 */
export function chooseSpots(
  spots: readonly Spot[],
  widgetTops: readonly number[],
  size: WindowSize,
  room: number,
): number[] {
  const chosen: number[] = []
  const tops = [...widgetTops]
  spots.forEach((spot, index) => {
    if (chosen.length >= room || !spotFits(spot, size) || !farFromWidgets(spot.bottom, tops, size)) return
    chosen.push(index)
    tops.push(spot.bottom)
  })
  return chosen
}

/**
 * Each automatic widget's `offset`, in the order given: the activities shown by the widgets above it on
 * the page, so that two widgets never show the same ones.
 */
export function autoOffsets(widgets: readonly { top: number; items: number }[]): number[] {
  const byPosition = widgets.map((widget, index) => ({ ...widget, index })).sort((a, b) => a.top - b.top)
  const offsets = new Array<number>(widgets.length)
  let shown = 0
  for (const widget of byPosition) {
    offsets[widget.index] = shown
    shown += widget.items
  }
  return offsets
}
