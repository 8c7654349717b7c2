import type { MetadataRoute } from 'next'
import { getSitemapEntries } from '@/features/seo/queries'
import { env } from '@/lib/env'

export const revalidate = 3600

const SECTIONS = ['/', '/articles', '/agenda', '/carte', '/videos', '/contact']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const entries = await getSitemapEntries()
  return [
    ...SECTIONS.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const })),
    ...entries.map((entry) => ({ url: `${base}${entry.path}`, lastModified: entry.updatedAt })),
  ]
}
