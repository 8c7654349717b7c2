import { AnswerCache } from './cache'
import type { Forecast, ForecastTarget, Place, WeatherProvider } from './provider/types'
import {
  type Coordinates,
  FAILURE_TTL_MS,
  FORECAST_TTL_MS,
  GEOCODE_TTL_MS,
  OWN_POSITION,
  type WeatherErrorKind,
  latLngOf,
  roundCoordinates,
} from './rules'

/** What call 9 asks for, once its fields are read (ajax.ts). */
export type WeatherQuery = {
  /** A place typed in the location form: found by the provider first. */
  userLocation: string
  /** A city of OpenWeatherMap's list (0: none). */
  cityId: number
  at: Coordinates | null
  /** The widget's name for its own place: empty for the browser's position. */
  location: string
  geotriggered: boolean
}

export type WeatherOutcome =
  | { kind: 'report'; place: string; forecast: Forecast }
  | { kind: 'error'; error: WeatherErrorKind }
  /** Nothing to look up: no place, no city the provider knows, no coordinates. */
  | { kind: 'nowhere' }

export type WeatherDeps = {
  provider: WeatherProvider
  cache: AnswerCache
  /** Told of each provider call that failed (not of the answers the cache repeats). */
  onFailure?: (error: unknown) => void
}

/** The answers of every widget of this process (cache.ts). */
export const sharedCache = new AnswerCache()

const placeKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Finds the weather a widget asks for: a typed place (geocoded; unknown → the city error), else a city id
 * when the provider knows them, else coordinates. Answers are cached per provider and rounded place
 * (rules.ts gives the durations); a slow or failing provider gives the weather error.
 */
export async function lookUpWeather(query: WeatherQuery, deps: WeatherDeps): Promise<WeatherOutcome> {
  const { provider, cache, onFailure } = deps
  const cached = <T>(key: string, ttl: number, load: () => Promise<T>) =>
    cache.get(`${provider.name}:${key}`, ttl, FAILURE_TTL_MS, () =>
      load().catch((error: unknown) => {
        onFailure?.(error)
        throw error
      }),
    )
  const forecastOf = (target: ForecastTarget) =>
    cached(target.kind === 'city' ? `city:${target.id}` : `at:${latLngOf(target.at)}`, FORECAST_TTL_MS, () =>
      provider.forecast(target),
    )

  try {
    if (query.userLocation) {
      const place: Place | null = await cached(`place:${placeKey(query.userLocation)}`, GEOCODE_TTL_MS, () =>
        provider.geocode(query.userLocation),
      )
      if (!place) return { kind: 'error', error: 'city' }
      const forecast = await forecastOf({ kind: 'coordinates', at: roundCoordinates(place) })
      return { kind: 'report', place: place.name, forecast }
    }
    if (query.cityId > 0 && provider.citiesById) {
      const forecast = await forecastOf({ kind: 'city', id: query.cityId })
      return { kind: 'report', place: forecast.placeName ?? (query.location || OWN_POSITION), forecast }
    }
    if (!query.at) return { kind: 'nowhere' }
    const forecast = await forecastOf({ kind: 'coordinates', at: roundCoordinates(query.at) })
    const own = query.location && !query.geotriggered
    return { kind: 'report', place: own ? query.location : (forecast.placeName ?? OWN_POSITION), forecast }
  } catch {
    return { kind: 'error', error: 'weather' }
  }
}
