import { parseOverlayLink, type OverlayLink } from './rules'

/** Links the overlay takes over: marked ones (thickbox's class and ours) and image links in article bodies. */
export const MARKED_LINKS = 'a.overlay[href], a.thickbox[href]'
const CONTENT_LINKS = '.prose a[href]'

/** One thing the overlay can show, with the text alternative of the thumbnail that opened it. */
export type OverlayItem = OverlayLink & { alt: string }

const parse = (link: HTMLAnchorElement): OverlayItem | null => {
  const parsed = parseOverlayLink(
    {
      href: link.getAttribute('href') ?? '',
      title: link.title,
      name: link.getAttribute('name'),
      rel: link.rel,
    },
    window.location.href,
  )
  return parsed && { ...parsed, alt: link.querySelector('img')?.alt ?? '' }
}

/**
 * The overlay link a click landed on, if it is one to take over: a marked link of any kind, or a link in
 * article content whose target is an image (other content links keep navigating).
 */
export function overlayLinkAt(
  target: EventTarget | null,
  scope: string | undefined,
): { link: HTMLAnchorElement; item: OverlayItem } | null {
  const link =
    target instanceof Element ? target.closest<HTMLAnchorElement>(`${MARKED_LINKS}, ${CONTENT_LINKS}`) : null
  if (!link || (scope && !link.closest(scope))) return null
  const item = parse(link)
  if (!item || (!link.matches(MARKED_LINKS) && item.kind !== 'image')) return null
  return { link, item }
}

/**
 * The images shown one after the other with this one: links with the same `rel` group (thickbox), or, for an
 * image in article content without a group, the other ungrouped images of the same article body, so that a
 * long article reads as one gallery. Other kinds and lone images: just the one.
 */
export function groupOf(link: HTMLAnchorElement, item: OverlayItem, scope: string | undefined) {
  const root: ParentNode = (scope && link.closest(scope)) || document
  const prose = link.closest('.prose')
  let candidates: HTMLAnchorElement[] = []
  if (item.kind === 'image' && item.group) {
    candidates = Array.from(root.querySelectorAll<HTMLAnchorElement>(`${MARKED_LINKS}, ${CONTENT_LINKS}`))
  } else if (item.kind === 'image' && prose) {
    candidates = Array.from(prose.querySelectorAll<HTMLAnchorElement>('a[href]'))
  }
  const members = candidates
    .map((candidate) => ({ candidate, parsed: candidate === link ? item : parse(candidate) }))
    .filter(({ parsed }) => parsed?.kind === 'image' && parsed.group === item.group)
  const index = members.findIndex(({ candidate }) => candidate === link)
  if (index < 0) return { items: [item], index: 0 }
  return { items: members.map(({ parsed }) => parsed as OverlayItem), index }
}
