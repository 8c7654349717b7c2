import type { Config, DOMPurify } from 'dompurify'

/**
 * One SVG policy for the two places an editor's SVG is cleaned: its bytes at upload (on the server, with
 * jsdom as the window) and its markup before it is inlined into a page (in the browser). DOMPurify's SVG
 * profile keeps drawing elements and attributes only (no script, foreignObject, HTML elements such as an
 * XHTML `<meta http-equiv="refresh">`, event handlers, or attributes under an unexpected prefix such as
 * `x:href`), and checks addresses after removing the whitespace and control characters a browser ignores
 * (`java&#9;script:`). On top of it:
 * - `<style>` is dropped: once inlined, an SVG's style sheet applies to the whole page (it hid the h1);
 * - `<use>` is allowed for in-document references (`#id`) only: icons rely on it, an outside file is
 *   never fetched;
 * - animation values (`values`, `from`, `to`, `by`) naming a script or data address are dropped, and
 *   so is an animation of a link's address.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg'

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['style'],
}

const ANIMATION_VALUES = new Set(['values', 'from', 'to', 'by'])
const REFERENCES = new Set(['href', 'xlink:href'])
/** What a browser's URL parser skips inside an address: whitespace, controls, invisible separators. */
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g
const ACTIVE_ADDRESS = /(?:java|vb)script:|data:/i

const compact = (value: string) => value.replace(IGNORED_CHARACTERS, '')

/** The checks DOMPurify's profile leaves to us (see above), as one attribute hook. */
function addSvgHooks(purify: DOMPurify) {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName
    const value = compact(event.attrValue)
    const refused =
      (ANIMATION_VALUES.has(name) && ACTIVE_ADDRESS.test(value)) ||
      (name === 'attributename' && /href$/i.test(value)) ||
      (node.localName === 'use' && REFERENCES.has(name) && !value.startsWith('#'))
    if (refused) event.keepAttr = false
  })
}

export type SvgSanitizer = (markup: string) => SVGSVGElement | null

/**
 * A sanitizer bound to a window (the browser's, or jsdom's on the server) and its own DOMPurify instance
 * (it sets that instance's configuration).
 * The markup is read as XML, as the file is served; anything that is not a well-formed document whose root
 * is an `svg` element in the SVG namespace gives null. The result is a clean copy of the root, owned by
 * the window's document.
 */
export function createSvgSanitizer(purify: DOMPurify, window: Window & typeof globalThis): SvgSanitizer {
  addSvgHooks(purify)
  // Set once: given to each call instead, DOMPurify would rebuild its allow lists every time (a few ms
  // per icon on a slow phone).
  purify.setConfig({ ...CONFIG, RETURN_DOM: true })
  return (markup) => {
    const doc = new window.DOMParser().parseFromString(markup, 'image/svg+xml')
    const root = doc.documentElement
    if (!root || doc.getElementsByTagName('parsererror').length > 0) return null
    if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return null
    // A body element, as RETURN_DOM (set above) asks: the typings know it only from a per-call option.
    const body = purify.sanitize(root) as unknown as HTMLElement
    const svg = body.firstElementChild
    return svg && svg.localName === 'svg' && svg.namespaceURI === SVG_NS ? (svg as SVGSVGElement) : null
  }
}
