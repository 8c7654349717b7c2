import type { MetadataRoute } from 'next'
import { getCollectionSearches, getHeaderBar } from '@/features/search/bars'
import { keywordResultsPath } from '@/features/search/results-indexing'
import { RESULTS_PATH } from '@/features/search/results-path'
import { getSitemapEntries } from '@/features/seo/queries'
import { env } from '@/lib/env'

export const revalidate = 3600

/**
 * The site's sections that have a page today. A section joins this list with its route: the sitemap only
 * lists addresses that answer (the e2e suite requests every one).
 */
const SECTIONS = ['/', '/articles', '/agenda', '/carte', RESULTS_PATH]

/** The results of the keywords editors propose under each search, the only results pages indexed. */
async function keywordPaths(): Promise<string[]> {
  const bars = [await getHeaderBar(), ...(await getCollectionSearches())]
  return bars.flatMap((bar) => bar.tryThis.map((keyword) => keywordResultsPath(bar, keyword)))
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL
  const [entries, keywords] = await Promise.all([getSitemapEntries(), keywordPaths()])
  return [
    ...SECTIONS.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const })),
    // Next writes each address as it is: the `&` between parameters must be escaped in XML.
    ...keywords.map((path) => ({
      url: `${base}${path.replaceAll('&', '&amp;')}`,
      changeFrequency: 'daily' as const,
    })),
    ...entries.map((entry) => ({ url: `${base}${entry.path}`, lastModified: entry.updatedAt })),
  ]
}
