const SVG_NS = 'http://www.w3.org/2000/svg'
/** Elements that can run code or embed foreign documents; never kept. */
const DROPPED = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object'])
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'from', 'to', 'values'])
const UNSAFE_URL = /^\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp)))/i

/**
 * Parses svg markup (spec call 3: the file is read as XML) and returns a safe copy of its root element,
 * or null when the markup is not an svg document. Drops scripts and foreign content, event-handler
 * attributes (on*) and javascript:/vbscript:/data: addresses.
 */
export function sanitizeSvg(markup: string, parser: DOMParser = new DOMParser()): SVGSVGElement | null {
  const doc = parser.parseFromString(markup, 'image/svg+xml')
  const root = doc.documentElement
  if (!root || doc.getElementsByTagName('parsererror').length > 0) return null
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return null
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    if (DROPPED.has(element.localName.toLowerCase())) {
      element.remove()
      continue
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && UNSAFE_URL.test(attribute.value))) {
        element.removeAttribute(attribute.name)
      }
    }
  }
  return root as unknown as SVGSVGElement
}

/**
 * Builds the inline svg that stands for an <img>: the img's class (plus `inline-svg`), size, id, style and
 * title carry over; alt text becomes role="img" + aria-label, an empty alt makes it aria-hidden.
 */
export function svgForImage(img: HTMLImageElement, source: SVGSVGElement): SVGSVGElement {
  const svg = img.ownerDocument.importNode(source, true) as SVGSVGElement
  const width = img.getAttribute('width')
  const height = img.getAttribute('height')
  // Keep the drawing's proportions when the img sets a size and the svg has no viewBox of its own.
  const ownWidth = Number.parseFloat(svg.getAttribute('width') ?? '')
  const ownHeight = Number.parseFloat(svg.getAttribute('height') ?? '')
  if (!svg.hasAttribute('viewBox') && ownWidth > 0 && ownHeight > 0)
    svg.setAttribute('viewBox', `0 0 ${ownWidth} ${ownHeight}`)
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (value) svg.setAttribute(name, value)
  }
  svg.setAttribute(
    'class',
    ['inline-svg', ...img.classList].filter((c, i, all) => all.indexOf(c) === i).join(' '),
  )
  for (const name of ['id', 'style', 'title']) {
    const value = img.getAttribute(name)
    if (value) svg.setAttribute(name, value)
  }
  const alt = img.getAttribute('alt')?.trim()
  if (alt) {
    svg.setAttribute('role', 'img')
    svg.setAttribute('aria-label', alt)
    svg.removeAttribute('aria-hidden')
  } else {
    svg.setAttribute('aria-hidden', 'true')
    svg.removeAttribute('role')
    svg.removeAttribute('aria-label')
  }
  svg.setAttribute('focusable', 'false')
  return svg
}
