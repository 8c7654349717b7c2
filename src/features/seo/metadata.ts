import 'server-only'
import type { Metadata } from 'next'
import { mediaPath } from '@/features/media/image'
import { getSiteSettings } from '@/features/site/queries'

/** The share image of pages that have none of their own (public/og-image.png). */
export const DEFAULT_SHARE_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Escale, le guide de Bray-Dunes : la mer, la plage et les dunes',
}

export type PageMeta = {
  /** The page's own title; the site layout's template adds the site name. */
  title: string
  /** Empty: the site's description. */
  description?: string | null
  /** The canonical path of the page, e.g. `/articles/la-plage`. */
  path: string
  /** A media document (or its url, size and alt text): shown when the page is shared. */
  image?: { url?: string | null; width?: number | null; height?: number | null; alt?: string | null } | null
  type?: 'website' | 'article'
  article?: { publishedTime?: string | null; modifiedTime?: string | null; authors?: string[] }
  /** Pages that must stay out of search engines (search results, filtered lists). */
  noindex?: boolean
}

/**
 * The metadata of every public page, built one way: title, description, canonical URL, and an Open Graph
 * and Twitter card merged over the site's defaults (French locale, site name, a share image even for pages
 * without one). Relative URLs become absolute against the site address (`metadataBase` in the layout).
 */
export async function pageMetadata(meta: PageMeta): Promise<Metadata> {
  const settings = await getSiteSettings()
  const description =
    meta.description?.replace(/\s+/g, ' ').trim() || settings.description || settings.tagline || undefined
  const image = meta.image?.url
    ? {
        url: mediaPath(meta.image.url),
        width: meta.image.width ?? undefined,
        height: meta.image.height ?? undefined,
        alt: meta.image.alt ?? meta.title,
      }
    : DEFAULT_SHARE_IMAGE
  const common = { title: meta.title, description, url: meta.path, images: [image] }
  return {
    title: meta.title,
    description,
    alternates: { canonical: meta.path },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph:
      meta.type === 'article'
        ? {
            ...common,
            type: 'article',
            locale: 'fr_FR',
            siteName: settings.siteName,
            publishedTime: meta.article?.publishedTime ?? undefined,
            modifiedTime: meta.article?.modifiedTime ?? undefined,
            authors: meta.article?.authors,
          }
        : { ...common, type: 'website', locale: 'fr_FR', siteName: settings.siteName },
    twitter: { card: 'summary_large_image', title: meta.title, description, images: [image.url] },
  }
}
