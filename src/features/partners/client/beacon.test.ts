import { describe, expect, it, vi } from 'vitest'
import { beaconLog, contextEndpoint, sendContext } from './beacon'

const endpoints = {
  widgetContextUrl: 'https://p.example/widget-context',
  autoWidgetContextUrl: 'https://p.example/auto-widget-context',
  metadataUrl: 'https://p.example/metadata-extracted',
}
const payload = {
  language: 'fr',
  metaTitle: 'La digue',
  metaDescription: '',
  sectionHeading: 'La digue',
  paragraph: 'Un texte.',
  url: 'https://escale.example/articles/la-digue',
}

describe('call 22', () => {
  it('goes to the endpoint of its kind', () => {
    expect(contextEndpoint('manual', endpoints)).toBe(endpoints.widgetContextUrl)
    expect(contextEndpoint('auto', endpoints)).toBe(endpoints.autoWidgetContextUrl)
    expect(contextEndpoint('metadata', endpoints)).toBe(endpoints.metadataUrl)
  })

  it('is a beacon of the payload as text/plain JSON', async () => {
    const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true)
    expect(sendContext({ sendBeacon }, endpoints.widgetContextUrl, payload)).toBe(true)
    const [url, body] = sendBeacon.mock.calls[0]
    expect(url).toBe(endpoints.widgetContextUrl)
    expect(body).toBeInstanceOf(Blob)
    expect((body as Blob).type).toBe('text/plain')
    expect(JSON.parse(await (body as Blob).text())).toEqual(payload)
  })

  it('does nothing without beacons, and swallows a refusal', () => {
    expect(sendContext({} as Navigator, endpoints.widgetContextUrl, payload)).toBe(false)
    const throwing = () => {
      throw new TypeError('refused')
    }
    expect(sendContext({ sendBeacon: throwing }, endpoints.widgetContextUrl, payload)).toBe(false)
    expect(sendContext({ sendBeacon: () => true }, '', payload)).toBe(false)
  })

  it('is sent once per kind and page address', () => {
    const log = beaconLog()
    expect(log.claim('manual', 'escale.example/a')).toBe(true)
    expect(log.claim('manual', 'escale.example/a')).toBe(false)
    expect(log.claim('auto', 'escale.example/a')).toBe(true)
    expect(log.claim('manual', 'escale.example/b')).toBe(true)
  })
})
