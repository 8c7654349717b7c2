/**
 * The addresses of the partner's frames: the frame's own address with the widget's options, the site
 * and the visitor in its query (docs/behaviour/partners.md lists the parameters).
 */

/** An editor's widget options: its data attribute and the frame's query parameter, in query order. */
export const OPTION_PARAMETERS = [
  ['data-location-id', 'location_id'],
  ['data-query', 'q'],
  ['data-latitude', 'latitude'],
  ['data-longitude', 'longitude'],
  ['data-number-of-items', 'number_of_items'],
  ['data-tour-ids', 'tour_ids'],
  ['data-excluded-tour-ids', 'excluded_tour_ids'],
  ['data-locale-code', 'locale_code'],
  ['data-tour-id', 'tour_id'],
  ['data-currency', 'currency'],
  ['data-variant', 'variant'],
  ['data-offset', 'offset'],
  ['data-excluded-keywords', 'excluded_keywords'],
  ['data-consent-platform', 'consent_platform'],
] as const

/** The parameters every frame gets: who the partner is, which site shows the frame, and to whom. */
export type FrameIdentity = { partnerId: string; website: string; visitorId: string }

/** Query parameters in order, empty values left out. */
export type FrameParameters = [name: string, value: string | undefined][]

/** The frame's address: `base` (absolute, or relative to `pageHref`) with the parameters set in order. */
export function frameUrl(base: string, pageHref: string, parameters: FrameParameters): string {
  const url = new URL(base, pageHref)
  for (const [name, value] of parameters) if (value) url.searchParams.set(name, value)
  return url.href
}

/** The options an editor's widget element carries, as query parameters (trimmed, empty ones left out). */
export function optionParameters(element: Element): FrameParameters {
  return OPTION_PARAMETERS.map(([attribute, name]) => [name, element.getAttribute(attribute)?.trim()])
}

/** An editor's widget frame: partner, widget type, the element's options, then site and visitor. */
export function manualFrameParameters(
  identity: FrameIdentity,
  widgetType: string,
  options: FrameParameters,
): FrameParameters {
  return [
    ['partner_id', identity.partnerId],
    ['widget', widgetType],
    ...options,
    ['website', identity.website],
    ['visitor_id', identity.visitorId],
  ]
}

/** What an automatic widget asks for: how many activities, from which rank, in which language. */
export type AutoOptions = { items: number; offset: number; localeCode: string; consentPlatform: string }

export function autoFrameParameters(identity: FrameIdentity, options: AutoOptions): FrameParameters {
  return [
    ['partner_id', identity.partnerId],
    ['number_of_items', String(options.items)],
    ['offset', String(options.offset)],
    ['locale_code', options.localeCode],
    ['consent_platform', options.consentPlatform],
    ['website', identity.website],
    ['visitor_id', identity.visitorId],
  ]
}

/** The page's language as the partner's locale code (`fr-FR`); French when the page says nothing usable. */
export function localeCode(lang: string): string {
  return /^[a-z]{2}-[A-Z]{2}$/.test(lang) ? lang : 'fr-FR'
}
