import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/features/seo/queries'
import { env } from '@/lib/env'

export const revalidate = 3600

/**
 * The site's sections that have a page today. A section joins this list with its route: the sitemap only
 * lists addresses that answer (the e2e suite requests every one).
 */
const SECTIONS = ['/', '/articles', '/agenda', '/carte']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const entries = await getSitemapEntries()
  return [
    ...SECTIONS.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const })),
    ...entries.map((entry) => ({ url: `${base}${entry.path}`, lastModified: entry.updatedAt })),
  ]
}
