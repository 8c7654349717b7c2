import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'

/**
 * Site settings (name, menus, footer, city position, home carousel), cached until an editor saves them.
 * Depth 2 so the carousel's articles come with their cover image.
 */
export const getSiteSettings = cachedRead('site-settings', async () =>
  (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 2 }),
)

export type SiteSettingsData = Awaited<ReturnType<typeof getSiteSettings>>
