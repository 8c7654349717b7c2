import 'server-only'
import type { Metadata } from 'next'
import { getSiteSettings } from '@/features/site/queries'
import { buildPageMetadata, type PageMeta } from './page-metadata'

export { DEFAULT_SHARE_IMAGE, NOT_FOUND_METADATA, type PageMeta } from './page-metadata'

/**
 * The metadata of a public page: every `generateMetadata` and `metadata` export under `src/app/(site)`
 * goes through here, so title, description, canonical URL, Open Graph and Twitter card are built one way
 * over the site settings' defaults.
 */
export async function pageMetadata(meta: PageMeta): Promise<Metadata> {
  const settings = await getSiteSettings()
  return buildPageMetadata(meta, settings)
}
