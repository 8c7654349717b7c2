import { describe, expect, it, vi } from 'vitest'
import { AnswerCache } from './cache'
import { type WeatherQuery, lookUpWeather } from './forecast'
import type { Forecast, WeatherProvider } from './provider/types'

const FORECAST: Forecast = {
  current: {
    temperature: 10,
    condition: 'clear',
    humidity: 70,
    windSpeed: 5,
    windDirection: 90,
    isDay: true,
  },
  daily: [],
}

function fakeProvider(overrides: Partial<WeatherProvider> = {}): WeatherProvider {
  return {
    name: 'open-meteo',
    credit: 'Open-Meteo',
    citiesById: false,
    forecast: vi.fn(async () => FORECAST),
    geocode: vi.fn(async (name: string) =>
      name === 'Lille' ? { name: 'Lille', latitude: 50.63297, longitude: 3.05858 } : null,
    ),
    ...overrides,
  }
}

const query = (fields: Partial<WeatherQuery> = {}): WeatherQuery => ({
  userLocation: '',
  cityId: 0,
  at: { latitude: 51.0812, longitude: 2.5849 },
  location: 'Bray-Dunes',
  geotriggered: false,
  ...fields,
})

const look = (
  provider: WeatherProvider,
  fields: Partial<WeatherQuery> = {},
  onFailure?: (e: unknown) => void,
) => lookUpWeather(query(fields), { provider, cache: new AnswerCache(), onFailure })

describe('lookUpWeather', () => {
  it("gives the widget's own place its own name, at rounded coordinates", async () => {
    const provider = fakeProvider()
    expect(await look(provider)).toEqual({ kind: 'report', place: 'Bray-Dunes', forecast: FORECAST })
    expect(provider.forecast).toHaveBeenCalledWith({
      kind: 'coordinates',
      at: { latitude: 51.08, longitude: 2.58 },
    })
  })

  it('calls a position without a name « Votre position », or what the provider names it', async () => {
    expect(await look(fakeProvider(), { location: '' })).toMatchObject({ place: 'Votre position' })
    expect(await look(fakeProvider(), { geotriggered: true })).toMatchObject({ place: 'Votre position' })
    const named = fakeProvider({ forecast: async () => ({ ...FORECAST, placeName: 'Zuydcoote' }) })
    expect(await look(named, { location: '' })).toMatchObject({ place: 'Zuydcoote' })
  })

  it('finds a typed place first, and gives the city error when it is unknown', async () => {
    const provider = fakeProvider()
    expect(await look(provider, { userLocation: 'Lille' })).toMatchObject({ kind: 'report', place: 'Lille' })
    expect(provider.forecast).toHaveBeenCalledWith({
      kind: 'coordinates',
      at: { latitude: 50.63, longitude: 3.06 },
    })
    expect(await look(provider, { userLocation: 'Atlantide' })).toEqual({ kind: 'error', error: 'city' })
  })

  it('asks by city id only a provider that knows them', async () => {
    const owm = fakeProvider({ name: 'openweathermap', citiesById: true })
    await look(owm, { cityId: 2988507 })
    expect(owm.forecast).toHaveBeenCalledWith({ kind: 'city', id: 2988507 })
    const openMeteo = fakeProvider()
    await look(openMeteo, { cityId: 2988507 })
    expect(openMeteo.forecast).toHaveBeenCalledWith({
      kind: 'coordinates',
      at: { latitude: 51.08, longitude: 2.58 },
    })
    expect(await look(openMeteo, { cityId: 2988507, at: null })).toEqual({ kind: 'nowhere' })
  })

  it('gives the weather error when the provider fails, and reports each failed call once', async () => {
    const onFailure = vi.fn()
    const provider = fakeProvider({
      forecast: async () => {
        throw new Error('timeout')
      },
    })
    const cache = new AnswerCache()
    const deps = { provider, cache, onFailure }
    expect(await lookUpWeather(query(), deps)).toEqual({ kind: 'error', error: 'weather' })
    expect(await lookUpWeather(query(), deps)).toEqual({ kind: 'error', error: 'weather' })
    expect(onFailure).toHaveBeenCalledTimes(1)
  })

  it('shares answers between visitors of the same rounded place, and between units', async () => {
    const provider = fakeProvider()
    const cache = new AnswerCache()
    await lookUpWeather(query({ at: { latitude: 51.081, longitude: 2.581 } }), { provider, cache })
    await lookUpWeather(query({ at: { latitude: 51.079, longitude: 2.579 } }), { provider, cache })
    await lookUpWeather(query({ userLocation: 'Lille' }), { provider, cache })
    await lookUpWeather(query({ userLocation: ' LILLE ' }), { provider, cache })
    expect(provider.forecast).toHaveBeenCalledTimes(2)
    expect(provider.geocode).toHaveBeenCalledTimes(1)
  })
})
