import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CURRENT,
  OWM_KEY,
  startWeatherStub,
  type WeatherStub,
} from '../../../../tests/stubs/weather-provider'
import { dailyOfSteps, openWeatherMap } from './openweathermap'

let stub: WeatherStub
const provider = (key = OWM_KEY) => openWeatherMap(stub.url, key)

beforeAll(async () => {
  stub = await startWeatherStub()
})
afterAll(() => stub.close())
beforeEach(() => stub.reset())

describe('OpenWeatherMap', () => {
  it('asks for the weather and the 3-hour forecast in metric units and French, and reads them', async () => {
    const forecast = await provider().forecast({
      kind: 'coordinates',
      at: { latitude: 51.08, longitude: 2.58 },
    })
    expect(stub.requests.map((request) => request.path).sort()).toEqual([
      '/data/2.5/forecast',
      '/data/2.5/weather',
    ])
    for (const { query } of stub.requests)
      expect(Object.fromEntries(query)).toEqual({
        lat: '51.08',
        lon: '2.58',
        units: 'metric',
        lang: 'fr',
        appid: OWM_KEY,
      })
    expect(forecast.current).toMatchObject({
      temperature: CURRENT.temperature,
      condition: 'partly-cloudy',
      humidity: CURRENT.humidity,
      isDay: true,
    })
    // Metres per second become km/h.
    expect(forecast.current.windSpeed).toBeCloseTo(18.72)
    expect(forecast.placeName).toBe('Bray-Dunes')
    expect(forecast.daily.length).toBeGreaterThanOrEqual(5)
    expect(forecast.daily.length).toBeLessThanOrEqual(6)
  })

  it('asks by city id', async () => {
    const forecast = await provider().forecast({ kind: 'city', id: 2988507 })
    expect(stub.requests[0]!.query.get('id')).toBe('2988507')
    expect(forecast.placeName).toBe('Malo-les-Bains')
  })

  it('finds a place by its French name, and answers null for an unknown one', async () => {
    expect(await provider().geocode('Lille')).toMatchObject({
      name: 'Lille',
      latitude: 50.63297,
      region: 'Hauts-de-France',
    })
    expect(Object.fromEntries(stub.requests[0]!.query)).toEqual({ q: 'Lille', limit: '1', appid: OWM_KEY })
    expect(await provider().geocode('Atlantide')).toBeNull()
  })

  it('rejects a wrong key and a failing provider', async () => {
    await expect(provider('mauvaise-cle').geocode('Lille')).rejects.toThrow(/HTTP 401/)
    stub.mode = 'error'
    await expect(provider().forecast({ kind: 'city', id: 1 })).rejects.toThrow(/HTTP 500/)
  })
})

describe('dailyOfSteps', () => {
  const step = (iso: string, min: number, max: number, id: number) => ({
    dt: Date.parse(iso) / 1000,
    main: { temp_min: min, temp_max: max },
    weather: [{ id }],
  })

  it('groups the steps by Paris day: lowest, highest, and the condition nearest midday', () => {
    expect(
      dailyOfSteps([
        step('2026-07-14T21:00:00Z', 18, 19, 800),
        // 23:00 UTC is already the 15th in Paris (UTC+2 in summer).
        step('2026-07-14T23:00:00Z', 15, 16, 500),
        step('2026-07-15T08:00:00Z', 17, 22, 802),
        step('2026-07-15T11:00:00Z', 20, 26, 211),
        step('2026-07-15T17:00:00Z', 19, 24, 800),
      ]),
    ).toEqual([
      { date: '2026-07-14', min: 18, max: 19, condition: 'clear' },
      { date: '2026-07-15', min: 15, max: 26, condition: 'storm' },
    ])
  })
})
