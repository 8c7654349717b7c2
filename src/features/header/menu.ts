/** A main-menu entry as editors write it in the site settings. */
export type MenuLink = { label: string; url: string }
export type MenuItem = MenuLink & { children?: MenuLink[] | null }

/**
 * Where a top-level entry leads: its first sub-menu link when it has one (a click on the entry goes
 * there), else its own link.
 */
export function firstLink(item: MenuItem): string {
  return item.children?.[0]?.url ?? item.url
}

/**
 * The path of a menu link without trailing slash; null for links to other sites, and for links with a
 * query or a hash (a filtered view or a section of a page is not the page itself).
 */
function pathOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || /[?#]/.test(url)) return null
  const path = url.replace(/\/+$/, '')
  return path === '' ? '/' : path
}

/** True when a menu link points at the page being shown. */
export function isCurrent(url: string, pathname: string | null): boolean {
  if (!pathname) return false
  const path = pathOf(url)
  return path !== null && path === (pathname.replace(/\/+$/, '') || '/')
}

/**
 * The entry whose sub-menu holds the link to the current category page, or -1. On category pages the
 * mobile menu opens that group.
 */
export function activeGroupIndex(menu: MenuItem[], pathname: string | null): number {
  if (!pathname?.startsWith('/categorie/')) return -1
  return menu.findIndex((item) => item.children?.some((child) => isCurrent(child.url, pathname)))
}

/** A dropdown hides 300 ms after the mouse leaves it. */
export const DROPDOWN_HIDE_DELAY_MS = 300
