import 'server-only'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import { AUTO_DEFAULTS, PARTNER_DEFAULTS } from './defaults'

/** The lines of a textarea setting, trimmed, without the empty ones. */
export const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * What the browser needs to run the partner's widgets (the shape of the widgets' library,
 * src/features/partners/client), or null when no partner account is set: then no widget shows, nothing is
 * placed automatically and the notice never mentions them on a page.
 */
export async function getPartnerConfig() {
  const settings = (await getSiteSettings()).partners
  const partnerId = settings?.partnerId?.trim()
  if (!settings || !partnerId) return null
  const auto = settings.autoInsert
  return {
    partnerId,
    activitiesFrameUrl: settings.activitiesFrameUrl || PARTNER_DEFAULTS.activitiesFrameUrl,
    autoActivitiesFrameUrl: settings.autoActivitiesFrameUrl || PARTNER_DEFAULTS.autoActivitiesFrameUrl,
    visitorUrl: settings.visitorUrl || PARTNER_DEFAULTS.visitorUrl,
    widgetContextUrl: settings.widgetContextUrl || PARTNER_DEFAULTS.widgetContextUrl,
    autoWidgetContextUrl: settings.autoWidgetContextUrl || PARTNER_DEFAULTS.autoWidgetContextUrl,
    metadataUrl: settings.metadataUrl || PARTNER_DEFAULTS.metadataUrl,
    website: new URL(env().SITE_URL).origin,
    autoInsert: {
      enabled: Boolean(auto?.enabled),
      maxWidgets: auto?.maxWidgets ?? AUTO_DEFAULTS.maxWidgets,
      items: auto?.items ?? AUTO_DEFAULTS.items,
      pathPrefix: auto?.pathPrefix?.trim() ?? '',
      selector: auto?.selector?.trim() ?? '',
      excludedUrls: lines(auto?.excludedUrls),
    },
  }
}

export type PartnerSettingsConfig = NonNullable<Awaited<ReturnType<typeof getPartnerConfig>>>
