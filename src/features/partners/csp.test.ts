import { describe, expect, it } from 'vitest'
import { cspExtrasOf } from './csp'
import { PARTNER_DEFAULTS } from './defaults'

describe('cspExtrasOf', () => {
  it('allows nothing more without a partner account or an audience script', () => {
    const extras = cspExtrasOf({ partners: { partnerId: '' }, audience: { scriptUrl: '' } })
    expect(Object.values(extras.widgetPages).flat()).toEqual([])
    expect(Object.values(extras.everywhere).flat()).toEqual([])
  })

  it('allows the partner’s frames and endpoints on the widget pages, by origin, once each', () => {
    const extras = cspExtrasOf({
      partners: {
        partnerId: 'ABC123',
        activitiesFrameUrl: 'http://127.0.0.1:4100/cadre',
        autoActivitiesFrameUrl: 'http://127.0.0.1:4100/cadre-auto',
        visitorUrl: 'http://127.0.0.1:4101/visiteur',
        widgetContextUrl: 'http://127.0.0.1:4101/contexte',
        autoWidgetContextUrl: '',
        metadataUrl: 'pas une adresse',
      },
    })
    expect(extras.widgetPages.frame).toEqual(['http://127.0.0.1:4100'])
    expect(extras.widgetPages.connect).toEqual([
      'http://127.0.0.1:4101',
      new URL(PARTNER_DEFAULTS.autoWidgetContextUrl).origin,
    ])
    expect(extras.everywhere.script).toEqual([])
  })

  it('allows the audience script’s host everywhere (script, its requests and its pixels)', () => {
    const extras = cspExtrasOf({ audience: { scriptUrl: 'https://mesure.example/script.js' } })
    expect(extras.everywhere).toEqual({
      script: ['https://mesure.example'],
      frame: [],
      connect: ['https://mesure.example'],
      img: ['https://mesure.example'],
    })
  })
})
