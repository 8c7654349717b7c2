import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from '@/lib/payload'

/**
 * Site settings (name, menus, footer, city position, home carousel), cached until an editor saves them.
 * Depth 2 so the carousel's articles come with their cover image.
 */
export const getSiteSettings = unstable_cache(
  async () => (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 2 }),
  ['site-settings'],
  { tags: ['site-settings', 'articles'] },
)

export type SiteSettingsData = Awaited<ReturnType<typeof getSiteSettings>>
