import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from '@/lib/payload'

/** Site settings (name, menus, footer, city position), cached until an editor saves them. */
export const getSiteSettings = unstable_cache(
  async () => (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1 }),
  ['site-settings'],
  { tags: ['site-settings'] },
)

export type SiteSettingsData = Awaited<ReturnType<typeof getSiteSettings>>
