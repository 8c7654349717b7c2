/**
 * Overlay rules (docs/behaviour/overlay.md), kept pure so they are unit tested without a browser.
 * The link conventions are thickbox's: parameters ride in the link's query string, `rel` names a group.
 */

/** The overlay's labels, in French. */
export const LABELS = {
  next: 'Suiv.',
  previous: 'Préc.',
  image: 'Image',
  of: 'sur',
  close: 'Fermer',
} as const
/** Shown when the browser cannot show iframes. */
export const IFRAMES_UNAVAILABLE =
  'Cette fonctionnalité requiert des iframes. Les iframes sont désactivées sur votre navigateur, ou alors il ne les accepte pas.'

/** Default content size, the padding around it and the margin kept around images. */
export const DEFAULT_WIDTH = 630
export const DEFAULT_HEIGHT = 440
export const PADDING_X = 30
export const PADDING_Y = 40
export const WINDOW_MARGIN = 150

export type OverlayKind = 'image' | 'inline' | 'iframe' | 'ajax'
export type LinkAttributes = {
  href: string
  title?: string | null
  name?: string | null
  rel?: string | null
}
export type OverlayLink = {
  kind: OverlayKind
  /** Absolute address of the content, without the overlay's own parameters. */
  url: string
  caption: string
  group: string | null
  width: number
  height: number
  modal: boolean
  inlineId: string | null
}
export type Size = { width: number; height: number }

/**
 * Thickbox's image extensions (jpg, jpeg, png, gif, bmp), plus webp: it is the modern equivalent, and
 * Payload serves our uploads' generated sizes (/api/media/file/<name>.webp) in it.
 */
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp)$/i

/** Whether a link points at an image, judged by its path's extension (query string and hash ignored). */
export function isImageUrl(href: string): boolean {
  return IMAGE_EXTENSION.test(href.split(/[?#]/, 1)[0] ?? '')
}

/**
 * The overlay parameters: everything after the first `?`, as thickbox reads them. That covers both
 * `photo.html?width=300` and the inline convention `#TB_inline?inlineId=plan`, where the `?` sits in the hash.
 */
export function overlayParams(href: string): URLSearchParams {
  const at = href.indexOf('?')
  if (at < 0) return new URLSearchParams()
  const query = href.slice(at + 1).split('#', 1)[0] ?? ''
  return new URLSearchParams(query.replace(/;/g, '&'))
}

/** Parameters meant for the overlay, removed from the address actually loaded. */
const OWN_PARAMS = ['width', 'height', 'modal', 'inlineId', 'keepThis']

function contentUrl(target: URL): string {
  const url = new URL(target.href)
  const own = [...url.searchParams.keys()].filter((key) => OWN_PARAMS.includes(key) || key.startsWith('TB_'))
  for (const key of own) url.searchParams.delete(key)
  return url.href
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value)
  return value && Number.isFinite(number) && number > 0 ? Math.round(number) : fallback
}

/** Link types that say how a link behaves, not which gallery it belongs to. */
const LINK_TYPES = new Set(['noopener', 'noreferrer', 'nofollow', 'external', 'ugc', 'sponsored', 'opener'])

/** The group named by `rel`, minus the link types the rich-text editor adds (noopener...), or null. */
export function groupFromRel(rel: string | null | undefined): string | null {
  const tokens = (rel ?? '').split(/\s+/).filter((token) => token && !LINK_TYPES.has(token.toLowerCase()))
  return tokens.length ? tokens.join(' ') : null
}

/**
 * What an overlay link opens: an image by extension; else inline content when `inlineId` is given; else an
 * iframe when asked (`TB_iframe=true`) or when the address is on another origin (it cannot be fetched);
 * else same-origin content fetched and shown. Null for addresses that are not http(s) (javascript:, mailto:).
 */
export function parseOverlayLink(link: LinkAttributes, pageUrl: string): OverlayLink | null {
  let target: URL
  try {
    target = new URL(link.href, pageUrl)
  } catch {
    return null
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null
  const params = overlayParams(link.href)
  const inlineId = params.get('inlineId') || null
  const sameOrigin = target.origin === new URL(pageUrl).origin
  const kind: OverlayKind = isImageUrl(target.pathname)
    ? 'image'
    : inlineId
      ? 'inline'
      : params.get('TB_iframe') === 'true' || !sameOrigin
        ? 'iframe'
        : 'ajax'
  return {
    kind,
    url: kind === 'image' ? target.href : contentUrl(target),
    caption: link.title?.trim() || link.name?.trim() || '',
    group: groupFromRel(link.rel),
    width: positive(params.get('width'), DEFAULT_WIDTH),
    height: positive(params.get('height'), DEFAULT_HEIGHT),
    modal: params.get('modal') === 'true',
    inlineId,
  }
}

/** Below this window width (phones), the overlay's 150 px side margin would shrink an image below its size in the article. */
export const NARROW_WINDOW = 600

/**
 * An image fits within the window minus 150 px in each dimension (thickbox's `pageWidth - 150`), keeping
 * its ratio and never enlarged. On a narrow window the box takes the whole width instead (only its own
 * 30 px of padding), so a phone shows the image larger than in the article, not smaller.
 */
export function fitImage(naturalW: number, naturalH: number, windowW: number, windowH: number): Size {
  const maxW = Math.max(1, windowW - (windowW < NARROW_WINDOW ? PADDING_X : WINDOW_MARGIN))
  const maxH = Math.max(1, windowH - WINDOW_MARGIN)
  if (!(naturalW > 0 && naturalH > 0))
    return { width: Math.min(DEFAULT_WIDTH, maxW), height: Math.min(DEFAULT_HEIGHT, maxH) }
  const scale = Math.min(1, maxW / naturalW, maxH / naturalH)
  return {
    width: Math.max(1, Math.round(naturalW * scale)),
    height: Math.max(1, Math.round(naturalH * scale)),
  }
}

/** The overlay box is its content plus 30 px across and 40 px down (caption bar). */
export const boxSize = ({ width, height }: Size): Size => ({
  width: width + PADDING_X,
  height: height + PADDING_Y,
})

export type GroupPosition = {
  index: number
  total: number
  previous: number | null
  next: number | null
  label: string
}

/** Where an image sits in its group ('Image 2 sur 5'); null for a lone image. No wrap-around, as thickbox. */
export function groupPosition(index: number, total: number): GroupPosition | null {
  if (total < 2 || index < 0 || index >= total) return null
  return {
    index,
    total,
    previous: index > 0 ? index - 1 : null,
    next: index < total - 1 ? index + 1 : null,
    label: `${LABELS.image} ${index + 1} ${LABELS.of} ${total}`,
  }
}

/**
 * Period goes to the next image, comma to the previous one. The arrow keys do the same,
 * as visitors of any image viewer expect.
 */
export function stepForKey(key: string): 1 | -1 | 0 {
  if (key === '.' || key === 'ArrowRight') return 1
  if (key === ',' || key === 'ArrowLeft') return -1
  return 0
}

/** Remote content is fetched with a random cache-busting parameter, so no cache answers it. */
export function cacheBusted(url: string, random: number): string {
  const busted = new URL(url)
  busted.searchParams.set('random', String(random))
  return busted.href
}

export const isSameOrigin = (url: string, pageUrl: string) => {
  try {
    return new URL(url, pageUrl).origin === new URL(pageUrl).origin
  } catch {
    return false
  }
}
