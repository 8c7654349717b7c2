import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CURRENT, DAILY, startWeatherStub, type WeatherStub } from '../../../../tests/stubs/weather-provider'
import { openMeteo } from './open-meteo'

let stub: WeatherStub
const provider = () => openMeteo(stub.url, stub.url)

beforeAll(async () => {
  stub = await startWeatherStub()
})
afterAll(() => stub.close())
beforeEach(() => stub.reset())

describe('Open-Meteo', () => {
  it('asks for current conditions and 8 days in the Paris calendar, and reads them', async () => {
    const forecast = await provider().forecast({
      kind: 'coordinates',
      at: { latitude: 51.08, longitude: 2.58 },
    })
    const [request] = stub.requests
    expect(request?.path).toBe('/v1/forecast')
    expect(Object.fromEntries(request!.query)).toMatchObject({
      latitude: '51.08',
      longitude: '2.58',
      timezone: 'Europe/Paris',
      forecast_days: '8',
      wind_speed_unit: 'kmh',
    })
    expect(request!.query.get('current')).toContain('weather_code')
    expect(forecast.current).toEqual({
      temperature: CURRENT.temperature,
      condition: 'partly-cloudy',
      humidity: CURRENT.humidity,
      windSpeed: CURRENT.wind,
      windDirection: CURRENT.direction,
      isDay: true,
    })
    expect(forecast.daily).toHaveLength(8)
    expect(forecast.daily[1]).toMatchObject({ min: DAILY.min[1], max: DAILY.max[1], condition: 'rain' })
    expect(forecast.daily[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(forecast.placeName).toBeUndefined()
  })

  it('finds a place in French, and answers null for an unknown one', async () => {
    expect(await provider().geocode('Dunkerque')).toEqual({
      name: 'Dunkerque',
      latitude: 51.03297,
      longitude: 2.377,
      region: 'Hauts-de-France',
      country: 'France',
    })
    expect(Object.fromEntries(stub.requests[0]!.query)).toEqual({
      name: 'Dunkerque',
      count: '1',
      language: 'fr',
      format: 'json',
    })
    expect(await provider().geocode('Atlantide')).toBeNull()
  })

  it('rejects an error status, within the time limit when the provider is slow', async () => {
    stub.mode = 'error'
    await expect(provider().geocode('Lille')).rejects.toThrow(/HTTP 500/)
    stub.mode = 'slow'
    const started = Date.now()
    await expect(
      provider().forecast({ kind: 'coordinates', at: { latitude: 51.08, longitude: 2.58 } }),
    ).rejects.toThrow(/timeout/)
    expect(Date.now() - started).toBeLessThan(2600)
  })

  it('rejects a provider that cannot be reached or answers something else', async () => {
    await expect(openMeteo('http://127.0.0.1:9', 'http://127.0.0.1:9').geocode('Lille')).rejects.toThrow(
      /unreachable/,
    )
    await expect(
      openMeteo(`${stub.url}/rien`, stub.url).forecast({
        kind: 'coordinates',
        at: { latitude: 1, longitude: 1 },
      }),
    ).rejects.toThrow(/HTTP 404/)
    await expect(provider().forecast({ kind: 'city', id: 3030257 })).rejects.toThrow()
  })
})
