import type { Metadata } from 'next'
import { mediaPath } from '@/features/media/image'

/** The share image of pages that have none of their own (public/og-image.png). */
export const DEFAULT_SHARE_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Escale, le guide de Bray-Dunes : la mer, la plage et les dunes',
}

/** Search engines show about 160 characters of a description: longer ones are cut at a word. */
export const DESCRIPTION_MAX_LENGTH = 160

type ImageFile = { url?: string | null; width?: number | null; height?: number | null }

export type PageMeta = {
  /** The page's own title; the site layout's template adds the site name. */
  title: string
  /** The title is the whole `<title>`, without the site name after it (the home page). */
  fullTitle?: boolean
  /** Empty: the site's description. */
  description?: string | null
  /** The canonical path of the page, e.g. `/articles/la-plage`; a numbered page gives its own path. */
  path: string
  /** A media document (or its url, size and alt text): shown when the page is shared. */
  image?: (ImageFile & { alt?: string | null; sizes?: { large?: ImageFile | null } | null }) | null
  type?: 'website' | 'article'
  article?: { publishedTime?: string | null; modifiedTime?: string | null; authors?: string[] }
  /** Pages that must stay out of search engines (search results, filtered lists). */
  noindex?: boolean
  /** Other formats of the page, by content type, e.g. `{ 'text/calendar': '/agenda.ics' }`. */
  formats?: Record<string, string>
}

/** What the page metadata falls back on: the site settings' name and descriptions. */
export type SiteDefaults = { siteName: string; description?: string | null; tagline?: string | null }

/** The metadata of an address that shows the French 404 page: kept out of search engines. */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page introuvable', robots: { index: false } }

/** Whitespace folded, then cut at the last whole word before the limit, with an ellipsis. */
export function shortDescription(text: string | null | undefined): string | undefined {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat || undefined
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1)
  return `${cut.replace(/\s+\S*$/, '').replace(/[\s,;:.–-]+$/, '')}…`
}

/**
 * The share image: the media's large rendition when it has one (share previews are at most 1200 pixels
 * wide, the original can be much larger), its address made relative to the site (`mediaPath`); the site's
 * default image when the page has none.
 */
function shareImage(meta: PageMeta) {
  const source = meta.image?.sizes?.large?.url ? meta.image.sizes.large : meta.image
  if (!source?.url) return DEFAULT_SHARE_IMAGE
  return {
    url: mediaPath(source.url),
    width: source.width ?? undefined,
    height: source.height ?? undefined,
    alt: meta.image?.alt || meta.title,
  }
}

/**
 * The metadata of every public page, built one way: title, description, canonical URL, and an Open Graph
 * and Twitter card merged over the site's defaults (French locale, site name, a share image even for pages
 * without one). Relative URLs become absolute against the site address (`metadataBase` in the layout).
 */
export function buildPageMetadata(meta: PageMeta, site: SiteDefaults): Metadata {
  const description = shortDescription(meta.description) ?? shortDescription(site.description ?? site.tagline)
  const image = shareImage(meta)
  const common = { title: meta.title, description, url: meta.path, images: [image] }
  return {
    title: meta.fullTitle ? { absolute: meta.title } : meta.title,
    description,
    alternates: { canonical: meta.path, ...(meta.formats ? { types: meta.formats } : {}) },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph:
      meta.type === 'article'
        ? {
            ...common,
            type: 'article',
            locale: 'fr_FR',
            siteName: site.siteName,
            publishedTime: meta.article?.publishedTime ?? undefined,
            modifiedTime: meta.article?.modifiedTime ?? undefined,
            authors: meta.article?.authors,
          }
        : { ...common, type: 'website', locale: 'fr_FR', siteName: site.siteName },
    twitter: { card: 'summary_large_image', title: meta.title, description, images: [image.url] },
  }
}
