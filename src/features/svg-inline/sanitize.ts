import { createSvgSanitizer, type SvgSanitizer } from '@/lib/svg-sanitize'

let sanitizer: Promise<SvgSanitizer> | undefined

/**
 * The page's SVG sanitizer (lib/svg-sanitize.ts: DOMPurify's SVG profile plus our rules). DOMPurify is
 * loaded on first use, so only a page that has an svg image to inline downloads it.
 */
export function loadSvgSanitizer(): Promise<SvgSanitizer> {
  sanitizer ??= import('dompurify').then(({ default: createDOMPurify }) =>
    createSvgSanitizer(createDOMPurify(window), window),
  )
  return sanitizer
}

/**
 * Builds the inline svg that stands for an <img>: the img's class (plus `inline-svg`), size, id, style and
 * title carry over; alt text becomes role="img" + aria-label, an empty alt makes it aria-hidden. The
 * file's own id and style on its root are dropped: inside the page, they could take an id the page uses
 * or lay the drawing over it (position: fixed).
 */
export function svgForImage(img: HTMLImageElement, source: SVGSVGElement): SVGSVGElement {
  const svg = img.ownerDocument.importNode(source, true) as SVGSVGElement
  svg.removeAttribute('id')
  svg.removeAttribute('style')
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
