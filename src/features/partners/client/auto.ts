/** Automatic insertion in the page: its content root, the measured paragraphs and widgets, the insertion. */
import { AUTO_LIMIT_ATTRIBUTE } from './constants'
import type { FrameRegistry } from './frames'
import { autoInsertAllowed, autoItems, autoLimit, chooseSpots, type AutoRules, type Spot } from './placement'
import { autoFrameParameters, frameUrl, localeCode, type FrameIdentity } from './query'
import { ALL_WIDGETS, buildAutoWidget } from './widgets'

/** The element matching the selector, or null when nothing does or the selector is not valid. */
export function matching(document: Document, selector: string): Element | null {
  if (!selector) return null
  try {
    return document.querySelector(selector)
  } catch {
    return null
  }
}

/** Where automatic widgets go and the page context is read: the configured selector's element, else main. */
export const contentRoot = (document: Document, selector: string) =>
  matching(document, selector) ?? document.querySelector('main')

/** Paragraphs inside these are not followed by a widget: it would land in a list, a quote, a widget... */
const NOT_AFTER = `li, table, blockquote, figure, aside, nav, header, footer, form, ${ALL_WIDGETS}`

/** The content's paragraphs a widget may follow, in page order. */
export function spotParagraphs(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('p')).filter((paragraph) => {
    const inside = paragraph.closest(NOT_AFTER)
    return !inside || !root.contains(inside) || inside === root
  })
}

type Scrolled = Pick<Window, 'scrollY'>

/** A paragraph's bottom in page coordinates, its height and its width. */
export function measureSpot(paragraph: Element, win: Scrolled): Spot {
  const rect = paragraph.getBoundingClientRect()
  return { bottom: rect.bottom + win.scrollY, height: rect.height, width: rect.width }
}

/** The tops of every widget in the page, in page coordinates. */
export const widgetTops = (document: Document, win: Scrolled) =>
  Array.from(
    document.querySelectorAll(ALL_WIDGETS),
    (widget) => widget.getBoundingClientRect().top + win.scrollY,
  )

/** The content root automatic widgets go in, when they are switched on and allowed on this page. */
export function autoRoot(win: Window, rules: AutoRules & { enabled: boolean }): Element | null {
  if (!rules.enabled) return null
  if (!autoInsertAllowed(rules, win.location, matching(win.document, rules.selector) !== null)) return null
  return contentRoot(win.document, rules.selector)
}

export type AutoInsertion = {
  win: Window
  rules: AutoRules & { enabled: boolean; maxWidgets: number; items: number }
  frameBase: string
  consentPlatform: string
  identity: FrameIdentity
  registry: FrameRegistry
}

/**
 * Inserts the automatic widgets the page has room for (placement.ts decides where), each with the offset
 * of its page position; returns how many it inserted.
 */
export function insertAutoWidgets({
  win,
  rules,
  frameBase,
  consentPlatform,
  identity,
  registry,
}: AutoInsertion) {
  const { document } = win
  const root = autoRoot(win, rules)
  if (!root) return 0
  const room =
    autoLimit(root.getAttribute(AUTO_LIMIT_ATTRIBUTE), rules.maxWidgets) - registry.ofKind('auto').length
  if (room <= 0) return 0
  const paragraphs = spotParagraphs(root)
  const spots = paragraphs.map((paragraph) => measureSpot(paragraph, win))
  const size = { width: win.innerWidth, height: win.innerHeight }
  const chosen = chooseSpots(spots, widgetTops(document, win), size, room)
  if (chosen.length === 0) return 0
  const items = autoItems(rules.items)
  const offsets = registry.placeOffsets(chosen.map((index) => ({ top: spots[index].bottom, items })))
  const options = { items, localeCode: localeCode(document.documentElement.lang), consentPlatform }
  chosen.forEach((spotIndex, index) => {
    const parameters = autoFrameParameters(identity, { ...options, offset: offsets[index] })
    const { widget, frame } = buildAutoWidget(document, frameUrl(frameBase, win.location.href, parameters))
    paragraphs[spotIndex].after(widget)
    registry.add({ frame, widget, kind: 'auto', items, offset: offsets[index] })
  })
  return chosen.length
}
