/** Where each linkable collection's documents live on the public site. */
const ROUTES: Record<string, (slug: string) => string> = {
  pages: (slug) => `/${slug}`,
  articles: (slug) => `/articles/${slug}`,
  events: (slug) => `/agenda/${slug}`,
  categories: (slug) => `/categorie/${slug}`,
  places: () => '/carte',
}

/** An address on this site written in full becomes relative, so it follows the site wherever it runs. */
export function relativeUrl(url: string, siteUrl?: string): string {
  if (!siteUrl) return url
  const origin = siteUrl.replace(/\/+$/, '')
  if (url === origin) return '/'
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

/** The only schemes a link may use; anything else (javascript:, data:, vbscript:, file:...) is dropped. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])
/** Stands for the site when its address is unknown (tests, scripts): only used to resolve relative links. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid'

/**
 * The address a rich-text link may point to, or '#'. It is parsed the way a browser parses it
 * (`new URL` against the site), so what is checked is what the browser would follow: tabs, newlines and
 * control characters inside or before a scheme (`java\tscript:`, `\x01javascript:`) are stripped by the
 * parser exactly as the browser strips them, and the scheme that comes out must be http, https, mailto or
 * tel. Addresses on this site come back relative (path, query, fragment); in-page anchors and query-only
 * links keep their form; other sites get their normalised absolute address.
 */
export function safeHref(raw: string, siteUrl?: string): string {
  const base = new URL(siteUrl || PLACEHOLDER_ORIGIN)
  if (raw.trim() === '') return '#'
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return '#'
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return '#'
  if (url.origin !== base.origin) return url.href
  // The parser ignores these characters anywhere in the address; so does this check of its first one.
  const written = raw.replace(/[\u0000-\u0020]/g, '')
  if (written.startsWith('#')) return url.hash || '#'
  if (written.startsWith('?')) return `${url.search}${url.hash}`
  return `${url.pathname}${url.search}${url.hash}`
}

export type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: 'custom' | 'internal' | null
  doc?: { relationTo: string; value: unknown } | null
}

/** href, target and rel of a rich-text link: internal links stay relative; external ones get noopener. */
export function linkAttributes(
  fields: LinkFields,
  siteUrl?: string,
): { href: string; target?: string; rel?: string } {
  let href = fields.url ?? '#'
  if (fields.linkType === 'internal') {
    const value = fields.doc?.value as { slug?: unknown } | undefined
    const route = fields.doc ? ROUTES[fields.doc.relationTo] : undefined
    href = route && typeof value?.slug === 'string' ? route(value.slug) : '#'
  }
  // React warns about javascript: addresses but still renders them: every link goes through the check.
  href = safeHref(href, siteUrl)
  const external = /^(https?:)?\/\//i.test(href)
  const rels = [external && 'noopener', fields.newTab && 'noopener noreferrer'].filter(Boolean) as string[]
  return {
    href,
    target: fields.newTab ? '_blank' : undefined,
    rel: rels.length ? [...new Set(rels.join(' ').split(' '))].join(' ') : undefined,
  }
}

/** A path on this site ("/agenda"), as opposed to an in-page anchor or another site's address. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')
