import type { PartnerWidgetBlockFields } from '@/payload-types'

/** How the widgets say which consent platform asked the visitor (the partner's `consent-platform`). */
export const CONSENT_PLATFORM = 'escale'

const FIELDS = {
  locationId: 'data-location-id',
  query: 'data-query',
  latitude: 'data-latitude',
  longitude: 'data-longitude',
  numberOfItems: 'data-number-of-items',
  tourIds: 'data-tour-ids',
  excludedTourIds: 'data-excluded-tour-ids',
  localeCode: 'data-locale-code',
  tourId: 'data-tour-id',
  currency: 'data-currency',
  variant: 'data-variant',
  offset: 'data-offset',
  excludedKeywords: 'data-excluded-keywords',
} as const satisfies Partial<Record<keyof PartnerWidgetBlockFields, string>>

/**
 * A widget block's fields as the data attributes the widgets' library reads (docs/behaviour/partners.md):
 * the widget type and link, each option that is set, the locale (French by default) and the consent
 * platform.
 */
export function widgetAttributes(fields: PartnerWidgetBlockFields): Record<string, string> {
  const attributes: Record<string, string> = { 'data-consent-platform': CONSENT_PLATFORM }
  if (fields.widget) attributes['data-partner-widget'] = fields.widget
  if (fields.href) attributes['data-partner-href'] = fields.href
  for (const [field, attribute] of Object.entries(FIELDS)) {
    const value = fields[field as keyof typeof FIELDS]
    if (value !== null && value !== undefined && value !== '') attributes[attribute] = String(value)
  }
  attributes['data-locale-code'] ??= 'fr-FR'
  return attributes
}
