/**
 * Cleans remote overlay content before it enters the page. The browser's own parser (DOMParser) does the
 * parsing, which keeps the client small (sanitize-html would weigh more than the whole overlay); the
 * decisions are the pure predicates below, unit tested. Nodes are moved, never re-serialised, so what was
 * checked is what is shown.
 */

/** Elements that run code, load other documents or restyle the whole page. */
const UNSAFE_ELEMENTS = new Set([
  'script',
  'noscript',
  'style',
  'link',
  'meta',
  'base',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  // SVG animation can rewrite an href to javascript: after the check.
  'set',
  'animate',
  'animatetransform',
  'animatemotion',
])

/** Attributes holding an address the browser may follow or load. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'cite',
  'ping',
])

export const isUnsafeElement = (tagName: string) => UNSAFE_ELEMENTS.has(tagName.toLowerCase())

/** Whether an address runs code: javascript:, vbscript:, or data: anything but an image. */
export function isUnsafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside the scheme ("java\tscript:").
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true
  return compact.startsWith('data:') && !compact.startsWith('data:image/')
}

/** Event handlers (on*), inline documents (srcdoc) and addresses that run code. */
export function isUnsafeAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase()
  if (lower.startsWith('on') || lower === 'srcdoc') return true
  return URL_ATTRIBUTES.has(lower) && isUnsafeUrl(value)
}

/** Parses HTML with DOMParser (inert: nothing runs, nothing loads) and returns its body, cleaned. */
export function sanitizedFragment(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
    if (isUnsafeElement(element.localName)) {
      element.remove()
      continue
    }
    for (const attribute of Array.from(element.attributes)) {
      if (isUnsafeAttribute(attribute.name, attribute.value)) element.removeAttribute(attribute.name)
    }
  }
  const fragment = document.createDocumentFragment()
  fragment.append(...Array.from(parsed.body.childNodes)) // adopted into the page's document
  return fragment
}
