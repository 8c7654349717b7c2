import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { AjaxTable } from '@/lib/ajax/types'
import { CURRENT, startWeatherStub, type WeatherStub } from '../../stubs/weather-provider'
import { type Backend, describeOn } from '../support/backends'
import { startPayload } from '../support/payload'

type Reply = { status: number; type: string; text: string; ms: number }

/**
 * Call 9 (`awesome_weather_refresh`) against a real database (its rate limit is kept there) and a stub
 * Open-Meteo on 127.0.0.1: the report for coordinates and for a typed place, the error markers, a slow
 * and a failing provider, the cache, the units and number of days, and every refusal.
 */
export function weatherSuite(backend: Backend) {
  describeOn(backend, 'weather widget call', (ready) => {
    let stub: WeatherStub
    let actions: AjaxTable
    let nonceFor: (id: string) => string
    // Each test asks for places of its own: the cache (15 minutes) lives as long as the suite.
    let place = 0
    const nextLatLng = () => `${(43 + place++ * 0.1).toFixed(2)},2.50`

    /** Sends call 9 with the widget's usual fields, `fields` over them, and `repeated` added after. */
    const call = async (
      fields: Record<string, string>,
      repeated: [string, string][] = [],
    ): Promise<Reply> => {
      const { dispatchAjax } = await import('@/lib/ajax/dispatch')
      const { rateLimitByIp } = await import('@/lib/rate-limit')
      const body = new URLSearchParams({
        action: 'awesome_weather_refresh',
        id: 'accueil',
        security: nonceFor(fields.id ?? 'accueil'),
        location: 'Bray-Dunes',
        units: 'c',
        forecast_days: '5',
        owm_city_id: '0',
        geotriggered: '0',
        ...fields,
      })
      for (const [name, value] of repeated) body.append(name, value)
      const started = Date.now()
      const request = new Request('http://localhost/ajax', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
      // The endpoint's rate limits, as src/app/ajax/route.ts spends them.
      const response = await dispatchAjax(request, actions, (rule) => rateLimitByIp(rule, request))
      const text = await response.text()
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        text,
        ms: Date.now() - started,
      }
    }
    const days = (text: string) => (text.match(/class="weather-report__day"/g) ?? []).length

    beforeAll(async () => {
      stub = await startWeatherStub()
      process.env.OPEN_METEO_URL = stub.url
      process.env.OPEN_METEO_GEOCODING_URL = stub.url
      delete process.env.OPENWEATHERMAP_API_KEY
      await startPayload(ready.url, ready.mediaDir)
      actions = (await import('@/app/ajax/actions')).ajaxActions
      const { createNonce } = await import('@/lib/nonce')
      const { WEATHER_NONCE } = await import('@/features/weather/rules')
      nonceFor = (id) => createNonce(WEATHER_NONCE, id)
    }, 120_000)
    afterAll(() => stub?.close())
    beforeEach(() => stub.reset())

    it("fills the widget with its own place's weather, by coordinates", async () => {
      const reply = await call({ latlng: '51.08,2.58' })
      expect(reply.status).toBe(200)
      expect(reply.type).toMatch(/^text\/html/)
      expect(reply.text).toMatch(/^<div class="weather-report" data-place="Bray-Dunes" data-units="c">/)
      expect(reply.text).toContain(`${Math.round(CURRENT.temperature)}\u00a0°C`)
      expect(reply.text).toContain('Partiellement nuageux')
      expect(days(reply.text)).toBe(5)
      expect(stub.requests.map((request) => request.path)).toEqual(['/v1/forecast'])
      expect(stub.requests[0]!.query.get('latitude')).toBe('51.08')
    })

    it('names a position without a name « Votre position », rounded to 2 decimals', async () => {
      const reply = await call({ latlng: '50.123456,3.98765', location: '' })
      expect(reply.text).toContain('data-place="Votre position"')
      expect(Object.fromEntries(stub.requests[0]!.query)).toMatchObject({
        latitude: '50.12',
        longitude: '3.99',
      })
    })

    it('finds a typed place and shows its weather', async () => {
      const reply = await call({ user_location: 'Dunkerque', latlng: '51.08,2.58' })
      expect(reply.status).toBe(200)
      expect(reply.text).toContain('data-place="Dunkerque"')
      expect(stub.requests.map((request) => request.path)).toEqual(['/v1/search', '/v1/forecast'])
      expect(stub.requests[0]!.query.get('language')).toBe('fr')
      expect(stub.requests[1]!.query.get('latitude')).toBe('51.03')
    })

    it('answers the city marker for a place not found', async () => {
      const reply = await call({ user_location: 'Atlantide' })
      expect(reply.status).toBe(200)
      expect(reply.text).toContain('data-weather-error="city"')
      expect(stub.count('/v1/forecast')).toBe(0)
    })

    it('answers the weather marker within 2.5 s when the provider is slow', async () => {
      stub.mode = 'slow'
      const reply = await call({ latlng: nextLatLng() })
      expect(reply.status).toBe(200)
      expect(reply.text).toContain('data-weather-error="weather"')
      expect(reply.ms).toBeLessThan(2500)
    })

    it('answers the weather marker at once when the provider fails, and does not ask again for a while', async () => {
      stub.mode = 'error'
      const latlng = nextLatLng()
      const first = await call({ latlng })
      expect(first.status).toBe(200)
      expect(first.text).toContain('data-weather-error="weather"')
      stub.mode = 'normal'
      const second = await call({ latlng })
      expect(second.text).toContain('data-weather-error="weather"')
      expect(stub.count('/v1/forecast')).toBe(1)
      const typed = await call({ user_location: 'Lille', latlng: '' })
      expect(typed.text).toContain('data-place="Lille"')
    })

    it('asks the provider once for two visitors of the same place, in either unit', async () => {
      const latlng = nextLatLng()
      const [celsius, fahrenheit] = await Promise.all([call({ latlng }), call({ latlng, units: 'f' })])
      // A neighbour a few metres away shares the answer (2 decimals).
      const again = await call({ latlng: latlng.replace(',2.50', '1,2.499') })
      expect(stub.count('/v1/forecast')).toBe(1)
      expect(celsius.text).toContain(`${Math.round(CURRENT.temperature)}\u00a0°C`)
      expect(fahrenheit.text).toContain(`${Math.round((CURRENT.temperature * 9) / 5 + 32)}\u00a0°F`)
      expect(fahrenheit.text).toContain('data-units="f"')
      expect(fahrenheit.text).toContain('\u00a0mph')
      expect(again.status).toBe(200)
    })

    it('lists 0 to 7 days', async () => {
      const latlng = nextLatLng()
      const none = await call({ latlng, forecast_days: '0' })
      expect(none.status).toBe(200)
      expect(days(none.text)).toBe(0)
      expect(none.text).toContain('weather-report__temperature')
      expect(days((await call({ latlng, forecast_days: '7' })).text)).toBe(7)
    })

    it.each([
      ['a position out of range', { latlng: '91,2.58' }, /latlng/],
      ['a position that is not two numbers', { latlng: 'nord,sud' }, /latlng/],
      ['no place at all', { latlng: '' }, /Lieu manquant/],
      ['a bad unit', { latlng: '51.08,2.58', units: 'kelvin' }, /units/],
      ['8 days', { latlng: '51.08,2.58', forecast_days: '8' }, /forecast_days/],
      ['a negative city id', { latlng: '51.08,2.58', owm_city_id: '-1' }, /owm_city_id/],
      ['a bad geotriggered', { latlng: '51.08,2.58', geotriggered: 'oui' }, /geotriggered/],
      ['a bad widget id', { latlng: '51.08,2.58', id: '../accueil' }, /"id"/],
    ])('refuses %s with a 400 in French', async (_label, fields, detail) => {
      const reply = await call(fields)
      expect(reply.status).toBe(400)
      const body = JSON.parse(reply.text) as { error: string; details?: unknown }
      expect(body.error).toMatch(/^(Paramètres invalides\.|Lieu manquant)/)
      expect(JSON.stringify(body)).toMatch(detail)
      expect(stub.requests).toHaveLength(0)
    })

    it('refuses a position given twice', async () => {
      const reply = await call({ latlng: '51.08,2.58' }, [['latlng', '50.63,3.06']])
      expect(reply.status).toBe(400)
      expect(JSON.parse(reply.text).details).toHaveProperty('latlng')
    })

    it.each([
      ['a missing nonce', { security: '' }],
      ['a wrong nonce', { security: 'AAAAAAAAAAAAAAAAAAAAAA' }],
      ["another widget's nonce", { id: 'bloc-1', security: 'x' }],
    ])('refuses %s with a 403 in French', async (_label, fields) => {
      const reply = await call({ latlng: '51.08,2.58', ...fields })
      expect(reply.status).toBe(403)
      expect(JSON.parse(reply.text).error).toBe('Jeton de sécurité invalide ou expiré : rechargez la page.')
      expect(stub.requests).toHaveLength(0)
    })

    it('accepts the nonce of another widget for that widget only', async () => {
      const reply = await call({ id: 'bloc-1', latlng: '51.08,2.58' })
      expect(reply.status).toBe(200)
      const other = await call({ id: 'bloc-2', latlng: '51.08,2.58', security: nonceFor('bloc-1') })
      expect(other.status).toBe(403)
    })

    it('limits the calls of one address (60 in 10 minutes)', async () => {
      let reply: Reply | undefined
      for (let i = 0; i < 61 && reply?.status !== 429; i++) reply = await call({ latlng: '51.08,2.58' })
      expect(reply?.status).toBe(429)
      expect(JSON.parse(reply!.text).error).toMatch(
        /^Trop de demandes de météo en peu de temps\. Réessayez dans/,
      )
    })
  })
}
