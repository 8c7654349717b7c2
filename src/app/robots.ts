import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

/**
 * The results page is not disallowed: a crawler must read its `noindex` to leave a typed phrase's page
 * out (a disallowed address can still be listed from links elsewhere), and the keywords editors propose
 * are indexed (ADR 0020).
 */
export default function robots(): MetadataRoute.Robots {
  const base = env().SITE_URL
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/ajax'] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  }
}
