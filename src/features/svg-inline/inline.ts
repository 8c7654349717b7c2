import { loadSvgSanitizer, svgForImage } from './sanitize'

/** Images to inline: svg files of this site, outside the map (Leaflet keeps references to its marker imgs). */
const CANDIDATES = 'img[src$=".svg"]:not([data-svg-inlined]):not([data-no-inline])'
const cache = new Map<string, Promise<SVGSVGElement | null>>()
/** The svg standing for each inlined img, to undo it when React changes or removes that img. */
const standIns = new WeakMap<HTMLImageElement, SVGSVGElement>()

/**
 * GET the svg file and read the reply as XML, sanitized. Null when it fails or is not an
 * svg. The sanitizer (DOMPurify) loads alongside the first file.
 */
function load(url: string): Promise<SVGSVGElement | null> {
  let pending = cache.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin', headers: { Accept: 'image/svg+xml' } })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? ''
        if (!response.ok || !/svg|xml/.test(type)) return null
        const [sanitize, markup] = await Promise.all([loadSvgSanitizer(), response.text()])
        return sanitize(markup)
      })
      .catch(() => null)
    cache.set(url, pending)
  }
  return pending
}

function sameOrigin(img: HTMLImageElement): boolean {
  try {
    return new URL(img.getAttribute('src') ?? '', window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * Replaces one svg <img> by its inline markup. The img stays in the page, hidden, right after the svg:
 * React may still own it, and removing nodes React owns breaks later updates. On failure the img stays.
 */
export async function inlineImage(img: HTMLImageElement): Promise<void> {
  if (!sameOrigin(img) || img.closest('.leaflet-container')) return
  img.setAttribute('data-svg-inlined', 'pending')
  const source = await load(img.src)
  if (!source || !img.isConnected) {
    img.setAttribute('data-svg-inlined', 'failed')
    return
  }
  const svg = svgForImage(img, source)
  img.before(svg)
  standIns.set(img, svg)
  img.hidden = true
  img.setAttribute('data-svg-inlined', 'done')
}

/**
 * False for an image the page does not show (inside a panel this screen hides): nobody sees it, and
 * inlining it would fetch its file for nothing. A copy of it shown later (in a modal) is inlined then.
 */
const isShown = (img: HTMLImageElement) => typeof img.checkVisibility !== 'function' || img.checkVisibility()

/** Inlines every candidate image inside `root` (itself included) that the page shows. */
export function inlineWithin(root: ParentNode | Element) {
  if (root instanceof HTMLImageElement && root.matches(CANDIDATES) && isShown(root)) void inlineImage(root)
  for (const img of root.querySelectorAll<HTMLImageElement>(CANDIDATES))
    if (isShown(img)) void inlineImage(img)
}

/** Undoes the inlining of an img (its source changed, or it left the page), and retries it if it stays. */
export function restoreImage(img: HTMLImageElement) {
  const svg = standIns.get(img)
  if (!svg) return
  standIns.delete(img)
  svg.remove()
  img.hidden = false
  img.removeAttribute('data-svg-inlined')
  if (img.isConnected) inlineWithin(img)
}
