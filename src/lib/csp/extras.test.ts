import { describe, expect, it, vi } from 'vitest'
import {
  CSP_EXTRAS_TTL_MS,
  currentCspExtras,
  extrasForPath,
  setCspExtras,
  setCspExtrasRefresh,
} from './extras'

const extras = {
  everywhere: { script: ['https://mesure.example'], frame: [], connect: ['https://mesure.example'], img: [] },
  widgetPages: { script: [], frame: ['https://cadres.example'], connect: ['https://suivi.example'], img: [] },
}

describe('extrasForPath', () => {
  it('adds the partner’s hosts on articles and editors’ pages only, the audience’s everywhere', () => {
    expect(extrasForPath(extras, '/articles/la-plage')).toEqual({
      script: ['https://mesure.example'],
      frame: ['https://cadres.example'],
      connect: ['https://mesure.example', 'https://suivi.example'],
      img: [],
    })
    expect(extrasForPath(extras, '/a-propos')?.frame).toEqual(['https://cadres.example'])
    expect(extrasForPath(extras, '/agenda/fete-de-la-mer')).toEqual(extras.everywhere)
    for (const section of ['/articles', '/agenda', '/carte', '/videos', '/newsletter'])
      expect(extrasForPath(extras, section)).toEqual(extras.everywhere)
  })

  it('answers null when nothing is configured, so the page keeps the static CSP', () => {
    const none = { script: [], frame: [], connect: [], img: [] }
    expect(extrasForPath({ everywhere: none, widgetPages: none }, '/articles/la-plage')).toBeNull()
    expect(extrasForPath({ everywhere: none, widgetPages: extras.widgetPages }, '/agenda')).toBeNull()
    expect(extrasForPath({ everywhere: none, widgetPages: extras.widgetPages }, '/a-propos')).toEqual(
      extras.widgetPages,
    )
  })
})

describe('the registry the proxy reads', () => {
  it('keeps what the app wrote, and asks for a new read once it is older than the TTL', async () => {
    const refresh = vi.fn(async () => setCspExtras(extras, Date.now()))
    setCspExtrasRefresh(refresh)
    setCspExtras(extras, 1_000)
    expect(currentCspExtras(1_000 + CSP_EXTRAS_TTL_MS)).toBe(extras)
    expect(refresh).not.toHaveBeenCalled()
    currentCspExtras(1_001 + CSP_EXTRAS_TTL_MS)
    currentCspExtras(1_002 + CSP_EXTRAS_TTL_MS)
    // One read at a time: the second request within the same moment does not start another.
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
