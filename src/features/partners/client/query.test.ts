// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  OPTION_PARAMETERS,
  autoFrameParameters,
  frameUrl,
  localeCode,
  manualFrameParameters,
  optionParameters,
} from './query'

const identity = { partnerId: 'ABC123', website: 'https://escale.example', visitorId: 'V1' }
const PAGE = 'https://escale.example/articles/la-digue'

describe('an editor’s widget frame', () => {
  it('carries partner, type, every option set on the element in order, then site and visitor', () => {
    const element = document.createElement('div')
    element.setAttribute('data-location-id', ' 169 ')
    element.setAttribute('data-query', 'Bray-Dunes & dunes')
    element.setAttribute('data-number-of-items', '4')
    element.setAttribute('data-locale-code', 'fr-FR')
    element.setAttribute('data-currency', '')
    element.setAttribute('data-consent-platform', 'escale')
    const parameters = manualFrameParameters(identity, 'activities', optionParameters(element))
    const url = new URL(frameUrl('https://widget.example/default/activities.frame', PAGE, parameters))
    expect(url.origin + url.pathname).toBe('https://widget.example/default/activities.frame')
    expect([...url.searchParams]).toEqual([
      ['partner_id', 'ABC123'],
      ['widget', 'activities'],
      ['location_id', '169'],
      ['q', 'Bray-Dunes & dunes'],
      ['number_of_items', '4'],
      ['locale_code', 'fr-FR'],
      ['consent_platform', 'escale'],
      ['website', 'https://escale.example'],
      ['visitor_id', 'V1'],
    ])
  })

  it('reads every option attribute of the element', () => {
    const element = document.createElement('div')
    for (const [attribute] of OPTION_PARAMETERS) element.setAttribute(attribute, attribute.slice(5))
    expect(optionParameters(element).map(([name, value]) => `${name}=${value}`)).toEqual([
      'location_id=location-id',
      'q=query',
      'latitude=latitude',
      'longitude=longitude',
      'number_of_items=number-of-items',
      'tour_ids=tour-ids',
      'excluded_tour_ids=excluded-tour-ids',
      'locale_code=locale-code',
      'tour_id=tour-id',
      'currency=currency',
      'variant=variant',
      'offset=offset',
      'excluded_keywords=excluded-keywords',
      'consent_platform=consent-platform',
    ])
  })

  it('resolves a relative frame address against the page and replaces a parameter it already had', () => {
    expect(frameUrl('/cadre?partner_id=old&x=1', PAGE, [['partner_id', 'ABC123']])).toBe(
      'https://escale.example/cadre?partner_id=ABC123&x=1',
    )
  })
})

describe('an automatic widget frame', () => {
  it('carries partner, activities, offset, locale, consent platform, site and visitor', () => {
    const parameters = autoFrameParameters(identity, {
      items: 3,
      offset: 3,
      localeCode: 'fr-FR',
      consentPlatform: 'escale',
    })
    expect(new URL(frameUrl('https://widget.example/activities-auto.frame', PAGE, parameters)).search).toBe(
      '?partner_id=ABC123&number_of_items=3&offset=3&locale_code=fr-FR&consent_platform=escale&website=https%3A%2F%2Fescale.example&visitor_id=V1',
    )
  })

  it('asks in the page’s locale when it reads xx-XX, else in French', () => {
    expect(localeCode('en-GB')).toBe('en-GB')
    expect(localeCode('fr')).toBe('fr-FR')
    expect(localeCode('')).toBe('fr-FR')
  })
})
