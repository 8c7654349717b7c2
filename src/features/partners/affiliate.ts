/**
 * Call 5: a link to the travel-rental affiliate's site carries `sharedid`, the first segment of the page's
 * path (`/articles/la-plage` → `articles`), added with `?` or `&` as the address needs. Done on the server
 * when the rich text is rendered, so it works without script. Other links, and pages at the site's root
 * address, are left as they are.
 */
export function affiliateHref(href: string, host: string | null | undefined, pagePath: string): string {
  const affiliate = host?.trim().toLowerCase()
  const sharedId = pagePath.split('/').find(Boolean)
  if (!affiliate || !sharedId || !/^https?:\/\//i.test(href)) return href
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return href
  }
  if (url.hostname.toLowerCase() !== affiliate) return href
  url.searchParams.set('sharedid', decodeURIComponent(sharedId))
  return url.href
}
