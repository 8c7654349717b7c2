import { type CspExtras, type CspSources, EMPTY_SOURCES } from '@/lib/csp/extras'
import { PARTNER_DEFAULTS } from './defaults'

type PartnerSettings = {
  partnerId?: string | null
  activitiesFrameUrl?: string | null
  autoActivitiesFrameUrl?: string | null
  visitorUrl?: string | null
  widgetContextUrl?: string | null
  autoWidgetContextUrl?: string | null
  metadataUrl?: string | null
}
export type CspSettings = {
  partners?: PartnerSettings | null
  audience?: { scriptUrl?: string | null } | null
}

const originOf = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}
const origins = (urls: Array<string | null | undefined>) => [
  ...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null)),
]

/**
 * The hosts the CSP must allow for what an editor configured: the partner's frames and endpoints (only
 * with a partner account, and only where a widget may be), the audience script's host (everywhere). No
 * setting, no host: the CSP then stays the static one.
 */
export function cspExtrasOf(settings: CspSettings): CspExtras {
  const partners = settings.partners
  const widgetPages: CspSources = partners?.partnerId?.trim()
    ? {
        ...EMPTY_SOURCES,
        frame: origins([
          partners.activitiesFrameUrl || PARTNER_DEFAULTS.activitiesFrameUrl,
          partners.autoActivitiesFrameUrl || PARTNER_DEFAULTS.autoActivitiesFrameUrl,
        ]),
        connect: origins([
          partners.visitorUrl || PARTNER_DEFAULTS.visitorUrl,
          partners.widgetContextUrl || PARTNER_DEFAULTS.widgetContextUrl,
          partners.autoWidgetContextUrl || PARTNER_DEFAULTS.autoWidgetContextUrl,
          partners.metadataUrl || PARTNER_DEFAULTS.metadataUrl,
        ]),
      }
    : EMPTY_SOURCES
  const audience = origins([settings.audience?.scriptUrl])
  const everywhere: CspSources = { script: audience, frame: [], connect: audience, img: audience }
  return { everywhere, widgetPages }
}
