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
  // React warns about javascript: addresses but still renders them; never let one through.
  if (/^\s*(javascript|vbscript|data):/i.test(href)) href = '#'
  href = relativeUrl(href, siteUrl)
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
